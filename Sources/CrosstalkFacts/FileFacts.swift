import CrosstalkSyntax

/// A position in a file: 1-based line, 1-based UTF-8 byte column, and the byte offset.
///
/// Stored as three 32-bit numbers: every fact carries one or more locations and a large tree holds millions of
/// facts at once, so the narrower storage halves what locations cost in memory. No Swift file reaches 4 GB.
public struct SourceLocation: Sendable, Hashable, Comparable {
    private var storedLine: UInt32
    private var storedColumn: UInt32
    private var storedOffset: UInt32
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = UInt32(clamping: newValue) }
    }
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = UInt32(clamping: newValue) }
    }
    public var offset: Int {
        get { Int(storedOffset) }
        set { storedOffset = UInt32(clamping: newValue) }
    }
    public init(line: Int, column: Int, offset: Int) {
        storedLine = UInt32(clamping: line)
        storedColumn = UInt32(clamping: column)
        storedOffset = UInt32(clamping: offset)
    }
    public static func < (a: SourceLocation, b: SourceLocation) -> Bool { a.offset < b.offset }
}

/// Everything the rules and the graph know about one file, extracted in one walk of its syntax tree.
public struct FileFacts: Sendable {
    /// The path as the driver gave it.
    public var path: String
    /// The file itself (bytes and line table), as extracted. Commands that read the source after the analysis
    /// (`--fix`, the round-trip check, build manifests) keep it; `lint` and `graph` drop it once the facts are made,
    /// so a whole-program run holds the facts of every file but not their text.
    public var source: SourceFile?
    public var lineCount: Int
    /// Lexer and parser problems, as parse diagnostics.
    public var diagnostics: [ParseDiagnostic] = []
    public var imports: [String] = []
    public var types: [TypeFact] = []
    public var properties: [PropertyFact] = []
    public var methods: [MethodFact] = []
    public var closures: [ClosureFact] = []
    public var subscriptions: [SubscriptionFact] = []
    /// Results of app calls kept like subscriptions (`panel.follow(visible).disposed(by: bag)`): who keeps what a
    /// method returning a `Disposable` or `AnyCancellable` hands back.
    public var keptCallResults: [KeptCallResultFact] = []
    public var assignments: [AssignmentFact] = []
    public var staticReferences: [StaticReferenceFact] = []
    public var notifications: [NotificationFact] = []
    public var notificationNames: [NotificationNameFact] = []
    /// Names used as `.name` implicit members or `Notification.Name.name` paths anywhere except as the name argument
    /// of a NotificationCenter call (`post`, `addObserver`, `removeObserver`, `publisher(for:)`,
    /// `notifications(named:)`). A notification name found here may be posted or observed through code the facts
    /// do not follow: a wrapper function, `post(Notification(name: .x))`, XCTest's `expectation(forNotification:)`.
    /// Each name once (in the file's symbol order): gathered as symbols while walking, spelled out once at the end.
    public var memberNameMentions: [String] = []
    /// Raw values of names built from a literal (`Notification.Name("x")`, `.init(rawValue: "x")`) anywhere except as
    /// the name argument of a NotificationCenter call or the initializer of a `Notification.Name` extension's
    /// static property: `let name = Notification.Name("x")`, `case .lock: return .init(rawValue: "x")`.
    public var literalNameMentions: Set<String> = []
    /// Names passed bare as a call argument or assigned whole to something (`list.append(obj)`, `self.x = obj`), with
    /// the offsets where: objects the code hands on, which the receiver may keep. Handing a name to a method of the
    /// file that keeps none of its parameters (`self.echo(on: connection)` where `echo` only uses it) is no handing
    /// on.
    public var handOffs: [String: [Int]] = [:]
    /// Names passed bare to the construction that initializes a local (`let nav = UINavigationController(rootViewController:
    /// editor)`: `editor` → `[nav]`), and not counted in `handOffs` for it: the object goes where that local's goes.
    /// Arguments of presentation calls (`present(nav, animated: true)`, `pushViewController`) count in neither: the
    /// platform keeps a presented controller only while it is on screen.
    public var heldByLocals: [String: [String]] = [:]
    /// Names passed bare to a presentation call or to what runs an operation (`pushViewController(detail, animated:
    /// true)`, `queue.addOperation(op)`): the platform keeps the object only while it is shown or running.
    public var shownNames: Set<String> = []
    /// Views constructed as the `rootView:` of a hosting controller or view (`UIHostingController(rootView:
    /// TipsView())`, `super.init(coder: coder, rootView: AnyView(TipsView()))`), once per construction: made once per
    /// host, which SwiftUI never re-creates.
    public var hostedRootViews: [String] = []
    /// Functions that hand a parameter to a hosting controller as its root view (`func host<V: View>(_ view: V, …) ->
    /// UIViewController { UIHostingController(rootView: view) }`), as `function|label` (`host|_`): the views the
    /// file's calls pass there are hosted root views too (in `hostedRootViews`).
    public var hostingHelpers: [String] = []
    /// Functions that present what one of their parameters holds (`func onStartSheet(_ sheet: UIViewController) {
    /// …; present(sheet, animated: true) }`), as `ParameterSlot.text` (`onStartSheet|_0`): handing a screen to one shows it.
    public var presentingHelpers: [String] = []
    /// Offsets of names handed to a method of self that this file does not declare (a base class's), with that method
    /// as `ParameterSlot.text`: a hand-off the rules judge once every file's `presentingHelpers` are known.
    public var handOffsToMethodsElsewhere: [Int: String] = [:]
    /// Types (indices into `types`) whose instance code retains itself with `Unmanaged.passRetained(self)`.
    public var selfRetainingTypes: [Int] = []
    /// Where the file gives an `Unmanaged` retain back (`Unmanaged<T>.fromOpaque(p).release()`, `takeRetainedValue()`):
    /// the enclosing type's index, nil in top-level code (a C callback). A self-retaining object of such a type, or of
    /// any type of the file when the release is top-level, may be freed after all.
    public var unmanagedReleaseContexts: [Int?] = []
    /// Subscription stores a teardown empties: `x.removeAll()`, `x.cancel()`, `x.forEach { $0.cancel() }`, `x = []`,
    /// `x = nil` in `viewWillDisappear`/`viewDidDisappear`, or in another instance method (not an initializer, not
    /// `deinit`) that stores no subscription into `x` itself (`leave()`, `stop()`, a helper a disappearance method
    /// calls): the cycle through them is broken when it runs.
    public var storesEmptiedByTeardown: Set<EmptiedStore> = []
    /// Types (indices into `types`) whose `viewWillDisappear`/`viewDidDisappear` removes an observer token
    /// (`NotificationCenter.default.removeObserver(token)`): what they register while on screen they let go of.
    public var observersRemovedOnDisappearance: Set<Int> = []
    /// Types (indices into `types`) a method of which other than `deinit` removes an observer token in its own code,
    /// outside closures (`func dismiss() { for token in tokens { center.removeObserver(token) } }`): they end their
    /// observations.
    public var observersRemovedByMethods: Set<Int> = []
    /// Task handles a member other than `deinit` cancels (`listenTask?.cancel()` in a `close()`), as `Type.handle` by
    /// the name of the type the code is in: another file's extension of the type may start the task.
    public var taskHandlesCancelledByMethods: Set<String> = []
    public var asyncIterations: [AsyncIterationFact] = []
    public var injections: [InjectionFact] = []
    public var tasks: [TaskFact] = []
    public var asyncStreamEvents: [AsyncStreamFact] = []
    public var viewModifiers: [ViewModifierFact] = []
    public var observerBlocks: [ObserverBlockFact] = []
    public var storedParameters: [StoredParameterFact] = []
    /// Notification names handed to functions that may be notification wrappers (`postNotification(.didLogin)`).
    public var notificationArguments: [NotificationArgumentFact] = []
    /// Parameters handed on to another object's property (`manager.delegate = delegate`).
    public var forwardedParameters: [ForwardedParameterFact] = []
    public var calls: [CallFact] = []
    public var constructionSites: [ConstructionSiteFact] = []
    /// In a file importing RxSwift or RxCocoa, the labeled arguments of constructions (`Input(resetTap: …)`).
    public var sequenceArguments: [SequenceArgumentFact] = []
    public var factoryResults: [FactoryResultFact] = []
    public var containerRegistrations: [ContainerRegistrationFact] = []
    public var protocolCompositions: [ProtocolCompositionFact] = []
    /// The file builds a dependency container that keeps one instance of each service by default
    /// (`Assembler(…, defaultObjectScope: .container)`, `Container(defaultObjectScope: .container)`).
    public var buildsSingletonContainer = false
    /// Only test targets compile the file (a test target's helper that imports no test framework itself): set by the
    /// driver from the build's targets, never by the extractor, which sees one file.
    public var isCompiledOnlyByTests = false
    public var suppressions: [SuppressionDirective] = []

