import Combine
import Foundation

// Posted and observed: no finding. `.exportFinished` and `Notification.Name.exportFinished`
// are the same name.

extension Notification.Name {
    static let exportFinished = Notification.Name("corpus.export.finished")
    static let exportFailed = Notification.Name("corpus.export.failed")
}

/// Exports the photo library.
final class PhotoLibraryExporter {
    func finish(success: Bool) {
        if success {
            NotificationCenter.default.post(name: .exportFinished, object: self)
        } else {
            NotificationCenter.default.post(name: Notification.Name.exportFailed, object: self, userInfo: ["reason": "disk full"])
        }
    }
}

/// Shows export progress.
final class PhotoExportProgressModel {
    private var observers = Set<AnyCancellable>()
    private var failureToken: NSObjectProtocol?
    private(set) var status = "exporting"

    init() {
        NotificationCenter.default.publisher(for: Notification.Name.exportFinished).sink { [weak self] _ in self?.status = "done" }.store(in: &observers)
        failureToken = NotificationCenter.default.addObserver(forName: .exportFailed, object: nil, queue: .main) { [weak self] _ in self?.status = "failed" }
    }
}
