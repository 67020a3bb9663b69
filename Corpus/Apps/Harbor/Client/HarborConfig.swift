import Combine
import Core
import Foundation

/// The app's composition root: one instance of every service, plus the session hub coordinators watch.
public final class HarborConfig {
    public static let shared = HarborConfig()

    public let userService = HarborUserService()
    public let sessionService = HarborSessionService()
    public let eventStream = HarborEventStream()
    public let theme = HarborTheme()
    public let store: HarborStore

    private let sessionSubject = CurrentValueSubject<HarborSession?, Never>(nil)
    private let deepLinkSubject = PassthroughSubject<URL, Never>()

    /// The active session, or nil while signed out.
    public var session: AnyPublisher<HarborSession?, Never> {
        sessionSubject.eraseToAnyPublisher()
    }

    /// Deep links opened from outside the app (URL contexts, widgets, push notifications).
    public var deepLinks: AnyPublisher<URL, Never> {
        deepLinkSubject.eraseToAnyPublisher()
    }

    private init() {
        store = HarborStore(userService: userService)
    }

    /// Makes a freshly signed-in session current.
    public func begin(_ session: HarborSession) {
        userService.load(for: session)
        sessionSubject.send(session)
    }

    /// Drops the current session; coordinators react by showing sign-in.
    public func endSession() {
        sessionSubject.send(nil)
    }

    /// Hands a deep link to whichever coordinator routes it.
    public func open(_ url: URL) {
        deepLinkSubject.send(url)
    }
}
