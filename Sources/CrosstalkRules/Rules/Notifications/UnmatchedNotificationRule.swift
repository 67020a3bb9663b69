import CrosstalkFacts
import CrosstalkGraph

/// `unmatched_notification`: a notification the sources declare that is posted and never observed, or observed and
/// never posted, anywhere in the analyzed tree.
public struct UnmatchedNotificationRule: Rule {
    public init() {}

    public var scope: RuleScope { .project }

    public let description = RuleDescription(
        id: "unmatched_notification", category: "Notifications", defaultSeverity: .warning, enabledByDefault: true,
        summary: "A notification name of the sources that is posted but never observed, or observed but never posted",
        documentation: """
        ## What it does
        Matches every NotificationCenter post (`post(name:…)`) with every observation (`addObserver(…name:…)`,
        `addObserver(forName:…)`, `publisher(for:)`, `notifications(named:)`) across all analyzed files, and
        flags a post whose name is never observed and an observation whose name is never posted.

        Only names the sources own take part:
        - a `static let` in an extension of `Notification.Name` / `NSNotification.Name` whose initializer builds
          a name (`Notification.Name("…")`, `.init(rawValue: "…")`), used as `.didLogin`,
          `Notification.Name.didLogin`, `Self.didLogin` or `Name.didLogin`;
        - a string literal written at the call (`Notification.Name("…")`, `.init(rawValue: "…")`).

        Names are matched by their raw string when it is a literal, so `.didLogin` declared as
        `Notification.Name("didLogin")` matches an observer of `Notification.Name("didLogin")`. System
        notifications (`UIApplication.didBecomeActiveNotification`), aliases of them
        (`static let keyboard = UIResponder.keyboardWillShowNotification`), literal platform names
        (`"com.apple.…"`, or an Apple framework prefix such as `NS`, `UI`, `AV` followed by a word and
        ending in `Notification`: `"NSApplicationDidBecomeActiveNotification"`), names held in variables and
        names declared elsewhere (`Constants.Notifications.x`) are never reported: the platform, or code the
        analyzer cannot follow, may post and observe them.

        A declared name that also appears anywhere else — as a `.name` or `Notification.Name.name`
        outside a post/observe/`removeObserver` call — is not reported either: it may be posted or observed
        through code the analyzer does not follow (a wrapper function, `post(Notification(name: .x))`,
        XCTest's `expectation(forNotification:)`, `notification.name == .x`). Likewise a raw value that is
        also built into a name somewhere else (`let name = Notification.Name("x")`,
        `static let x = NSNotification.Name(rawValue: "x")` in a constants type).

        ## Why is this bad?
        A notification is a contract between files that nothing checks: a post nobody observes is dead code
        or a broken feature (the observer was renamed or deleted), and an observer of a name nobody posts
        waits forever. Both compile and fail silently.

        ## Example
        ```swift
        extension Notification.Name {
            static let cartDidChange = Notification.Name("cartDidChange")
            static let cartChanged = Notification.Name("cartChanged")
        }

        // CartStore.swift
        NotificationCenter.default.post(name: .cartDidChange, object: self)

        // CartBadgeView.swift
        NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: .cartChanged, object: nil)
        ```

        ## Use instead
        ```swift
        extension Notification.Name {
            static let cartDidChange = Notification.Name("cartDidChange")
        }

        // CartStore.swift
        NotificationCenter.default.post(name: .cartDidChange, object: self)

        // CartBadgeView.swift
        NotificationCenter.default.addObserver(self, selector: #selector(refresh), name: .cartDidChange, object: nil)
        ```

        ## Known limits
        The whole app must be analyzed at once: a name posted by one target and observed by another only
        matches when both are in the analyzed tree. Names are matched by spelling, so a name that is used
        anywhere outside the calls above is left alone, even when that use is unrelated (an enum case of the
        same name).
        """)

    /// How a post or observe site names its notification, as a set of match keys: `raw:<string>` for a known raw
    /// value, `decl:<member>` for a declared name whose raw value is not a literal.
    struct Resolution {
        var keys: Set<String>
        /// Declared members behind the keys (for the "mentioned elsewhere" check).
        var members: Set<String>
        /// For messages: the member or the literal string.
        var display: String
    }

