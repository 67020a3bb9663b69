import Combine
import Foundation

/// Signs members in and announces when their session expires.
public final class HarborSessionService {
    /// Fires on every token refresh. Exposing the subject lets any caller `send` fake refreshes.
    public let tokenRefreshes = PassthroughSubject<Date, Never>() // expect: subject_exposed

    private var expiryTask: Task<Void, Never>?

    public init() {}

    /// Exchanges a username for a session and schedules its expiry.
    public func signIn(username: String) async throws -> HarborSession {
        try await Task.sleep(for: .milliseconds(200))
        let session = HarborSession(userID: username, token: UUID().uuidString, expiresAt: Date().addingTimeInterval(3_600))
        scheduleExpiry(of: session)
        return session
    }

    /// Extends a session by another hour.
    public func refresh(_ session: HarborSession) -> HarborSession {
        tokenRefreshes.send(Date())
        let renewed = HarborSession(userID: session.userID, token: UUID().uuidString, expiresAt: Date().addingTimeInterval(3_600))
        scheduleExpiry(of: renewed)
        return renewed
    }

    /// Ends the session now and tells the host to return to sign-in.
    public func expire() {
        expiryTask?.cancel()
        NotificationCenter.default.post(name: .harborSessionExpired, object: self)
    }

    private func scheduleExpiry(of session: HarborSession) {
        expiryTask?.cancel()
        let delay = max(0, session.expiresAt.timeIntervalSinceNow)
        expiryTask = Task { [weak self] in
            try? await Task.sleep(for: .seconds(delay))
            guard !Task.isCancelled else { return }
            self?.expire()
        }
    }
}
