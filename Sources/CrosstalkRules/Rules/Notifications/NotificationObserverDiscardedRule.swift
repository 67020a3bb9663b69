import CrosstalkFacts
import CrosstalkGraph

/// `notification_observer_discarded`: a block-based observer whose token is thrown away, so it can never be removed.
public struct NotificationObserverDiscardedRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "notification_observer_discarded", category: "Notifications", defaultSeverity: .warning, enabledByDefault: true,
        summary: "A block-based addObserver(forName:object:queue:using:) whose returned token is discarded",
        documentation: """
        ## What it does
        Flags a call `addObserver(forName:object:queue:using:)` whose returned observer token is discarded: the
        call is an expression statement, or is assigned to `_` (`_ = …`, `let _ = …`).

        Not flagged when the token is assigned to a variable or property, appended or passed as an argument,
        returned, placed in a collection literal, or is the single expression of a closure (it may be the
        closure's result). The selector form `addObserver(_:selector:name:object:)` returns nothing and is
        never flagged. Only an `if` that ends in `else` can be a closure's result: a token registered in an `if`
        without a final `else` is discarded even when that `if` is all the closure holds.

        Not flagged for an observer of process termination (a name containing `willTerminate`, such as
        `UIApplication.willTerminateNotification`): it has to live until the process ends anyway; nor for a block
        that ends the process itself (`{ _ in exit(0) }`, `abort()`, `fatalError(…)` as a statement of the block). Not flagged
        either when the initializer of a static or global stored property (`static let`, also a `static var` the
        code may empty later: `private static var entries = { addObserver(…); return [:] }()`) or the `App` struct's
        `init` registers it (they run once per process), or when one of the \(RuleOption.processLifetimeObjects) registers it in its
        initializer, in `viewDidLoad`, `loadView` or `awakeFromNib`, in an application delegate's launch callback
        (`applicationDidFinishLaunching`, UIKit's `application(…)` callbacks, a scene delegate's `scene(…)`), in a method named for setup
        (`setup…`, `setUp…`, `configure…`, `register…`, `subscribe…`, `observe…`, `listen…`, `add…Observers`, `startObserving…`,
        `startListening…`), or in one of its private methods: the object is never
        freed, and the observer is meant to run for the whole process. So is a UIKit scene delegate (and what it
        keeps in its stored properties), a window root view's store or a screen the launch storyboard shows from the
        start (its initial controller, a navigation controller's root), unless `includeWindowRoots` is on: they live as
        long as their window, which is the whole run in a one-window app. Its
        other methods stay checked, since a method called again registers once more each time. A type's static
        code is treated the same way, the type being there for the whole run: a static method named for setup,
        a private static method, or a static method that sets one of the type's static flags to `true`
        (`guard !started else { return }; started = true`, a body that runs once per process) is not flagged; nor is
        a top-level function named for setup (`setupNotificationListener()`, called from a helper's `main`).

        ## Why is this bad?
        The block-based API returns the only handle to the registration. Without it the observer can never be
        removed: the block keeps running for the life of the process — after its screen is gone, and once
        more for every time the code that registers it runs again — and everything the block captures stays
        alive.

        ## Example
        ```swift
        override func viewDidLoad() {
            super.viewDidLoad()
            NotificationCenter.default.addObserver(forName: .sessionDidExpire, object: nil, queue: .main) { [weak self] _ in
                self?.showLogin()
            }
        }
        ```

        ## Use instead
        ```swift
        private var observers: [NSObjectProtocol] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            observers.append(NotificationCenter.default.addObserver(forName: .sessionDidExpire, object: nil, queue: .main) { [weak self] _ in
                self?.showLogin()
            })
        }
        ```
        Remove the tokens with `NotificationCenter.default.removeObserver(_:)` when observation should end.
        """)

    public var options: [RuleOption] { [.includeWindowRoots] }

    public func check(file: Int, context: RuleContext) -> [Diagnostic] {
        context.files[file].notifications.compactMap { n in
            // An observer of process termination has to live until the process ends: nothing would remove it.
            guard n.kind == .observe, n.call == "addObserver", n.observerTokenDisposition == .discarded,
                  !Vocabulary.isProcessTerminationNotification(n.name), !Self.endsProcess(n, facts: context.files[file]),
                  !Self.isOneTimeSetupOfPermanentObject(n.context, file: file, context: context) else { return nil }
            // A wrapper's name parameter is no notification of its own: say where the name comes from.
            let subject = n.forwardsParameter ? "the notification passed as parameter '\(n.name)'" : "'\(n.name)'"
            return Diagnostic(file: file, location: n.location, message: "observer token for \(subject) is discarded; the observer can never be removed")
        }
    }

    /// The observer's block ends the process (`{ _ in exit(0) }` on a terminal screen): nothing is left to remove it for.
    static func endsProcess(_ n: NotificationFact, facts: FileFacts) -> Bool {
        facts.observerBlocks.contains { $0.location == n.location && $0.closure.map { facts.closures[$0].endsProcess } == true }
    }

    /// Code in the initializer, a one-time setup override (`viewDidLoad`) or a private method of a process-lifetime
    /// object: the registration is made for the whole run by an object that is never freed, so there is nothing
    /// to remove it for.
    static func isOneTimeSetupOfPermanentObject(_ code: CodeContext, file: Int, context: RuleContext) -> Bool {
        guard let member = code.member else { return false }
        // The initializer of a static or global stored property runs once per process (`static let shared: Cache = {
        // …; addObserver(…); return cache }()`), a `var`'s too: setting it later runs no initializer again.
        if !code.hasInstanceSelf, !member.hasSuffix("()"), context.files[file].properties.contains(where: { p in
            p.name == member && !p.isComputed && !p.isLocal && (p.isStatic ? p.owner == code.type : p.owner == nil)
        }) { return true }
        // A top-level function named for setup (`setupNotificationListener()` of a helper executable's `main`) runs once
        // at launch; its registrations are meant for the whole run.
        guard let type = code.type else { return member.hasSuffix("()") && Vocabulary.isSetupMethodName(String(member.dropLast(2))) }
        // The `App` struct is made once per process; its `init` registers for the whole run.
        if member == "init" && context.index.isApplicationEntry(file: file, type: type) { return true }
        // Static code belongs to the type, which lives for the whole run, like a process-lifetime object's.
        let isTypeLevel = !code.hasInstanceSelf && member.hasSuffix("()")
        // A scene delegate and what it keeps live as long as their window: the whole run in a one-window app.
        let livesWithItsWindow = !context.options.bool(RuleOption.includeWindowRoots.name, default: false) && context.index.isWindowRootStore(file: file, type: type)
        guard isTypeLevel || livesWithItsWindow || context.index.isProcessLifetimeObject(file: file, type: type) else { return false }
        if member == "init" { return true }
        guard member.hasSuffix("()") else { return false }
        let name = String(member.dropLast(2))
        if Vocabulary.oneTimeSetupMethods.contains(name) || Vocabulary.isSetupMethodName(name) { return true }
        if isTypeLevel && isOnceGuarded(member, type: type, facts: context.files[file]) { return true }
        return context.files[file].methods.contains { $0.owner == type && $0.name == name && $0.isPrivate }
    }

    /// Static method `member` of `type` sets one of the type's static flags to `true` (`guard !started else { return };
    /// started = true`): it runs its body once per process.
    static func isOnceGuarded(_ member: String, type: Int, facts: FileFacts) -> Bool {
        facts.assignments.contains { a in
            guard a.context.type == type, a.context.member == member, a.valueText == "true", let flag = a.target.last else { return false }
            let isOwnStatic = a.target.count == 1 || (a.target.count == 2 && (a.target[0] == "Self" || a.target[0] == facts.types[type].name))
            return isOwnStatic && facts.properties.contains { $0.owner == type && $0.isStatic && !$0.isLet && $0.name == flag }
        }
    }
}