    public init(path: String, source: SourceFile) {
        self.path = path
        self.source = source
        self.lineCount = source.lineCount
    }
}

extension FileFacts {
    /// All of the file's code is test code: it imports a test framework (`Vocabulary.testFrameworkModules`), which only
    /// a test target links, or the build says only test targets compile it (`isCompiledOnlyByTests`).
    public var isTestFile: Bool { isCompiledOnlyByTests || imports.contains(where: Vocabulary.testFrameworkModules.contains) }

    /// The nearest local (or recorded parameter) named `name` declared before `offset`, found by name rather than
    /// scope.
    public func nearestLocal(_ name: String, before offset: Int) -> PropertyFact? {
        properties.last { $0.isLocal && $0.name == name && $0.location.offset < offset && $0.scopeEnd > offset }
    }

    /// Whether the object of the local `name` declared at offset `declaration` is handed on (`handOffs`) after it and
    /// before the file declares a local of that name again (locals are found by name, not scope).
    /// `presenting`: methods elsewhere that only present what they are given (`name|label`); a hand-off to one is
    /// no hand-off.
    public func isHandedOn(_ name: String, after declaration: Int, presenting: Set<String> = []) -> Bool {
        guard let offsets = handOffs[name] else { return false }
        let redeclared = firstLocal(name, after: declaration)?.location.offset ?? Int.max
        return offsets.contains { $0 > declaration && $0 < redeclared && !(handOffsToMethodsElsewhere[$0].map(presenting.contains) ?? false) }
    }