    public func checkProject(context: RuleContext) -> [Diagnostic] {
        let files = context.files
        // Declared names: member → keys. Only static lets whose initializer constructs a name count.
        var declared: [String: Set<String>] = [:]
        var membersByKey: [String: Set<String>] = [:]
        for file in files {
            for name in file.notificationNames {
                guard let property = file.properties.first(where: { $0.location == name.location }),
                      let initializer = property.initializer, Self.constructsName(initializer) else { continue }
                let key = name.rawValue.map { "raw:" + $0 } ?? "decl:" + name.name
                declared[name.name, default: []].insert(key)
                membersByKey[key, default: []].insert(name.name)
            }
        }
        var mentioned: Set<String> = []
        var mentionedRaw: Set<String> = []
        for file in files {
            mentioned.formUnion(file.memberNameMentions)
            for raw in file.literalNameMentions { mentionedRaw.insert("raw:" + raw) }
        }

        func resolve(_ n: NotificationFact) -> Resolution? {
            if n.isLiteral {
                // The platform posts and observes its own names; a literal one says nothing about the sources.
                if Self.isPlatformName(n.name) { return nil }
                let key = "raw:" + n.name
                return Resolution(keys: [key], members: membersByKey[key] ?? [], display: n.name)
            }
            guard let keys = declared[n.name] else { return nil }
            var members: Set<String> = [n.name]
            for key in keys { members.formUnion(membersByKey[key] ?? []) }
            return Resolution(keys: keys, members: members, display: n.name)
        }

        var sites: [(file: Int, fact: NotificationFact, resolution: Resolution)] = []
        var posted: Set<String> = []
        var observed: Set<String> = []
        for (f, file) in files.enumerated() {
            for n in file.notifications {
                guard let r = resolve(n) else { continue }
                sites.append((f, n, r))
                if n.kind == .post { posted.formUnion(r.keys) } else { observed.formUnion(r.keys) }
            }
        }
        var result: [Diagnostic] = []
        for site in sites {
            // A name used elsewhere may be posted or observed through code the facts do not follow.
            if !site.resolution.members.isDisjoint(with: mentioned) || !site.resolution.keys.isDisjoint(with: mentionedRaw) { continue }
            switch site.fact.kind {
            case .post where site.resolution.keys.isDisjoint(with: observed):
                result.append(Diagnostic(file: site.file, location: site.fact.location, message: "notification '\(site.resolution.display)' is posted but never observed"))
            case .observe where site.resolution.keys.isDisjoint(with: posted):
                result.append(Diagnostic(file: site.file, location: site.fact.location, message: "notification '\(site.resolution.display)' is observed but never posted"))
            default:
                break
            }
        }
        return result
    }

    /// Framework prefixes of Apple's notification names (`NSApplicationDidBecomeActiveNotification`,
    /// `UIKeyboardWillShowNotification`, `AVPlayerItemDidPlayToEndTimeNotification`).
    static let platformPrefixes = ["NS", "UI", "AV", "MP", "CK", "CL", "WK", "GK", "HK", "MK", "PH", "SK", "EK", "CN", "CB", "UN", "SC", "CT", "AS"]

    /// A literal raw value naming a platform notification: `com.apple.…`, or an Apple framework prefix followed by
    /// a capitalized word and the `Notification` suffix.
    static func isPlatformName(_ raw: String) -> Bool {
        if raw.hasPrefix("com.apple.") { return true }
        guard raw.hasSuffix("Notification") else { return false }
        return platformPrefixes.contains { prefix in
            let rest = raw.dropFirst(prefix.count)
            guard raw.hasPrefix(prefix), let first = rest.first, let second = rest.dropFirst().first else { return false }
            return first.isUppercase && second.isLowercase
        }
    }

    /// `Notification.Name("…")`, `NSNotification.Name(rawValue: …)`, `Notification.Name.init(…)`, `.init(…)`:
    /// the declaration creates a name of its own (an alias of a system name does not).
    static func constructsName(_ i: InitializerFact) -> Bool {
        guard i.isCall else { return false }
        switch i.root {
        case nil: return i.members == ["init"]
        case "Notification"?, "NSNotification"?, "Foundation"?:
            return i.members.last == "Name" || i.members.suffix(2) == ["Name", "init"]
        default: return false
        }
    }
}
