import Combine
import Foundation

/// Profile state. Observing the broadcast is fine; posting its own notification is not (only broadcasters post).
final class ProfileViewModel: ObservableObject {
    @Published private(set) var name = ""
    private var observers = Set<AnyCancellable>()

    init() {
        NotificationCenter.default.publisher(for: .sessionDidExpire)
            .receive(on: DispatchQueue.main)
            .sink { [weak self] _ in self?.name = "" }
            .store(in: &observers)
    }

    func rename(_ newName: String) {
        name = newName
        NotificationCenter.default.post(name: .profileDidChange, object: nil) // expect: layer_violation "notification 'profileDidChange' from 'ProfileViewModel'"
    }
}

/// Shows the profile name in a tab badge.
final class ProfileBadge {
    private var token: NSObjectProtocol?

    init() {
        // The observation is the same edge as the post above: one finding there, this site a related location.
        token = NotificationCenter.default.addObserver(forName: .profileDidChange, object: nil, queue: .main) { _ in }
    }
}