    /// The first local variable `name` declared after `offset`.
    public func firstLocal(_ name: String, after offset: Int) -> PropertyFact? {
        properties.first { $0.isLocal && $0.name == name && $0.location.offset > offset }
    }

    /// Gives back the room the fact lists grew into while walking: a whole-program run keeps every file's facts until
    /// the end, and lists grown by appending hold up to twice the memory their facts need.
    mutating func releaseSpareCapacity() {
        types.releaseSpareCapacity()
        properties.releaseSpareCapacity()
        methods.releaseSpareCapacity()
        closures.releaseSpareCapacity()
        subscriptions.releaseSpareCapacity()
        assignments.releaseSpareCapacity()
        staticReferences.releaseSpareCapacity()
        notifications.releaseSpareCapacity()
        notificationNames.releaseSpareCapacity()
        memberNameMentions.releaseSpareCapacity()
        asyncIterations.releaseSpareCapacity()
        injections.releaseSpareCapacity()
        tasks.releaseSpareCapacity()
        asyncStreamEvents.releaseSpareCapacity()
        viewModifiers.releaseSpareCapacity()
        observerBlocks.releaseSpareCapacity()
        storedParameters.releaseSpareCapacity()
        notificationArguments.releaseSpareCapacity()
        forwardedParameters.releaseSpareCapacity()
        calls.releaseSpareCapacity()
        constructionSites.releaseSpareCapacity()
        sequenceArguments.releaseSpareCapacity()
        factoryResults.releaseSpareCapacity()
        containerRegistrations.releaseSpareCapacity()
        protocolCompositions.releaseSpareCapacity()
    }
}

extension Array {
    /// Replaces the storage by one just large enough, when the list has grown past what it holds. (Converting a
    /// whole-array slice back would hand over the same storage; a reserved copy does not.)
    fileprivate mutating func releaseSpareCapacity() {
        if isEmpty {
            if capacity > 0 { self = [] }
        } else if capacity - count > 4 {
            var exact: [Element] = []
            exact.reserveCapacity(count)
            exact.append(contentsOf: self)
            self = exact
        }
    }
}

/// A lexer or parser problem; the file is still analyzed.
public struct ParseDiagnostic: Sendable, Hashable {
    public var location: SourceLocation
    public var message: String
}

/// Kind of a type declaration.
public enum TypeKind: String, Sendable, Hashable {
    case `class`, `struct`, `enum`, actor, `protocol`, `extension`
}

