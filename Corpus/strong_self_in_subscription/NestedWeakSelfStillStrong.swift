import Combine
import Foundation

/// The nested-weak-self pitfall: to create the inner weak reference, the outer closure captures self strongly.
final class DownloadQueueMonitor {
    private let downloads: DownloadService
    private var observers = Set<AnyCancellable>()
    private(set) var activeCount = 0

    init(downloads: DownloadService) {
        self.downloads = downloads
    }

    func start() {
        downloads.progress
            .sink { progress in // expect: strong_self_in_subscription
                DispatchQueue.main.async { [weak self] in
                    self?.activeCount = progress.active
                }
            }
            .store(in: &observers)

        downloads.failures
            .sink { [weak self] failure in
                guard let self else { return }
                // `self` is strong again after the re-binding: the inner subscription captures it.
                self.downloads.retry(failure.id)
                    .sink { _ in self.activeCount -= 1 } // expect: strong_self_in_subscription
                    .store(in: &self.observers)
            }
            .store(in: &observers)

        // Weakly capturing something else does not help; an immediately-applied inner closure still reads self.
        downloads.progress
            .sink { [weak downloads] progress in // expect: strong_self_in_subscription
                let label: String = {
                    "\(progress.active) of \(self.activeCount)"
                }()
                downloads?.log(label)
            }
            .store(in: &observers)
    }
}
