import Foundation

/// A signed-in Harbor member.
public struct HarborUser: Identifiable, Equatable, Sendable {
    public let id: String
    public var displayName: String

    public init(id: String, displayName: String) {
        self.id = id
        self.displayName = displayName
    }
}

/// An authenticated session as returned by the sign-in endpoint.
public struct HarborSession: Equatable, Sendable {
    public let userID: HarborUser.ID
    public let token: String
    public let expiresAt: Date

    public init(userID: HarborUser.ID, token: String, expiresAt: Date) {
        self.userID = userID
        self.token = token
        self.expiresAt = expiresAt
    }
}

/// One entry of the community feed.
public struct HarborPost: Identifiable, Equatable, Sendable {
    public let id: UUID
    public let authorID: HarborUser.ID
    public let authorName: String
    public let text: String

    public init(id: UUID = UUID(), authorID: HarborUser.ID, authorName: String, text: String) {
        self.id = id
        self.authorID = authorID
        self.authorName = authorName
        self.text = text
    }
}

/// App-wide events delivered through `HarborEventStream`.
public enum HarborEvent: Sendable {
    case focusCompleted(minutes: Int)
    case postPublished(HarborPost)
}
