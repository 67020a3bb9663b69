import Foundation

final class MacWindow {
    init() {
        NotificationCenter.default.addObserver(self, selector: #selector(reload), name: .refresh, object: nil)
    }

    @objc func reload() { _ = SessionStore.shared.user }
}
