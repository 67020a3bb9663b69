import UIKit

// A deferred singleton that other types assign, or that its own type assigns in several places, is a global
// anyone may swap: readers cannot know which instance they talk to.

final class PlaybackSession {
    static var current: PlaybackSession? // expect: mutable_singleton

    let title: String

    init(title: String) {
        self.title = title
    }
}

final class PlayerLauncher {
    func play(_ title: String) {
        PlaybackSession.current = PlaybackSession(title: title)
    }
}

final class LedgerDatabase {
    static var shared: LedgerDatabase! // expect: mutable_singleton

    let path: String

    private init(path: String) {
        self.path = path
    }

    static func open(at path: String) {
        shared = LedgerDatabase(path: path)
    }

    static func openInMemory() {
        shared = LedgerDatabase(path: ":memory:")
    }
}

final class BrandTheme {
    static var main: BrandTheme! // expect: mutable_singleton

    let tint: UIColor

    init(tint: UIColor) {
        self.tint = tint
    }
}

final class ThemeSetupDelegate: NSObject, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        BrandTheme.main = BrandTheme(tint: .systemTeal)
        return true
    }
}

// Started and ended by its own type: a session the app makes and drops (`end()` clears it), not a singleton.
final class ReaderSession {
    static var shared: ReaderSession?

    let bookID: String

    private init(bookID: String) {
        self.bookID = bookID
    }

    static func start(bookID: String) {
        let session = ReaderSession(bookID: bookID)
        shared = session
    }

    static func end() {
        shared = nil
    }
}
