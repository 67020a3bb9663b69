import Cocoa
import FinderSync

// A Finder Sync extension's principal object lives for the extension process: an observer it registers once in
// its `init` is meant to live as long. The same registration in a window controller the extension opens and
// closes stays behind each time.
final class DriveBadgeWatcher: FIFinderSync {
    override init() {
        super.init()
        let controller = FIFinderSyncController.default()
        NSWorkspace.shared.notificationCenter.addObserver(forName: NSWorkspace.didMountNotification, object: nil, queue: .main) { note in
            if let url = note.userInfo?[NSWorkspace.volumeURLUserInfoKey] as? URL {
                controller.directoryURLs.insert(url)
            }
        }
    }
}

final class DriveBadgeSettingsWindowController: NSWindowController {
    override func windowDidLoad() {
        super.windowDidLoad()
        NSWorkspace.shared.notificationCenter.addObserver(forName: NSWorkspace.didMountNotification, object: nil, queue: .main) { _ in // expect: notification_observer_discarded
            print("mounted")
        }
    }
}
