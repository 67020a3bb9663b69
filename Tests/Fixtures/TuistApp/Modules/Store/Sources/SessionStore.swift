import Combine

public final class SessionStore {
    public static let shared = SessionStore()
    @Published public var user = ""
}
