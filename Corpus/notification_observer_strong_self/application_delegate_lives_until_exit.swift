import Foundation

// The application keeps its delegate from launch until the process exits: an observer block that keeps the
// app delegate alive frees nothing, so it is not reported. A scene delegate lives as long as its window (the whole
// run in a one-window app): like a window's root store, it is reported only with `includeWindowRoots`.

extension Notification.Name {
    static let playbackStopped = Notification.Name("playbackStopped")
}

final class Player {
    func stop() { NotificationCenter.default.post(name: .playbackStopped, object: self) }
}

protocol UIApplicationDelegate {}
protocol NSApplicationDelegate {}
protocol UIWindowSceneDelegate {}

final class AppDelegate: UIApplicationDelegate {
    private var observers: [NSObjectProtocol] = []
    private var terminating = false

    func applicationDidFinishLaunching() {
        let token = NotificationCenter.default.addObserver(forName: .playbackStopped, object: nil, queue: .main) { _ in
            guard !self.terminating else { return }
            self.resume()
        }
        observers.append(token)
    }

    func resume() {}
}

final class MacAppDelegate {
    private var observers: [NSObjectProtocol] = []
    func start() {
        observers.append(NotificationCenter.default.addObserver(forName: .playbackStopped, object: nil, queue: nil) { _ in
            self.stop()
        })
    }
    func stop() {}
}

extension MacAppDelegate: NSApplicationDelegate {}

final class SceneDelegate: UIWindowSceneDelegate {
    private var observers: [NSObjectProtocol] = []
    func sceneDidBecomeActive() {
        observers.append(NotificationCenter.default.addObserver(forName: .playbackStopped, object: nil, queue: nil) { _ in
            self.refresh()
        })
    }
    func refresh() {}
}