/// A class, struct, enum, actor, protocol or extension.
public struct TypeFact: Sendable, Hashable {
    /// Simple name (`Feed`); for an extension, the extended type as written (`Notification.Name`, `Feed`).
    public var name: String
    /// Dotted name including enclosing types (`Outer.Inner`); equals `name` at top level.
    public var qualifiedName: String
    public var kind: TypeKind
    /// Inherited types and conformances, generic arguments and attributes stripped (`ObservableObject`,
    /// `UIViewController`, `Sendable` for `@unchecked Sendable`).
    public var inherits: [String]
    /// Constraints on `Self` in the declaration's `where` clause (`AnyObject` from `where Self: AnyObject`).
    public var selfConstraints: [String]
    /// Attribute names without `@` (`MainActor`, `objc`).
    public var attributes: [String]
    public var modifiers: [String]
    /// Index of the enclosing type in `FileFacts.types`, if nested.
    public var parent: Int?
    /// Declared `private`/`fileprivate`, or nested in such a type.
    public var isPrivate: Bool
    /// The name token.
    public var location: SourceLocation
    /// Last line of the declaration.
    public var endLine: Int
    /// Generic parameters of the declaration (`<ViewModel: Store>`); for an extension, the extended type's parameters
    /// its `where` clause constrains (`Base: PlayerView`).
    public var genericParameters: [GenericParameter] = []
    /// The generic arguments written on the first inherited type, the superclass if any (`["LoginView",
    /// "LoginViewModel"]` for `class LoginViewController: SceneViewController<LoginView, LoginViewModel>`).
    public var superclassArguments: [String] = []
    /// For an enum whose raw type is `String`, its cases' raw values in order (a case's name where none is written):
    /// `["downloadDone", "progress"]` for `case done = "downloadDone", progress`.
    public var rawValues: [String] = []
}

/// A stored or computed property (member, global or local).
/// A subscription store of a type (`owner`: the qualified name of the type, or the name an extension extends) that a
/// teardown empties (`FileFacts.storesEmptiedByTeardown`).
extension TypeFact {
    /// The type the members declared in this fact belong to: its qualified name, or the type an extension extends.
    public var ownerName: String { kind == .extension ? TypeText.baseName(name) : qualifiedName }
}

public struct EmptiedStore: Sendable, Hashable {
    public var owner: String
    public var name: String

    public init(owner: String, name: String) {
        self.owner = owner
        self.name = name
    }
}

public struct PropertyFact: Sendable, Hashable {
    public var name: String
    /// Index of the owning type in `FileFacts.types` (nil for globals and locals).
    public var owner: Int?
    /// The annotated type as written, if any (`ProfileDelegate?`).
    public var typeText: String?
    public var initializer: InitializerFact?
    public var isLet: Bool
    /// `static` or `class`.
    public var isStatic: Bool
    /// Has `get`/`set` accessors or a bare getter body (`willSet`/`didSet` alone do not make it computed).
    public var isComputed: Bool
    public var hasObservers: Bool
    public var isLocal: Bool
    public var modifiers: [String]
    /// Attribute names without `@` (`Published`, `IBOutlet`).
    public var attributes: [String]
    /// Full attribute texts (`@Environment(Store.self)`), for injection resolution.
    public var attributeTexts: [String]
    /// `private`/`fileprivate` on the property itself or an enclosing type.
    public var isPrivate: Bool
    /// The annotated type is a function type (`(() -> Void)?`, `@escaping (Int) -> Void`).
    public var isClosureTyped: Bool
    /// The name token.
    public var location: SourceLocation
    /// First token of the annotated type, if any.
    public var typeLocation: SourceLocation?
    /// A function parameter (recorded as a local when its type may name an object), not a declared variable.
    public var isParameter: Bool = false
    /// A computed member whose getter reads an `.rx` extension (`skipButton.rx.tap.asObservable()`): it hands out
    /// an RxCocoa event of a control.
    public var getterReadsReactiveExtension: Bool = false
    /// A computed member whose getter returns a new object (`var requestOptions: PHImageRequestOptions { let o =
    /// PHImageRequestOptions(); o.isNetworkAccessAllowed = true; return o }`): each read is a new object self does not keep.
    public var getterMakesNewObject: Bool = false
    /// For a local, the byte offset where its scope ends (the closing brace of its block, or of the `if let` body
    /// binding it): a later mention of the name is another variable's.
    public var scopeEnd: Int = Int.max
    /// A loop's element (`for tile in tiles`, `tiles.forEach { tile in … }`, `$0` there, also over `.enumerated()`):
    /// its `initializer` is the sequence's name path, and it holds one element of it.
    public var isSequenceElement: Bool = false
}

/// The shape of a property initializer, enough to tell what it constructs.
public struct InitializerFact: Sendable, Hashable {
    /// Source text, whitespace-collapsed and capped at 200 bytes.
    public var text: String
    /// Leading name (`Foo` in `Foo.init()`, `PassthroughSubject<Int, Never>` in a generic construction); nil for `.init()`/`.member`.
    public var root: String?
    /// Member names after the root (or the implicit member): `["init"]`, `["shared"]`.
    public var members: [String]
    /// Ends with a call: `Foo()`, `.init()`, `Foo.make()`.
    public var isCall: Bool
    public var isClosure: Bool
    /// First token of the initializer expression (the type token of `PassthroughSubject<Int, Error>()`).
    public var location: SourceLocation? = nil
}

