import Foundation

// Decision: a `…Delegate` protocol that no stored property or protocol requirement is written with keeps no
// reference to an adopter beyond one call — passed only as a parameter to code that reports back and lets it go,
// or a capability merely named `…Delegate` — so there is nothing to make `weak` and class-binding it buys nothing.
// One a property stores is reported.

protocol DownloadProgressDelegate {
    func downloadProgress(_ percent: Int)
    func downloadFinished()
}

final class DownloadManager {
    static let shared = DownloadManager()
    private let queue = DispatchQueue(label: "download")

    func start(delegate: DownloadProgressDelegate?) {
        queue.async {
            delegate?.downloadProgress(50)
            delegate?.downloadFinished()
        }
    }
}

protocol SummaryProvidingDelegate {
    var summary: String? { get }
}

class Entry: NSObject, SummaryProvidingDelegate {
    var summary: String? { nil }
}

protocol UploadProgressDelegate { // expect: class_delegate_protocol
    func uploadProgress(_ percent: Int)
}

final class UploadManager {
    private let listeners: [UploadProgressDelegate]

    init(listeners: [UploadProgressDelegate]) {
        self.listeners = listeners
    }
}
