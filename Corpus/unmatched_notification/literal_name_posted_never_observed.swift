import Foundation

// A string literal used directly as the name counts as a declared name: posted, never
// observed (and the literal itself is reported by notification_name_literal).

/// Warms the image cache after launch.
final class LaunchCacheWarmer {
    func warm() {
        NotificationCenter.default.post(name: Notification.Name("corpus.cache.warmed"), object: nil) // expect: notification_name_literal, unmatched_notification
    }
}