/// A function, initializer or subscript declared in a type (method references resolve against these).
public struct MethodFact: Sendable, Hashable {
    public var name: String
    public var owner: Int?
    public var isStatic: Bool
    /// Result type as written, nil when it returns Void.
    public var resultType: String?
    public var location: SourceLocation
    /// Declared `private` or `fileprivate` (a private `init` keeps construction inside the type).
    public var isPrivate: Bool = false
    /// Declared `mutating`: calling it changes the value it is called on, so that value must be a `var`.
    public var isMutating: Bool = false
    /// Declared `throws` or `rethrows`: it may fail instead of returning.
    public var canThrow: Bool = false
    /// Declared to return an RxSwift `Observable` or a Combine publisher, it returns one that ends by itself: `.create
    /// { …; observer.onCompleted() }`, `.deferred { .just(x) }`, `Deferred { Future { … } }`, a request's
    /// `session.dataTaskPublisher(for:)…`.
    public var returnsSequenceThatEnds: Bool = false
    /// Declared to return an RxSwift `Observable` or a Combine publisher, it returns another method's result with
    /// only operators that keep an ending sequence ending after it (`http.post(url).map { _ in }`): that method's name
    /// (`post`). The method ends when that one does.
    public var returnsResultOf: String? = nil
}

/// How a closure captures `self` (docs/rules.md, "captures self strongly").
public struct ClosureFact: Sendable, Hashable {
    /// The opening `{`.
    public var location: SourceLocation
    /// Capture list items: name, and `weak`/`unowned`/`strong`.
    public var captures: [CaptureFact]
    /// The closure captures the instance `self` strongly.
    public var capturesSelfStrongly: Bool
    /// First mention of `self`/`super` that makes it strong, for messages.
    public var selfLocation: SourceLocation?
    /// Index of the enclosing closure in `FileFacts.closures`.
    public var parent: Int?
    /// Enclosing type and whether the code has an instance `self` (not in static members).
    public var context: CodeContext
    /// The body is a single hop to the main actor: `DispatchQueue.main.async { … }`, `Task { @MainActor in … }`,
    /// `await MainActor.run { … }`.
    public var onlyHopsToMain: Bool = false
    /// The body has no statement (`{}`, `{ _ in }`, `{ [weak self] _ in }`): assigned, it resets a handler; handed to a
    /// call, it registers nothing.
    public var isEmpty: Bool = false
    /// Name paths the body (or a closure nested in it) sets to `nil`, without a leading `self`:
    /// `connection.stateUpdateHandler` for `self.connection.stateUpdateHandler = nil`, `exportHelper`.
    public var clearedPaths: [String] = []
    /// Name paths of the observer tokens the body (or a closure nested in it) removes, without a leading `self`:
    /// `gatherToken` for `NotificationCenter.default.removeObserver(self.gatherToken as Any)`.
    public var removedObserverTokens: [String] = []
    /// A statement of the body itself ends the process (`exit(0)`, `abort()`, `fatalError(…)`).
    public var endsProcess: Bool = false
    /// The body names nothing but its parameters (`{ $0.name == $1 }`): calling it reaches no object of its maker.
    public var usesOnlyItsParameters: Bool = false
}

/// One capture list item.
public struct CaptureFact: Sendable, Hashable {
    public enum Strength: String, Sendable { case strong, weak, unowned }
    public var name: String
    public var strength: Strength
    /// Text of `= expression` when present (`self` in `[vm = self]`).
    public var value: String?
}

/// Where a piece of code sits: the enclosing type (if any) and whether `self` is an instance there.
public struct CodeContext: Sendable, Hashable {
    /// Index into `FileFacts.types`.
    public var type: Int?
    /// False in `static`/`class` members and at top level: no instance `self` of the enclosing type.
    public var hasInstanceSelf: Bool
    /// Name of the enclosing function, property or initializer, for messages (`init`, `bind()`).
    public var member: String?
}

/// What happens to a value produced by an expression.
public enum Disposition: String, Sendable, Hashable {
    /// Expression statement or assigned to `_`.
    case discarded
    /// `.store(in:)`.
    case stored
    /// Assigned to a variable or property.
    case assigned
    case returned
    /// Passed as an argument, or given to a method called on it (an app's own `.storeForever()`).
    case passed
    /// Element of a collection literal.
    case collection
    /// The single expression of a closure (may be its return value: counted as kept).
    case closureResult
}

