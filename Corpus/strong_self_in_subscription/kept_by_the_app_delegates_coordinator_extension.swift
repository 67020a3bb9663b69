import Cocoa
import Combine

// Decision: an object a process-lifetime owner stores, from a method in an extension (`currentPlayer = PlayerController()`
// without `self.`), lives as long as that owner, as it does when the method sits in the class body. A local of such a
// method holding a new controller keeps nothing for good.

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

final class PlaybackDebugController: NSViewController {
    private var observers: Set<AnyCancellable> = []

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.publisher(for: .playbackSpeedDidChange).sink { _ in // expect: strong_self_in_subscription
            self.view.needsLayout = true
        }.store(in: &observers)
    }
}

extension PlaybackAppDelegate {
    // A local of the method, not a property of the app delegate: the window it shows comes and goes.
    func showDebugger() {
        var debugController: PlaybackDebugController! = nil
        if debugController == nil {
            debugController = PlaybackDebugController()
        }
        debugController.view.needsDisplay = true
    }
}
