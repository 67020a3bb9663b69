import Foundation

// Decision: a `…Delegate` protocol whose every stored reference is a property given a new object (`lazy var
// transfer: DownloadTransferDelegate = { … }()`, `self.policy = ThrottlePolicyDelegate()`) is a strategy its
// holder owns: `weak` would free it at once, so there is no reference to make weak and `AnyObject` buys nothing.
// One stored reference given an existing object keeps the protocol reported.

protocol DownloadTransferDelegate: Sendable {
    var parallelCount: Int { get }
}

final class ImageDownloadTransferDelegate: DownloadTransferDelegate {
    let parallelCount = 4
}

final class DownloadAccount {
    lazy var transfer: DownloadTransferDelegate = {
        let made = ImageDownloadTransferDelegate()
        return made
    }()
}

protocol RetryPolicyDelegate { // expect: class_delegate_protocol
    func shouldRetry(after failures: Int) -> Bool
}

final class LinearRetryPolicyDelegate: RetryPolicyDelegate {
    func shouldRetry(after failures: Int) -> Bool { failures < 3 }
}

final class UploadQueue {
    var retryPolicy: RetryPolicyDelegate?

    init() {
        retryPolicy = LinearRetryPolicyDelegate()
    }
}

final class SyncQueue: RetryPolicyDelegate {
    let uploads = UploadQueue()

    init() {
        uploads.retryPolicy = self
    }

    func shouldRetry(after failures: Int) -> Bool { false }
}
