import CrosstalkFacts
import CrosstalkGraph

/// `mutable_singleton`: a singleton stored in a `static var`, so any code may replace it.
public struct MutableSingletonRule: Rule {
    public init() {}

    /// Singleton names by default.
    public static let defaultNames = Vocabulary.singletonNames

    public let description = RuleDescription(
        id: "mutable_singleton", category: "Singletons", defaultSeverity: .warning, enabledByDefault: true,
        summary: "A singleton declared as a static var",
        documentation: """
        ## What it does
        Flags a stored `static var` whose name is a singleton name and that holds an instance of the enclosing
        type: its declared type (after `?`, `!`, `Optional<…>`) is the enclosing type (or `Self`), or its
        initializer produces one — `Foo(…)`, `Foo.init(…)`, `.init(…)`, `Foo.member`, `.member`. Member forms
        (`Foo.member`, `.member`) count only without an annotation or with the enclosing type as annotation:
        in `static var current: Theme = Settings.fallback` the annotation says what the value is. A dotted
        annotation must be the enclosing type's own nesting (`Outer.Inner`): `static var current:
        NSEvent.ModifierFlags` in a class `ModifierFlags` holds the platform's type, not an instance of its own
        (a module-qualified `MyKit.Config` reads the same, and is not flagged either).

        The name must be exactly one of the configured names, optionally with one leading `_`
        (case-sensitive): `static var shared = Foo()`,
        `nonisolated(unsafe) private static var _instance: Config?`. Computed static properties
        (`static var shared: Foo { … }`) are not flagged. A class's singleton the app swaps for an object of another type
        (`DomainInteractor.shared = FakeDomainInteractor()` for UI tests), or for a value made elsewhere (`shared =
        verboseReporter`, a preset, or what another type's call returns: `Profile.shared = storage.load()`), is flagged with other advice: `let` would not compile there; hand the instance to its users instead of replacing the global. One that another type's
        code replaces with a new instance of its own (`NetworkCore.shared = NetworkCore()` to reconnect) is flagged
        with advice to reset the instance instead: users that kept the old one never see the new, and only then
        does `let` compile. One declared without a value that other code sets to an object made elsewhere
        (`Updater.shared = updater` from the `App` struct's store) is flagged with advice to hand that object to its
        users: `let` would leave it without one.

        Not flagged in test code unless `includeTests` is on (test case classes, test doubles, files only test
        targets compile or that import `XCTest`/`Testing`): a test double's `static var shared` is the test's
        scaffolding, not the app's shared state.

        Not flagged either, because `let` cannot express them:
        - a **deferred singleton with one setup point**: declared without a value (or `= nil`) and assigned at
          exactly one place in the whole program, an initializer or a method of its own type that does not return
          the type (a `Void` setup method, the app delegate's `didFinishLaunching`); that one method may create the
          instance in one branch and clear it in another (`instance = CallManager()` where the feature is
          available, `instance = nil` where it is not)
          (`static var shared: Telemetry!` plus `static func configure(apiKey:) { shared = Telemetry(apiKey:
          apiKey) }`). The instance needs launch-time arguments, and one setup method inside the type is the one
          place that can replace it. It is flagged as soon as another type assigns it
          (`Telemetry.shared = …` in the app delegate), when two places give it an instance (`start()` and `restart()`), or
          when a getter or a method returning the instance does (a hand-rolled lazy get-or-create `_instance`,
          which `static let` does lazily and thread-safely). A get-or-create that can fail (`class func shared()
          throws -> TeamClient`, one returning an optional, or a getter handing one out, `static var shared: PinStore!`
          making it with `try?`) is a setup point: it makes the instance only once
          its inputs exist (the user has joined a team) and tries again on the next call, which `static let`
          cannot do;
        - a `weak` or `unowned` static (`static weak var current: SyncEngine?` set by the engine's `init`): a
          registry of the live instance that owns nothing, and `weak` requires `var`;
        - a `@TaskLocal` static (`@TaskLocal static var current: Trace?`): a value each task binds with
          `Trace.$current.withValue(…)`, no shared instance, and the wrapper requires `var`;
        - a static each new instance sets to itself (`init() { Coordinator.shared = self }`, often cleared in
          `deinit`; also the private `_current` behind a computed `current` that `Self.current = self` sets): it
          points at the live instance, which the app makes and drops.
        - a static that some code sets back to `nil` (`SwitcherSession.current = nil` when the switcher hides,
          `WelcomeWindow.shared = nil` after closing it): it points at the live instance of something the app makes
          and drops (a session, the window on screen), and `let` would break that;
        - a static with observers (`didSet`/`willSet`) that the sources assign somewhere: a current value the app
          switches and reacts to (`static var current: Theme = .light { didSet { post(.themeChanged) } }`, set to
          another preset when the user picks one), which `let` would freeze;
        - a struct's or enum's static of its own type (or one declared in an extension of a type the sources do not
          declare, `extension Logger { static var shared }`, which may be either) that the sources assign somewhere
          (`UTMCapabilities.current = detected`) or change in place, through a member, a subscript or a compound
          assignment (`ServerManager.shared.timestampOffset = offset`, `Cache.shared[key] = data`,
          `Budget.shared.used += 1`, also from the type's own static code: `current.verbose = true`, `Self.current.max
          += 10`, `current[keyPath: path] = value`), or a `mutating` method of the type called on it (`AccessRegistry.shared.grant(id:
          url:)`): a mutable global value the app replaces, not a shared object, and `let` would not compile.

        ## Why is this bad?
        A reassignable global is a data race waiting to happen (Swift 6 rejects it unless it is marked
        `nonisolated(unsafe)`, which only hides the race) and an untraceable dependency: any file may swap the
        instance, so no reader knows which one it talks to.

        ## Example
        ```swift
        final class SessionStore {
            static var shared = SessionStore()
        }
        ```

        ## Use instead
        ```swift
        final class SessionStore {
            static let shared = SessionStore()
        }
        ```
        Or create the instance once at the composition root and pass it to whoever needs it.

        ## Configuration
        - `names` (array of strings, default `\(MutableSingletonRule.defaultNames.joined(separator: "`, `"))`):
          the singleton names.

        ## Known limits
        A factory (`static var shared = Foo.make()`) is recognized only through the declared type. Setup points
        are counted from assignments the sources write (`shared = …` in static code, `Self.shared = …`,
        `Foo.shared = …`); a write through a key path or an `inout` argument is not seen.
        """)

