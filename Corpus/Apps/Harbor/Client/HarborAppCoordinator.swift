import Combine
import Core
import Foundation
import UIKit

/// Root of the navigation tree: shows sign-in or the main tabs depending on the session.
@MainActor
public final class HarborAppCoordinator: HarborCoordinating {
    private let window: UIWindow
    private let config = HarborConfig.shared
    private var mainCoordinator: HarborMainCoordinator?
    private var observers = Set<AnyCancellable>()
    private var sessionExpiryToken: NSObjectProtocol?

    public init(window: UIWindow) {
        self.window = window
    }

    public func start() {
        sessionExpiryToken = NotificationCenter.default.addObserver(forName: .harborSessionExpired, object: nil, queue: .main) { [weak self] _ in
            MainActor.assumeIsolated {
                self?.config.endSession()
            }
        }

        config.session
            .receive(on: DispatchQueue.main)
            .map { $0 != nil }
            .removeDuplicates()
            .sink { [weak self] isSignedIn in
                if isSignedIn {
                    self?.showMain()
                } else {
                    self?.showSignIn()
                }
            }
            .store(in: &observers)

        window.makeKeyAndVisible()
    }

    /// Removes the expiry observer; called when the scene disconnects.
    public func stop() {
        if let token = sessionExpiryToken {
            NotificationCenter.default.removeObserver(token)
            sessionExpiryToken = nil
        }
        observers.removeAll()
    }

    private func showSignIn() {
        mainCoordinator = nil
        window.rootViewController = UIViewController()
        let sessionService = config.sessionService
        Task { [weak self] in
            guard let session = try? await sessionService.signIn(username: "guest") else { return }
            self?.config.begin(session)
        }
    }

    private func showMain() {
        let main = HarborMainCoordinator(window: window)
        main.delegate = self
        mainCoordinator = main
        main.start()
    }
}

extension HarborAppCoordinator: HarborMainCoordinatorDelegate {
    public func mainCoordinatorDidRequestSignOut(_ coordinator: HarborMainCoordinator) {
        config.userService.signOut()
        config.endSession()
    }
}