/// A Combine subscription: a chain ending in `sink` or `assign`.
public struct SubscriptionFact: Sendable, Hashable {
    /// Combine's `sink`/`assign`; in files importing RxSwift or RxCocoa also `subscribe`, `bind`, `drive`, `emit`.
    public enum Terminal: String, Sendable { case sink, assignToOn, assignToPublished, subscribe, bind, drive, emit }
    public var terminal: Terminal
    /// The `sink`/`assign` token.
    public var location: SourceLocation
    /// Names before the first operator: `["service", "user"]`, `["$user"]`, `["self", "$user"]`.
    public var rootPath: [String]
    /// The root is itself a call (`Just(1)`, `Future { }`).
    public var rootIsCall: Bool
    /// Operator names in order, terminal included (`receive`, `map`, `sink`).
    public var operators: [String]
    /// `.receive(on: X)` scheduler texts.
    public var receiveSchedulers: [String]
    public var disposition: Disposition
    /// `x` in `.store(in: &x)` (last path component).
    public var storeTarget: String?
    public var storeTargetLocation: SourceLocation?
    /// Closures passed to `sink` or to operators (indices into `FileFacts.closures`); the root's own closures excluded.
    public var closures: [Int]
    /// The operator (or `sink`) each entry of `closures` is passed to, same order (`map`, `sink`).
    public var closureOperators: [String] = []
    /// Function-reference arguments of `sink`/operators: `handle`, `self.handle`, `super.handle`.
    public var functionReferences: [FunctionReferenceFact]
    /// `assign(to: \.x, on: target)`: the target text.
    public var assignTarget: String?
    /// `assign(to: &$x)`: the target text (`$x`, `self.$x`).
    public var assignPublishedTarget: String?
    public var context: CodeContext
    /// Scheduler arguments of any operator (`receive(on:)`, `debounce(for:scheduler:)`, `throttle`, `delay`,
    /// `timeout`, `collect(.byTime(…))`, `subscribe(on:)`), in chain order, with the operator's name.
    public var operatorSchedulers: [OperatorScheduler] = []
    /// `sink(receiveCompletion:receiveValue:)`: the subscriber handles the publisher finishing.
    public var hasCompletionHandler: Bool = false
    /// Leading names of the other publishers the chain joins: the arguments of `combineLatest`, `merge`, `zip`,
    /// `withLatestFrom`, and of a `Publishers.CombineLatest(a.$x, b.$y)` root (`[["b", "$y"]]`).
    public var joinedPaths: [[String]] = []
    /// For a chain rooted at a static join (`Observable.zip(a, b)`, `Single.zip`, `Publishers.Zip(a, b)`): the name of
    /// the first call of each joined argument (`fetchTitle` for `api.fetchTitle(id:).asObservable()`, `just` for
    /// `.just(x)`), `""` for an argument that calls nothing. Empty for any other chain.
    public var joinedRootCallees: [String] = []
    /// The chain starts with Factory's `Container.shared.member()` (`Container.shared.session().$user.sink`): that
    /// member, and `rootPath` holds the names after the lookup (`["$user"]`).
    public var rootContainerMember: String? = nil
    /// The chain is awaited (`await partialPublisher.sink { … }`): Combine's `sink` never is, so an awaited `sink` whose
    /// result is dropped is an async method of the app or a package, not a subscription.
    public var isAwaited: Bool = false
    /// The name of what keeps the subscription: the `store(in:)`/`disposed(by:)` target, the variable or property its
    /// cancellable is assigned to (`cancellable = …`, `self.cancellable = …`), or the collection it is appended to
    /// (`cancellables.append(…)`): where a teardown that empties that name ends it.
    public var keeper: String? = nil
    /// The chain cancels its cancellable at once (`publisher.sink { … }.cancel()`): a deliberate synchronous read of
    /// what the publisher holds, no subscription dropped by mistake.
    public var isCancelledAtOnce: Bool = false
    /// Kept in a store reached through a local or a parameter (`.store(in: &cell.bag)`): another object's, not self's.
    public var isStoredInAnotherObject: Bool = false
    /// The root emits one value and completes: RxSwift's `Observable<Int>.timer(_:scheduler:)` without `period:`.
    public var rootEmitsOnce: Bool = false
    /// Made in the subscribe handler of a sequence the code creates (`Observable.create { observer in let d =
    /// inner.subscribe(…); return Disposables.create([d]) }`): whoever subscribes to the created sequence keeps it.
    public var servesCreatedSequence: Bool = false
}

