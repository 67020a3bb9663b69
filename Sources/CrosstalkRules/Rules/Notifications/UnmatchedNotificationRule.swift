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
        `addObserver(forName:…)`, `publisher(for:)`, `notifications(named:)`, RxCocoa's `rx.notification(_:)`) across all analyzed files, and
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
        ending in `Notification`: `"NSApplicationDidBecomeActiveNotification"`, or with an event verb and no
        suffix: `"NSTouchBarDidExitCustomization"`, or a framework's private name, `_` and a framework's capitals before a capitalized word:
        `"_NSWindowWillBecomeVisible"`, `"_MRPlayerPlaybackQueueContentItemsChangedNotification"`,
        also when a declared name holds one), a declared name spelled as a dependency's notification (a module its file,
        or the Objective-C code, imports and the sources do not hold: the module's name and `_`, `.` or `-`,
        `"KeyboardShortcuts_shortcutByNameDidChange"`, or the module's capitals before an Objective-C constant's
        spelling, `"DSChainManagerSyncWillStartNotification"` with `#import <DashSync/DashSync.h>` in the bridging
        header), names held in variables and
        names declared elsewhere (`Constants.Notifications.x`) are never reported: the platform, or code the
        analyzer cannot follow, may post and observe them. Nor is a name whose every post and observation is in
        test files (files importing `XCTest` or `Testing`): a test posting on the private center it hands the object
        under test is the test's scaffolding.

        A declared name that also appears anywhere else — as a `.name` or `Notification.Name.name`
        outside a post/observe/`removeObserver` call — is not reported either: it may be posted or observed
        through code the analyzer does not follow (a wrapper function, a property wrapper's attribute
        `@Invalidating(name: .x)`, XCTest's `expectation(forNotification:)`, `notification.name == .x`). Likewise a raw value that is
        also built into a name somewhere else (`let name = Notification.Name("x")`,
        `static let x = NSNotification.Name(rawValue: "x")` in a constants type).

        `post(Notification(name: .x, …))` posts `.x`, and a name held in a local first (`let name =
        Notification.Name(kExportDone)`, then `addObserver(…, name: name, …)`) is that name. A function that forwards its own parameter as the name
        (`func broadcast(_ name: Notification.Name) { NotificationCenter.default.post(name: name, …) }`, a
        notification wrapper) posts nothing by itself: its callers' names are the notifications, and they count
        as mentions (above).

        Names go through a center: posts and observations match only on the same one. A center the code
        creates (`let center = NotificationCenter()`, a test's private center) is its own; everything else is
        the shared default center. Observations and posts on `DistributedNotificationCenter` are never reported:
        the other side lives in another process. Names listed in the option `externalNames` (by member or raw
        string) are never reported either: the system, an app extension or another process posts or observes
        them. A name declared `public` or `open` (`public extension Notification.Name { static let
        reachabilityChanged = … }`, or a public string constant posted as a name, `public let
        LanguageDidChangeNotificationName = "…"`) and posted only in the file that declares it is not reported as never observed:
        it is a library's announcement for clients outside the sources, as in a library file copied into the app. A
        module's public name posted from another file is the app's own wiring and still is; so is a name observed
        and never posted.

        The Objective-C files of the tree (`.m`, `.mm`, `.h`, under the same `include`/`exclude`) are the other side
        of some names: a name they post (`postNotificationName:`, `notificationWithName:`) or observe
        (`addObserver:…name:`, `addObserverForName:`), as a string literal or a constant they define (`NSString *const
        SessionExpiredNotification = @"…";`, `#define`), is matched by its raw string. Swift reads an
        `NSNotificationName` constant a header declares as a member without its `Notification` suffix (or its
        `NS_SWIFT_NAME`): `.AccountStatusUpdated` is the constant's string, and matches a Swift name declared with it.

        The rule is whole-program: it matches across every analyzed file, and `crosstalk graph` lists the
        same names (`postedNotObserved` / `observedNotPosted`) before these exemptions.

        A name the code builds at run time matches what it may spell: after `post(name: .init(setting.key))` any
        name may have been posted, so no name is reported as never posted (on that center); after
        `post(name: Notification.Name("refresh-\\(kind)"))`, no name starting `refresh-` is. The same holds for
        observations and names never observed. A name made from a value of a `String` enum of the sources
        (`Notification.Name(event.rawValue)`, `event` a parameter, local or property declared `DownloadEvent`) is
        one of that enum's raw values: each matches the other side, and that call is not reported itself (the case
        may never be passed); a literal post of such a name that nothing observes still is, and other names stay
        checked.

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

        When a name on the other side (observed but never posted, or the reverse) is a typo away, the message
        asks whether it was meant: `notification 'updateMessageList2' is observed but never posted (did you mean
        'updateMessageList'?)`.

        ## Known limits
        The whole app must be analyzed at once: a name posted by one target and observed by another only
        matches when both are in the analyzed tree. Names are matched by spelling, so a name that is used
        anywhere outside the calls above is left alone, even when that use is unrelated (an enum case of the
        same name). A name built at run time is matched by its literal head only: one post under a computed name
        silences every "never posted" finding on its center, right or wrong.
        """)

    public var options: [RuleOption] {
        [RuleOption(name: "externalNames", defaultValue: .strings([]),
                    doc: "Notification names posted or observed outside the analyzed sources (the system, an app extension, another process), by member or raw string: never reported.")]
    }

    public func checkProject(context: RuleContext) -> [Diagnostic] {
        let model = context.index.notifications
        let external = Set(context.options.strings("externalNames", default: []))
        var result: [Diagnostic] = []
        // (group, posted) of every one-sided name; a name of the other side a typo away is offered as the match.
        var oneSided: [(group: Int, posted: Bool)] = []
        for (g, group) in model.groups.enumerated() {
            let posted = group.uses.contains { $0.kind == .post }
            let observed = group.uses.contains { $0.kind == .observe }
            guard posted != observed,
                  model.isReportable(group.name, center: group.center, missing: posted ? .observe : .post, externalNames: external) else { continue }
            oneSided.append((g, posted))
        }
        struct Side: Hashable { var posted: Bool; var center: NotificationModel.Center }
        var names: [Side: [String]] = [:]
        for (g, posted) in oneSided { names[Side(posted: posted, center: model.groups[g].center), default: []].append(model.display(model.groups[g].name)) }
        for (g, posted) in oneSided {
            let group = model.groups[g]
            let display = model.display(group.name)
            let hint = Suggestion.didYouMean(display, among: names[Side(posted: !posted, center: group.center)] ?? [])
            // A call naming one of an enum's raw values may never pass this case: it is not reported itself.
            for use in group.uses where !use.isOneOfRawValues {
                let message = posted ? "notification '\(display)' is posted but never observed\(hint)" : "notification '\(display)' is observed but never posted\(hint)"
                result.append(Diagnostic(file: use.file, location: use.location, message: message))
            }
        }
        return result
    }
}
