import Foundation

// A struct's static changed through its own `mutating` methods is a mutable global value: `static let` would not
// compile. A get-or-create that throws until its input exists makes the instance on the first call that can, which
// `static let` cannot wait for. A struct's static only read, and a plain get-or-create, are still reported.

struct FolderAccessRegistry {
    static var shared = FolderAccessRegistry()

    private var open: [String: URL] = [:]

    mutating func grant(id: String, url: URL) { open[id] = url }
    func has(id: String) -> Bool { open[id] != nil }
}

enum FolderAccessActions {
    static func pick(id: String, url: URL) {
        FolderAccessRegistry.shared.grant(id: id, url: url)
    }
}

struct ReadOnlyFolderPolicy {
    static var shared = ReadOnlyFolderPolicy() // expect: mutable_singleton

    var limit = 10
    func allows(_ count: Int) -> Bool { count < limit }
}

enum FolderPolicyCheck {
    static func check(_ count: Int) -> Bool { ReadOnlyFolderPolicy.shared.allows(count) }
}

struct JoinedTeam { let id: String }
enum JoinedTeamStore { static func current() throws -> JoinedTeam? { nil } }
enum JoinedTeamError: Error { case none }

final class JoinedTeamClient {
    static var instance: JoinedTeamClient? = nil
    var team: JoinedTeam

    private init(team: JoinedTeam) { self.team = team }

    class func shared() throws -> JoinedTeamClient {
        guard let team = try JoinedTeamStore.current() else { throw JoinedTeamError.none }
        guard let existing = instance else {
            instance = JoinedTeamClient(team: team)
            return instance!
        }
        existing.team = team
        return existing
    }
}

final class PlainLazyClient {
    static var instance: PlainLazyClient? = nil // expect: mutable_singleton

    class func shared() -> PlainLazyClient {
        if let existing = instance { return existing }
        let made = PlainLazyClient()
        instance = made
        return made
    }
}