/// A call whose result a bag or a store keeps (`panel.follow(visible).disposed(by: bag)`, `bind().store(in: &observers)`)
/// when the call is no subscription the analyzer knows: a method of the app returning one.
public struct KeptCallResultFact: Sendable, Hashable {
    /// The method called (`follow`).
    public var method: String
    /// The names before it (`["panel"]`; `[]` or `["self"]` for a method of self).
    public var receiver: [String]
    /// The bag or store's names (`["self", "bag"]` of `.disposed(by: self.bag)`, `["child", "bag"]`).
    public var keeper: [String]
    public var location: SourceLocation
    public var context: CodeContext
}

/// A scheduler passed to an operator of a subscription chain.
public struct OperatorScheduler: Sendable, Hashable {
    /// The operator (`debounce`, `receive`, `subscribe`).
    public var operatorName: String
    /// The scheduler expression as written (`RunLoop.main`, `DispatchQueue.main`).
    public var scheduler: String
}

/// A named function passed where a closure is expected.
public struct FunctionReferenceFact: Sendable, Hashable {
    /// `self`, `super`, or nil for an unqualified name.
    public var base: String?
    public var name: String
    public var location: SourceLocation
    /// The operator (or `sink`) it is passed to (`map`, `sink`).
    public var operatorName: String = ""
}

/// `a.b = value` (or `a.b.c = value`): closure injections and `x.delegate = self`; also `name = Foo()` (a plain
/// name given a newly constructed object: the owner keeps what it created).
public struct AssignmentFact: Sendable, Hashable {
    /// What the right side is.
    public enum Value: String, Sendable {
        /// A closure literal `{ … }`.
        case closure
        /// `self`.
        case selfReference
        /// A newly constructed object: `Foo(…)`, `Foo.init(…)`, `.init(…)`, `Module.Foo(…)`.
        case constructed
        /// The result of any other call: `makeContent(item)`, `Foo.make()`.
        case callResult
        /// A name path without calls: a variable, a parameter or a function reference (`completion`, `self.handle`).
        case reference
        case other
    }
    /// Left side names: `["viewModel", "onClose"]`, `["self", "onClose"]`, `["delegate"]` (a plain name only for a constructed
    /// value, or in static code, where it can name a static member).
    public var target: [String]
    public var value: Value
    /// Closure index when `value == .closure`.
    public var closure: Int?
    public var valueText: String
    /// The `=` token's left side start.
    public var location: SourceLocation
    public var context: CodeContext
}

extension AssignmentFact {
    /// A view's `init` installing one of its stored wrappers (`_model = StateObject(wrappedValue: Model(…))`,
    /// `self._store = State(initialValue: store)`): the property (`model`), the wrapper, whether the wrapped value
    /// is a new object, the type a static method making it is called on (`Model` of `Model.make(…)`), and the plain
    /// name wrapped (`model` of `StateObject(wrappedValue: model)`).
    /// For a constructed value, the type as written before its arguments (`FeedController` of `FeedController()`,
    /// `Box` of `Box<Int>()`, `Store.init` of `Store.init(…)`, `.init` of `.init(…)`).
    public var constructedTypeText: Substring { valueText.prefix { $0 != "(" && $0 != "<" } }

    public var installedStore: (property: String, wrapper: String, isNewObject: Bool, factoryType: String?, wrappedName: String?)? {
        guard value == .constructed, context.member == "init", let last = target.last, last.hasPrefix("_"),
              target.count == 1 || (target.count == 2 && target[0] == "self"),
              let store = Vocabulary.wrappedStore(valueText) else { return nil }
        return (String(last.dropFirst()), store.wrapper, store.isNewObject, store.factoryType, store.wrappedName)
    }
}

/// `Type.member` where Type is capitalized (`Config.shared`, `Settings.default`).
public struct StaticReferenceFact: Sendable, Hashable {
    public var typeName: String
    public var member: String
    public var location: SourceLocation
    public var context: CodeContext
    /// The method called straight on the reference (`grant` of `AccessRegistry.shared.grant(id:)`), nil when none.
    public var calledMethod: String? = nil
    /// The reference is the `object:` of a NotificationCenter post or observation (`addObserver(self, selector: …,
    /// name: .changed, object: TabStore.store)`): it says whose notifications, and sends the object nothing.
    public var isNotificationSender = false
}