    public let options = [RuleOption(name: "names", defaultValue: .strings(MutableSingletonRule.defaultNames), doc: "Names of singleton properties (a leading `_` is allowed)"),
                          .includeTests]

    public func check(file: Int, context: RuleContext) -> [Diagnostic] {
        let facts = context.files[file]
        let names = Set(context.options.strings("names", default: Self.defaultNames))
        var result: [Diagnostic] = []
        for p in facts.properties {
            guard let owner = p.owner, p.isStatic, !p.isLet, !p.isComputed, !p.isLocal, !context.skipsTestCode(file: file, type: owner) else { continue }
            let bare = p.name.hasPrefix("_") ? String(p.name.dropFirst()) : p.name
            guard names.contains(bare) else { continue }
            let type = facts.types[owner]
            guard type.kind != .protocol else { continue }
            let selfNames: Set<String> = ["Self", type.name, type.qualifiedName, Self.lastComponent(type.name)]
            if let text = p.typeText, Vocabulary.writesAnotherTypesPath(text, qualifiedName: type.qualifiedName) { continue }
            let declared = p.typeText.map { TypeText.baseName(TypeText.unwrapped($0)) }
            guard declared.map({ selfNames.contains($0) || selfNames.contains(Self.lastComponent($0)) }) ?? false
                || p.initializer.map({ Self.produces($0, selfNames: selfNames, annotated: declared != nil) }) ?? false else { continue }
            // `weak`/`unowned` cannot be `let`: a registry of the live instance (`static weak var current`), not its owner.
            if p.modifiers.contains(where: { $0 == "weak" || $0.hasPrefix("unowned") }) { continue }
            if Vocabulary.isTaskLocal(p) { continue }
            // Nor is one each new instance puts itself in (`init() { Coordinator.shared = self }`): it points at the
            // live instance, which the app makes and drops; `let` cannot express that.
            // Also through a computed static the property backs (`static var current { get { _current } set { _current =
            // newValue } }` with `Self.current = self`).
            let isBackingStore = p.name != bare && facts.properties.contains { $0.owner == owner && $0.isStatic && $0.isComputed && $0.name == bare }
            if facts.assignments.contains(where: { a in
                a.value == .selfReference && a.context.type == owner && (a.target.last == p.name || (isBackingStore && a.target.last == bare))
                    && (a.target.count == 1 || selfNames.contains(a.target[0]))
            }) { continue }
            let ownerName = Self.lastComponent(TypeText.baseName(type.name))
            if Self.isDeferred(p), context.index.hasSingleSetupPoint(owner: ownerName, member: p.name) { continue }
            // Set back to `nil` somewhere outside a single setup method (`SwitcherSession.current = nil` when the panel
            // hides): it holds the live instance of something the app makes and drops, which `let` cannot express.
            if context.index.isCleared(owner: ownerName, member: p.name) { continue }
            // A struct's or enum's current value that the app replaces (`UTMCapabilities.current = detected`) or
            // changes (`ServerManager.shared.timestampOffset = offset`) is a mutable global value, not a shared
            // object: `let` would not compile and no instance is shared.
            // (Declared in an extension: the kind of the type it extends, `extension Environment { static var current }`.)
            // A type the sources do not declare (`extension Logger` of swift-log) may be either: a value the app
            // replaces is read as one.
            let kind = type.kind == .extension ? context.index.kind(of: ownerName) : type.kind
            if kind == .struct || kind == .enum || kind == nil,
               context.index.isAssigned(owner: ownerName, member: p.name) || context.index.isMutatedThroughMember(owner: ownerName, member: p.name) { continue }
            // A value the app switches and announces (`static var current: Theme { didSet { post(.themeChanged) } }`,
            // set when the user picks another theme): observers say changing it is the design, which `let` would end.
            if p.hasObservers, context.index.isAssigned(owner: ownerName, member: p.name) { continue }
            let isAssigned = context.index.isAssigned(owner: ownerName, member: p.name)
            let replacement = isAssigned ? Self.replacement(of: p.name, owner: ownerName, context: context) : nil
            let advice: String
            // Declared without a value and given an object made elsewhere (`Updater.shared = updater` from the `App`):
            // `let` would leave it without one.
            switch (replacement, p.initializer == nil && isAssigned) {
            case (.anotherType?, _), (.madeElsewhere?, false):
                advice = "the app swaps it for another instance; hand the instance to its users instead of replacing the global"
            case (.newInstanceFromOutside?, _):
                advice = "other code replaces it with a new instance, which users holding the old one never see; reset the instance instead, then declare it with let"
            case (.madeElsewhere?, true):
                advice = "other code sets it to an object made elsewhere; hand that object to its users instead of publishing it in a global"
            case (nil, _):
                // Only the type's own lazy get-or-create gives it a value (`if instance == nil { instance = Clock() }`),
                // which `static let` does lazily and thread-safely.
                advice = "declare it with let"
            }
            result.append(Diagnostic(file: file, location: p.location, message: "singleton '\(p.name)' of '\(Self.lastComponent(type.name))' is a static var; \(advice)"))
        }
        return result
    }

