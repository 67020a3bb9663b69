import Foundation

// Inside a closure nested in a `[weak self]` closure, `self?` names the outer weak capture:
// no strong capture, also when the nested closure is itself assigned to a closure property.

/// State of the podcast episode screen.
final class EpisodeDetailModel {
    var onPlay: (() -> Void)?
    var onDownload: (() -> Void)?
    let downloads = EpisodeDownloadModel()
}

/// State of the download button.
final class EpisodeDownloadModel {
    var onFinish: (() -> Void)?
}

/// Runs the episode flow.
final class EpisodeFlowCoordinator {
    private let detail = EpisodeDetailModel()

    func start() {
        detail.onPlay = { [weak self] in
            DispatchQueue.main.async {
                self?.startPlayback()
            }
        }
        detail.onDownload = { [weak self] in
            self?.detail.downloads.onFinish = {
                self?.markDownloaded()
            }
        }
    }

    private func startPlayback() {
        print("playing")
    }

    private func markDownloaded() {
        print("downloaded")
    }
}
