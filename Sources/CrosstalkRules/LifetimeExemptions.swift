import CrosstalkGraph

extension RuleOption {
    /// `includeTests`: the retain-cycle and ownership rules also report inside test case classes and test doubles.
    public static let includeTests = RuleOption(
        name: "includeTests", defaultValue: .bool(false),
        doc: "Also report inside test case classes (subclasses of `XCTestCase`, `QuickSpec`, `AsyncSpec`, which XCTest keeps alive until the run ends) and test doubles (classes with `Mock`, `Spy`, `Stub`, `Fake`, `Dummy` or `Capturing` as a word of their name: `ClientMock`, `MockClient`, `KeychainMockProvider`).")
}

extension RuleOption {
    /// `includeFinite`: the subscription rules also report subscriptions that end by themselves.
    public static let includeFinite = RuleOption(
        name: "includeFinite", defaultValue: .bool(false),
        doc: "Also report subscriptions that end by themselves (a `first()`, a `Just`/`Future`/network root, a sink with `receiveCompletion:`), for teams whose convention is `[weak self]` in every sink.")
}

extension RuleOption {
    /// The name of the process-lifetime objects in rule documentation, linked to their one definition (the
    /// shared vocabulary of docs/rules.md), with the common cases named so a page reads on its own.
    static let processLifetimeObjects = """
        [process-lifetime objects](../docs/rules.md#shared-vocabulary) (a singleton, an application delegate, a \
        service a dependency container keeps one instance of, a store the `App` struct owns, a stored property \
        of another such object)
        """

    /// The paragraph of the retain-cycle rules' documentation that says where they stay silent (`cycleCannotLeak`),
    /// written once so the three pages cannot drift apart.
    static let cycleExemptions = """
        Not flagged in test code unless `includeTests` is on — test case classes (subclasses of `XCTestCase`,
        `QuickSpec` or `AsyncSpec`, directly or through classes the sources declare, and their extensions;
        XCTest keeps every instance until the run ends), every type of a file importing `XCTest` or `Testing`
        (only a test target links them: a Swift Testing suite, a `TestLocationProvider` beside a test case) or that
        only test targets compile (a test target's helper), and test doubles (classes with `Mock`, `Spy`, `Stub`, `Fake`, `Dummy` or
        `Capturing` as a word of their name, which record what they are given) — nor inside
        \(processLifetimeObjects): a cycle there frees nothing that would otherwise be freed. Nor inside the stores
        of a window's root view (`@StateObject`/`@State` of a view the `App` builds in its `WindowGroup`, also through wrapper views each made directly in the body of the one before, and handed to a type eraser, `Model().eraseToAnyModel()`), a
        UIKit scene delegate (a class adopting `UIWindowSceneDelegate`) or what a scene delegate keeps in its own
        stored properties (`rootFlow = RootFlow(nav:)` as the scene connects), nor inside a screen the launch
        storyboard shows from the start (its initial controller, a navigation controller's root, a tab bar's tabs, a
        window controller's content), nor inside what such an object holds in a `let` it constructs (`let inbox =
        InboxController()` in the root tab bar controller, every construction of the class being one) and so on down,
        unless `includeWindowRoots` is on: they live as long as their window, which is the whole run unless the app
        has several windows. What a root keeps in a `var` may be replaced (a flow dropped at logout) and stays reported.
        """

    /// `includeWindowRoots`: the retain-cycle rules also report inside the stores of a window's root view.
    public static let includeWindowRoots = RuleOption(
        name: "includeWindowRoots", defaultValue: .bool(false),
        doc: "Also report inside the stores of a window's root view (a class held as `@StateObject`/`@State` by a view the `App` struct constructs in its scenes, such as `WindowGroup { RootView() }`, or by a view such a view makes directly in its body, outside any closure: a launch gate's real root) inside UIKit scene delegates and the objects they keep in their stored properties, inside the screens the launch storyboard shows from the start (its initial controller and what it shows at once through relationship segues), and inside what those hold in a `let` they construct, and so on down. They live as long as their window: the whole run in a one-window app, but on iPad and macOS closing one of several windows leaks its root store. Turn on for multi-window apps.")
}

extension RuleOptions {
    /// A boolean option, or `fallback` when unset or of another type.
    public func bool(_ name: String, default fallback: Bool) -> Bool {
        if case .bool(let v)? = values[name] { return v }
        return fallback
    }
}

extension RuleContext {
    /// Code in type `type` of `file` is test code (a test case class or a test double) and the rule's
    /// `includeTests` option is off: an ownership or retain-cycle finding there is about test scaffolding.
    func skipsTestCode(file: Int, type: Int) -> Bool {
        !options.bool(RuleOption.includeTests.name, default: false) && index.isTestCode(file: file, type: type)
    }

    /// A retain cycle through code in type `type` of `file` frees nothing that would otherwise be freed: test code
    /// (unless `includeTests`), a process-lifetime object, or a store of a window's root view (unless
    /// `includeWindowRoots`).
    func cycleCannotLeak(file: Int, type: Int) -> Bool {
        skipsTestCode(file: file, type: type) || index.isProcessLifetimeObject(file: file, type: type)
            || (!options.bool(RuleOption.includeWindowRoots.name, default: false) && index.isWindowRootStore(file: file, type: type))
    }
}