    /// How code other than the owner's lazy get-or-create (`instance = SandboxBookmark()`, which `static let` does for
    /// it) replaces a singleton's object.
    enum Replacement {
        /// With an object of another type (`DomainInteractor.shared = FakeDomainInteractor()` for UI tests): `let`
        /// would not compile; the instance wants handing in.
        case anotherType
        /// From another type's code, with a new instance of its own (`NetworkCore.shared = NetworkCore()` to reconnect):
        /// users holding the old instance keep talking to it.
        case newInstanceFromOutside
        /// With an instance made elsewhere (`shared = verboseReporter`, `Updater.shared = updater`).
        case madeElsewhere
    }

    /// How the sources replace the static `owner.member`, another type winning over a new instance; nil when neither.
    static func replacement(of member: String, owner: String, context: RuleContext) -> Replacement? {
        var found: Replacement?
        for facts in context.files {
            for a in facts.assignments where a.value != .closure && a.value != .selfReference && a.target.last == member {
                let onOwner = a.target.count == 2 ? (a.target[0] == owner || a.target[0] == "Self")
                    : a.target.count == 1 && !a.context.hasInstanceSelf && a.context.type.map { lastComponent(facts.types[$0].ownerName) == owner } == true
                guard onOwner else { continue }
                let inOwnCode = a.context.type.map({ lastComponent(facts.types[$0].ownerName) == owner }) ?? false
                // `Profile.sharedInstance = ProfileStorage().load()`, `= draft.copy() as! Profile` from another type: an
                // instance made elsewhere, as with a local's value.
                if a.value == .callResult || a.value == .other {
                    if !inOwnCode && a.valueText != "nil" && found == nil { found = .madeElsewhere }
                    continue
                }
                // `shared = verboseReporter`: given an instance made elsewhere (a preset), which `let` cannot express.
                // A local the same code just made (`let made = Client(); instance = made`) is a new instance of its own,
                // like `instance = Client()`.
                let madeJustBefore = a.value == .reference && isMadeJustBefore(a, of: owner, in: facts)
                if a.value == .reference && !madeJustBefore {
                    if a.valueText != "nil" && a.valueText != "self" && found == nil { found = .madeElsewhere }
                    continue
                }
                let made = madeJustBefore ? owner[...] : a.constructedTypeText
                if made != owner && made != "Self" && made != ".init" && !made.hasSuffix("." + owner) { return .anotherType }
                // A new instance from another type's code, or from a method of its own that hands out no instance
                // (`switchCurrentStack()`): not the lazy get-or-create `static let` replaces.
                if !inOwnCode && a.target.count == 2 && a.target[0] == owner || inOwnCode && context.index.isSetupCode(a.context, in: facts) {
                    found = .newInstanceFromOutside
                }
            }
        }
        return found
    }

