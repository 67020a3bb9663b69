import Foundation

// Only the exact names (optionally with one leading `_`) count, case-sensitively.

/// Bookmarks of the reader app.
final class BookmarkStore {
    static var sharedStore = BookmarkStore()
    static var Shared = BookmarkStore()
    static var __shared = BookmarkStore()
    static var instances: [BookmarkStore] = []
    static var defaultStore: BookmarkStore?
    static var currentUserStore = BookmarkStore()
    static var mainQueueStore = BookmarkStore()
}
