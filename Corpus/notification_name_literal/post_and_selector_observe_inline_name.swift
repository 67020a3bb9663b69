import Foundation

// A name built inline from a string literal, directly as the `name:` argument of `post` and of
// the selector-based `addObserver`. Both sites use the same literal, so they match each other.

/// Legacy profile sync from the Objective-C days.
final class LegacyProfileSync {
    func profileDidRefresh() {
        NotificationCenter.default.post(name: Notification.Name("corpus.legacy.profileRefreshed"), object: self) // expect: notification_name_literal
    }
}

/// A badge that reloads when the legacy profile changes.
final class LegacyProfileBadge: NSObject {
    override init() {
        super.init()
        NotificationCenter.default.addObserver(self, selector: #selector(reload), name: Notification.Name("corpus.legacy.profileRefreshed"), object: nil) // expect: notification_name_literal
    }

    @objc private func reload() {
        print("badge reloaded")
    }
}