    /// The value `a` assigns is a local declared before it in the same scope as a new `owner` (`let made = Client()`).
    static func isMadeJustBefore(_ a: AssignmentFact, of owner: String, in facts: FileFacts) -> Bool {
        facts.properties.contains { p in
            guard p.isLocal, p.name == a.valueText, p.location.offset < a.location.offset, a.location.offset < p.scopeEnd,
                  let i = p.initializer, Vocabulary.constructs(i), let root = i.root else { return false }
            return lastComponent(TypeText.baseName(root)) == owner
        }
    }

    /// Declared without a value, or `= nil`: the instance is made later, by a setup point.
    static func isDeferred(_ p: PropertyFact) -> Bool {
        guard let i = p.initializer else { return true }
        return i.text == "nil"
    }

    static func lastComponent(_ name: String) -> String {
        name.split(separator: ".").last.map(String.init) ?? name
    }

    /// `Foo(…)`, `Foo.init(…)`, `Foo.member`, `.init(…)`, `.member` for the enclosing `Foo`. With an annotation
    /// naming another type, only constructions count: `.light` or `Foo.defaultTheme` then has the annotated type.
    static func produces(_ i: InitializerFact, selfNames: Set<String>, annotated: Bool) -> Bool {
        if i.isClosure { return false }
        guard let root = i.root else {
            // `.init(…)` / `.member`: an implicit member of the annotated type, matched above when it is ours.
            return false
        }
        let base = TypeText.baseName(root)
        guard selfNames.contains(base) || selfNames.contains(lastComponent(base)) else { return false }
        if i.members.isEmpty { return i.isCall }
        if i.members == ["init"] { return i.isCall }
        return !annotated && i.members.count == 1 && !i.isCall
    }
}
