import Cocoa
import Combine

// Decision: an object a process-lifetime owner stores, from a method in an extension (`currentPlayer = PlayerController()`
// without `self.`), lives as long as that owner, as it does when the method sits in the class body.

extension Notification.Name {
    static let playbackSpeedDidChange = Notification.Name("playbackSpeedDidChange")
}

final class PlaybackAppDelegate: NSObject, NSApplicationDelegate {
    private(set) var coordinator: PlaybackCoordinator?

    func applicationDidFinishLaunching(_ notification: Notification) {
        coordinator = PlaybackCoordinator()
        NotificationCenter.default.post(name: .playbackSpeedDidChange, object: nil)
    }
}

final class PlaybackCoordinator {
    var currentPlayer: PlaybackPlayerController?
}

extension PlaybackCoordinator {
    func play() {
        if currentPlayer == nil {
            currentPlayer = PlaybackPlayerController()
        }
    }
}

final class PlaybackPlayerController: NSViewController {
    private var observers: Set<AnyCancellable> = []

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.publisher(for: .playbackSpeedDidChange).sink { _ in
            self.view.needsLayout = true
        }.store(in: &observers)
    }
}
