import CrosstalkFacts
import CrosstalkGraph

/// `notification_name_literal`: a notification name built inline from a string literal at a post or observe site.
public struct NotificationNameLiteralRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "notification_name_literal", category: "Notifications", defaultSeverity: .info, enabledByDefault: true,
        summary: "A notification name built from a string literal right at a post or observe call",
        documentation: """
        ## What it does
        Flags a notification name built inline from a string literal — `Notification.Name("…")`,
        `NSNotification.Name("…")`, `Notification.Name(rawValue: "…")`, `.init("…")`, `.init(rawValue: "…")` —
        written directly as the name argument: `name:` of `post` and `addObserver`, `forName:` of the
        block-based `addObserver`, `for:` of `publisher(for:)`, and `named:` of `notifications(named:)` (the
        async-sequence form of the same API).

        A literal inside a `static let` of a `Notification.Name` extension is the fix, not a finding.

        ## Why is this bad?
        The poster and the observer must spell the string the same way, and nothing checks that they do: a
        typo compiles and silently breaks the connection. A literal also hides the notification from search
        and refactoring tools.

        ## Example
        ```swift
        NotificationCenter.default.post(name: Notification.Name("cartDidChange"), object: cart)
        ```

        ## Use instead
        ```swift
        extension Notification.Name {
            static let cartDidChange = Notification.Name("cartDidChange")
        }

        NotificationCenter.default.post(name: .cartDidChange, object: cart)
        ```

        ## Known limits
        Interpolated strings and names held in variables are not reported.
        """)

    public func check(file: Int, context: RuleContext) -> [Diagnostic] {
        context.files[file].notifications.compactMap { n in
            guard n.isLiteral, let at = n.literalLocation else { return nil }
            return Diagnostic(file: file, location: at, message: "notification name '\(n.name)' is a string literal; declare a static let on Notification.Name")
        }
    }
}
