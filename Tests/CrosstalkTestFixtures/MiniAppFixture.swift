/// A four-file app with every mechanism, in memory (so no test target compiles it as code).
public let miniApp: [(String, String)] = [
    ("App/AppCoordinator.swift", """
import Combine
import UIKit

/// The host: owns the features, is their delegate, injects closures, observes their state.
final class AppCoordinator: ProfileViewModelDelegate {
    private let profileViewModel: ProfileViewModel
    private let session: SessionStore
    private var observers = Set<AnyCancellable>()

    init(session: SessionStore) {
        self.session = session
        profileViewModel = ProfileViewModel()
        profileViewModel.delegate = self
        profileViewModel.onClose = { [weak self] in self?.finish() }
        profileViewModel.$state
            .sink { [weak self] state in self?.render(state) }
            .store(in: &observers)
        session.userSubject
            .sink { _ in }
            .store(in: &observers)
    }

    func render(_ state: ProfileState) {}
    func finish() {}

    func profileDidLogout() {
        NotificationCenter.default.post(name: .didLogout, object: nil)
    }
}
"""),
    ("Features/Profile/ProfileView.swift", """
import SwiftUI

struct ProfileView: View {
    @EnvironmentObject var session: SessionStore
    @ObservedObject var viewModel: ProfileViewModel

    var body: some View { Text("profile") }

    func bind(to model: ProfileViewModel) {
        model.$state.sink { _ in }.store(in: &cancellables)
    }
}
"""),
    ("Features/Profile/ProfileViewModel.swift", """
import Combine
import Foundation

protocol ProfileViewModelDelegate: AnyObject {
    func profileDidLogout()
}

struct ProfileState {}

final class ProfileViewModel: ObservableObject {
    @Published var state = ProfileState()
    weak var delegate: ProfileViewModelDelegate?
    var onClose: (() -> Void)?
    @Injected var api: APIClient
    private var observers = Set<AnyCancellable>()

    func load() {
        let flags = FeatureFlags.shared
        _ = flags
        $state.sink { _ in }.store(in: &observers)
    }

    func listen() async {
        for await event in SessionStore.shared.events() {
            _ = event
        }
    }
}
"""),
    ("Services/SessionStore.swift", """
import Combine
import Foundation

enum Event { case login, logout }

final class SessionStore: ObservableObject {
    static let shared = SessionStore()
    let userSubject = CurrentValueSubject<String?, Never>(nil)
    private var token: NSObjectProtocol?

    init() {
        token = NotificationCenter.default.addObserver(forName: .didLogout, object: nil, queue: .main) { _ in }
    }

    func events() -> AsyncStream<Event> {
        AsyncStream { _ in }
    }
}

final class FeatureFlags {
    static let shared = FeatureFlags()
    var isOn = false
}

final class APIClient {}

extension Notification.Name {
    static let didLogout = Notification.Name("app.didLogout")
    static let neverObserved = Notification.Name("app.neverObserved")
}

final class Analytics {
    func track() {
        NotificationCenter.default.post(name: .neverObserved, object: nil)
        NotificationCenter.default.post(name: Notification.Name("app.didLogout"), object: nil)
    }
}
"""),
]
