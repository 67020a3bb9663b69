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

        Not flagged either: a literal name every use of which is in test files (a test that posts and observes
        `Notification.Name("PrefsDidChange")` a few lines apart): spellings that drift apart fail the test itself,
        the silent typo this rule guards against. Nor a literal name posted and observed in one function and used
        nowhere else (a launch self-check that observes `"PROBE_PING"`, posts it, and removes the observer): the two
        spellings sit side by side and a mismatch fails the check itself.

        Not flagged: a name observed on `DistributedNotificationCenter` that the sources spell only there, once, and
        never post (`"com.apple.screenIsLocked"`, `"AppleInterfaceThemeChangedNotification"`; also through a static holding the center, `Centers.distributed`). Another process
        posts it — often the system, which gives it no SDK constant — so there is no second spelling in the
        project to keep in step, and a `static let` would only move the one literal. A platform name
        (`com.apple.…`, `AppleInterfaceThemeChangedNotification`) observed there in several places and never
        posted (the two branches of `if #available … else`) is not flagged either: no poster in the sources can
        drift from it. Likewise a platform name
        posted there once for the system to hear (`"com.apple.HIToolbox.beginMenuTrackingNotification"`), and a
        private framework name observed once on any center (`"_MRPlayerPlaybackQueueContentItemsChangedNotification"`:
        `_`, a framework's capitals and a capitalized word), which no SDK constant spells, and so is a development
        tool's name observed once (InjectionIII's `"INJECTION_BUNDLE_NOTIFICATION"`, posted by the injected bundle), and
        a platform name observed once whose constant is in a framework the file does not import
        (`"NSWindowDidBecomeMainNotification"` in an iPad app running on a Mac, which has no AppKit;
        `"IOBluetoothHostControllerPoweredOnNotification"` without `import IOBluetooth`).

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

    /// Every literal use of `name` is in a test file: a mismatch fails the test that spells it.
    static func isUsedOnlyByTests(_ name: String, context: RuleContext) -> Bool {
        context.files.allSatisfy { facts in facts.isTestFile || !facts.notifications.contains { $0.isLiteral && $0.name == name } }
    }

    /// Every use of `n`'s name, posted and observed, is in the function `n` is in (a launch self-check observing a name,
    /// posting it a few lines below, then removing the observer): the spellings sit side by side, a mismatch fails the
    /// check itself, and a `static let` would only move the literal.
    static func isPostedAndObservedInOneFunctionOnly(_ n: NotificationFact, file: Int, context: RuleContext) -> Bool {
        guard n.context.member != nil else { return false }
        var kinds: Set<NotificationFact.Kind> = []
        for f in context.files.indices {
            for other in context.files[f].notifications where other.name == n.name {
                guard f == file, other.context.type == n.context.type, other.context.member == n.context.member else { return false }
                kinds.insert(other.kind)
            }
        }
        return kinds.count == 2
    }

    public func check(file: Int, context: RuleContext) -> [Diagnostic] {
        context.files[file].notifications.indices.compactMap { i in
            let n = context.files[file].notifications[i]
            guard n.isLiteral, let at = n.literalLocation, !Self.isLoneUseWithAnotherProcess(file: file, fact: i, context: context),
                  !Self.isUsedOnlyByTests(n.name, context: context),
                  !Self.isPostedAndObservedInOneFunctionOnly(n, file: file, context: context) else { return nil }
            return Diagnostic(file: file, location: at, message: "notification name '\(n.name)' is a string literal; declare a static let on Notification.Name")
        }
    }

    /// This use on the distributed center is the name's only one in the sources (or, for a platform name, every use
    /// is an observation there), and another process is its other end: an observation (another process posts it) or
    /// a post of a platform name (the system observes it). The spelling has no poster to stay in step with.
    /// A platform name whose constant is in a framework the file does not import (AppKit's `NSWindowDidBecomeMain…`
    /// in an iPad app running on a Mac, IOBluetooth's `IOBluetoothHostControllerPoweredOnNotification`): the literal
    /// is the only spelling the file has.
    static func isPlatformNameWithoutItsFramework(_ name: String, file: FileFacts) -> Bool {
        guard let modules = NotificationModel.constantModules(ofPlatformName: name) else { return false }
        return !file.imports.contains(where: modules.contains)
    }

    static func isLoneUseWithAnotherProcess(file: Int, fact: Int, context: RuleContext) -> Bool {
        let model = context.index.notifications
        guard let use = model.uses.first(where: { $0.file == file && $0.fact == fact }),
              use.center == .distributed ? use.kind == .observe || NotificationModel.isPlatformName(use.name)
                  : use.kind == .observe && (NotificationModel.isPrivateFrameworkName(use.name) || Vocabulary.developerToolNotificationNames.contains(use.name)
                      || isPlatformNameWithoutItsFramework(use.name, file: context.files[file])),
              !model.mentionedNames.contains(use.name) else { return false }
        let others = model.uses.filter { $0.name == use.name && ($0.file != file || $0.fact != fact) }
        // A system name observed in several places (both branches of `if #available … else`) has no poster in the
        // sources to drift from.
        if use.center == .distributed, use.kind == .observe, NotificationModel.isPlatformName(use.name) {
            return others.allSatisfy { $0.center == .distributed && $0.kind == .observe }
        }
        return others.isEmpty
    }
}
