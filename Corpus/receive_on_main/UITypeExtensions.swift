import Combine
import UIKit

/// Extensions of UI types count, including nested ones; the extended type's own name decides.
extension PodcastDetailViewController {
    func observeDownloads(_ downloads: DownloadProgressFeed, into observers: inout Set<AnyCancellable>) {
        downloads.fraction
            .sink { [weak self] fraction in self?.navigationItem.prompt = "\(Int(fraction * 100))%" } // expect: receive_on_main
            .store(in: &observers)
    }
}

enum Settings {
    final class NotificationsViewModel {
        private(set) var enabled = false
        var observers = Set<AnyCancellable>()
    }
}

extension Settings.NotificationsViewModel {
    func bind(_ center: NotificationPermissions) {
        center.status
            .sink { [weak self] status in self?.enabled = status.isAuthorized } // expect: receive_on_main
            .store(in: &observers)
    }
}