/// A NotificationCenter post or observation.
public struct NotificationFact: Sendable, Hashable {
    public enum Kind: String, Sendable { case post, observe }
    public var kind: Kind
    /// `post`, `addObserver`, `publisher`, `notifications`.
    public var call: String
    /// The resolved name: the member for `.didLogin` / `Notification.Name.didLogin`, the string for literals,
    /// or the expression text for anything else (`UIApplication.didBecomeActiveNotification`).
    public var name: String
    /// The name was built inline from a string literal.
    public var isLiteral: Bool
    /// For literals: the `Name` token (or `init` for `.init("…")`).
    public var literalLocation: SourceLocation?
    /// The call's member token (`post`, `addObserver`, `publisher`).
    public var location: SourceLocation
    /// For block-based `addObserver(forName:…)`: what happens to the returned token; nil for other calls.
    public var observerTokenDisposition: Disposition?
    public var context: CodeContext
    /// The receiver of the call as written (`NotificationCenter.default`, `center`, `self.notificationCenter`,
    /// `DistributedNotificationCenter.default()`); empty for an unqualified call.
    public var center: String = ""
    /// The name argument is a parameter of the enclosing function (`func send(_ name: Notification.Name) {
    /// post(name: name, …) }`): the function is a notification wrapper, and this is no notification of its own.
    public var forwardsParameter: Bool = false
    /// For a forwarded name: the label callers of the enclosing function write for it (nil for `_`).
    public var parameterLabel: String? = nil
    /// The observer of a selector-based `addObserver(_:selector:name:object:)` when it is not `self`, as a name path
    /// (`["model"]` for `addObserver(model, selector: #selector(ChatModel.refresh), …)`): the object that hears it.
    public var observerPath: [String]? = nil
}

/// `static let x = Notification.Name("…")` in an extension of `Notification.Name`/`NSNotification.Name`.
public struct NotificationNameFact: Sendable, Hashable {
    public var name: String
    public var rawValue: String?
    public var location: SourceLocation
    /// The string constant the name is made from (`SettingKeys.analyticsToggled` of `Notification.Name(rawValue:
    /// SettingKeys.analyticsToggled)`), whose value the whole program knows.
    public var rawValueConstant: String? = nil
}

/// `for await x in sequence` — a consumer of an async sequence.
public struct AsyncIterationFact: Sendable, Hashable {
    /// Names of the sequence expression: `["service", "events"]`.
    public var path: [String]
    public var isCall: Bool
    public var location: SourceLocation
    public var context: CodeContext
    /// What the sequence is, as far as the syntax tells (literal collections and `stride` end).
    public var shape: AsyncSequenceShape = .other
    /// The innermost closure holding the loop (index into `FileFacts.closures`).
    public var closure: Int? = nil
    /// A `guard let self`/`if let self` in the enclosing closures re-bound `self` strongly before the loop.
    public var selfReboundBefore: Bool = false
    /// The loop's body ends in an unconditional `break`, `return` or `throw`: the loop is left at the first element
    /// that runs through the whole body (a wait for one reply), whatever the sequence.
    public var leavesAfterOnePass: Bool = false
}

/// A dependency obtained by injection.
public struct InjectionFact: Sendable, Hashable {
    /// `container`: Factory's `Container.shared.service()` or `@Injected(\.service)`; `typeName` is then the container
    /// member (`service`), whose `Factory<Service>` registration names the type.
    public enum Kind: String, Sendable { case injectedProperty, environment, environmentObject, resolve, container }
    public var kind: Kind
    /// The injected service type name.
    public var typeName: String
    public var location: SourceLocation
    public var context: CodeContext
    /// A `resolve(T.self)` passed straight to a construction (`Impl(dep: box.resolve(Dep.self))`): the code wires the
    /// service into what it builds, whose constructor injection is the dependency.
    public var isHandedToConstruction: Bool = false
}

/// `// crosstalk:disable…` / `// crosstalk:enable…` comments (the comment starts with the marker).
public struct SuppressionDirective: Sendable, Hashable {
    /// `disable:next` (the next code line), `disable:previous` (the code line before), `disable:this`, `disable` … `enable`.
    public enum Kind: String, Sendable { case next, previous, this, disable, enable }
    public var kind: Kind
    /// Rule ids, or `all`.
    public var rules: [String]
    /// Line of the comment.
    public var line: Int
    public var location: SourceLocation
    /// The line a `disable:next` or `disable:previous` directive is about: the next (previous) line that holds more
    /// than blanks and a line comment, so a directive may sit above a doc comment or under the code it is about. The
    /// comment's own line for the other kinds.
    public var targetLine: Int
}
