import Foundation

/// Notification names shared across Harbor modules; each is posted in one file and observed in another.
public extension Notification.Name {
    /// Posted by `HarborSessionService` when a session can no longer be refreshed; observed by `HarborAppCoordinator`.
    static let harborSessionExpired = Notification.Name("harborSessionExpired")
    /// Posted by the `HarborSettings` actor after a change; observed by `HarborTimerViewModel`.
    static let harborSettingsChanged = Notification.Name("harborSettingsChanged")
    /// Posted by `HarborUserService` on sign-out. Nothing observes it (deliberate finding at the post site).
    static let harborProfileCacheCleared = Notification.Name("harborProfileCacheCleared")
}
