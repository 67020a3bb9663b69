import Combine
import Foundation

/// Owns the signed-in user; state is a private subject exposed read-only as a publisher.
public final class HarborUserService {
    private let userSubject = CurrentValueSubject<HarborUser?, Never>(nil)

    /// The current user, or nil when signed out.
    public var user: AnyPublisher<HarborUser?, Never> {
        userSubject.eraseToAnyPublisher()
    }

    public init() {}

    /// Loads the profile that belongs to a fresh session.
    public func load(for session: HarborSession) {
        userSubject.send(HarborUser(id: session.userID, displayName: session.userID.capitalized))
    }

    /// Forgets the user and tells any profile cache to drop its data.
    public func signOut() {
        userSubject.send(nil)
        NotificationCenter.default.post(name: .harborProfileCacheCleared, object: self) // expect: unmatched_notification
    }
}
