// Decision: a struct's static changed in place through a subscript (`ThumbnailStore.shared[key] = data`) or a
// compound assignment (`RetryBudget.shared.used += 1`) is changed like one assigned through a member: `let` would not
// compile. A class's static changed the same way stays reported.

struct ThumbnailStore {
    static var shared = ThumbnailStore()
    var entries: [String: [UInt8]] = [:]
    subscript(key: String) -> [UInt8]? {
        get { entries[key] }
        set { entries[key] = newValue }
    }
}

struct RetryBudget {
    static var shared = RetryBudget()
    var used = 0
}

final class DownloadRegistry {
    static var shared = DownloadRegistry()  // expect: mutable_singleton
    var active: [String: Int] = [:]
}

func remember(_ data: [UInt8], for key: String) {
    ThumbnailStore.shared[key] = data
    RetryBudget.shared.used += 1
    DownloadRegistry.shared.active[key] = data.count
}
