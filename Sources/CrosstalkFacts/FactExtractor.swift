import CrosstalkSyntax

/// Turns one file into `FileFacts`: lex, parse, then a single walk of the tree feeding every fact list.
public enum FactExtractor {
    /// Extracts the facts of a file's bytes.
    public static func extract(path: String, bytes: [UInt8]) -> FileFacts {
        extract(SourceFile(path: path, bytes: bytes))
    }

    /// Extracts the facts of a source file.
    public static func extract(_ source: SourceFile) -> FileFacts {
        let tree = Parser.parse(source, lexicon: DomainWord.lexicon)
        var walker = FactWalker(tree: tree)
        walker.run()
        return walker.facts
    }
}

/// Where emptying a subscription store breaks the cycle through it: nowhere (type bodies, property initializers,
/// initializers, `deinit`, static code), an instance method (unless it re-subscribes into the store), or a method that
/// runs while a screen goes away (`viewWillDisappear`, `viewDidDisappear`).
enum TeardownScope { case none, method, disappearance }

/// One walk over one file's tree. Noncopyable: the facts it gathered move out at the end instead of being copied
/// (a copy retained, and its destruction released, every string and array in them). Its small read-only helpers
/// are `@inline(__always)`: called out of line from the mutating walk, each call copied the whole walker, since
/// Swift hands a borrowed large struct to a method as a copy when the caller holds it `inout`.

struct FactWalker: ~Copyable {
    let tree: SyntaxTree
    let tokens: [Token]
    var facts: FileFacts
    var typeStack: [Int] = []
    /// The symbol of each type's simple name (the extended type's last name for an extension), by index into
    /// `facts.types`; -1 when it has none.
    var typeNameSymbols: [Int32] = []
    var context = CodeContext(type: nil, hasInstanceSelf: false, member: nil)
    /// What emptying a subscription store in the code means (see `TeardownScope`): kept beside the context, since
    /// every chain and assignment asks.
    var teardown = TeardownScope.none
    /// The stores the current function empties (`cancellables.removeAll()`), settled when it ends.
    var emptiedStores: [String] = []
    var closureStack: [OpenClosure] = []
    /// Byte ranges where `self` names a weak (or unowned) local declared over it, ``weak var `self` = self``: a closure
    /// made there captures that local, not the object.
    var weakSelfShadows: [Range<Int>] = []
    /// Closure node → index in `facts.closures`, to resolve subscription closures after the walk.
    var closureIndex: [Int32: Int] = [:]
    /// Subscriptions whose closure lists still hold node ids.
    var pendingClosureNodes: [Int: [(node: Int32, operatorName: String)]] = [:]
    /// Assignments whose closure value still needs its closure fact index.
    var pendingAssignmentClosures: [Int: Int32] = [:]
    /// Name arguments of NotificationCenter calls (unwrapped): not counted in `memberNameMentions`.
    var notificationNameArguments: Set<Int32> = []
    /// By symbol: whether the name is mentioned where a notification name could be (`memberNameMentions`, spelled out
    /// after the walk). Implicit members are common and most are `.main`, `.default`…: a flag per symbol, no hashing.
    var mentionedSymbols: [Bool]
    /// Symbols of the parameter names (internal names: `name` in `_ name: Notification.Name`) of the enclosing
    /// functions, outermost first; the enclosing function's start at `functionParameterSymbolsStart`. A stack, so
    /// a function adds its names without a set of its own.
    var parameterSymbols: [Int32] = []
    var functionParameterSymbolsStart = 0
    /// Names passed bare as an argument or assigned whole, and where (`handOffs`, spelled out after the walk).
    var handOffSites: [(symbol: Int32, offset: Int32)] = []
    /// Names passed bare to a method of self (`self.echo(on: connection)`, `accept(connection)`): handed on only when
    /// that method hands on the parameter they arrive in, or the file does not declare it (settled after the walk).
    var handOffsToOwnMethods: [OwnMethodHandOff] = []
    /// Parameter slots (`ParameterSlot`) of the file's instance methods whose parameter the method hands on.
    var parametersHandedOn: Set<Int64> = []
    /// Names of the file's instance methods, by symbol.
    var instanceMethodSymbols: Set<Int32> = []
    /// Argument nodes of presentation calls (`present(nav, animated: true)`), shown, and of calls that run an
    /// operation (`queue.addOperation(op)`, `database.add(op)`), run: let go afterwards, not handed on.
    var shownOrRunArguments: Set<Int32> = []
    /// By symbol: the bare names among `shownOrRunArguments` (`shownNames`).
    var shownSymbols: Set<Int32> = []
    /// Argument nodes of a construction that initializes a local → that local's symbol
    /// (`let nav = UINavigationController(rootViewController: editor)`).
    var argumentsKeptByLocal: [Int32: Int32] = [:]
    /// By symbol: the name argument of the `Notification(name: …)` a local was initialized with (`let note =
    /// Notification(name: .x, object: nil)`), for a later `post(note)`.
    var notificationLocals: [Int32: Int32] = [:]
    /// By symbol: the initializer of a local holding a notification name (`let name = Notification.Name(kDone)`), for
    /// a later `addObserver(…, name: name, …)`.
    var notificationNameLocals: [Int32: Int32] = [:]
    /// By symbol of a bare-name argument: the locals whose constructed object received it (`heldByLocals`).
    var heldByLocalSymbols: [Int32: [Int32]] = [:]
    /// `Task` operation closure node → index in `facts.tasks`.
    var taskClosureNodes: [Int32: Int] = [:]
    /// Build closures of `AsyncStream { continuation in … }` / `AsyncThrowingStream { … }`: a task started right inside
    /// one produces that stream.
    var streamBuilderClosures: Set<Int32> = []
    /// Open `Task` closures, innermost last.
    var taskStack: [OpenTask] = []
    var pendingModifierClosures: [Int: Int32] = [:]
    var pendingObserverClosures: [Int: Int32] = [:]
    /// (call fact, argument, closure node) for closure arguments of `facts.calls`.
    var pendingCallClosures: [(Int, Int, Int32)] = []
    /// Where a construction met now keeps its object (a `static let` initializer, a `#Preview`, other code).
    var constructionPlace: ConstructionSiteFact.Place = .code
    /// The `object:` arguments of the NotificationCenter calls met so far (`StaticReferenceFact.isNotificationSender`).
    var notificationObjectArguments: Set<Int32> = []
    /// Constructions assigned in code to where they stay: a stored property of self (`self.server = Server(data:
    /// self)`: kept by the instance, as a property initializer's are), or a static under a singleton name
    /// (`Toast.shared = Toast(window:)`: kept for the process).
    var assignedConstructionPlaces: [Int32: ConstructionSiteFact.Place] = [:]
    /// Constructions assigned to a static (`.staticStorage` above) → that static as `Owner.member`.
    var staticKeepers: [Int32: String] = [:]
    /// Locals given a new object, by symbol: the indices of those constructions in `facts.constructionSites` (one per
    /// branch that assigns the local: `do { dm = try Store() } catch { dm = try! Store(inMemory: true) }`).
    var localConstructionSites: [Int32: [Int]] = [:]
    /// Locals holding a task's handle (`let task = Task { … }`), by symbol: the task's index in `facts.tasks`.
    var localTaskHandles: [Int32: Int] = [:]
    /// Locals given what a method of self returns (`let first = makeForwarder(ticks)`), by symbol: the call, for a
    /// property that then keeps them (`tasks = [first, second]`, `propertiesGivenCallResults`).
    var localMakerResults: [Int32: Int32] = [:]
    /// Closures passed to a container's `register` (their constructions are the container's).
    var registrationClosures: Set<Int32> = []
    /// Handles cancelled by `name.cancel()` in a type's members: (type name, handle, the member cancelling it, where).
    var taskCancellations: [(type: String, name: String, member: String, offset: Int)] = []
    /// Parameters of the function being walked, its first byte (`Int.max` outside functions) and whether it is an `init`.
    var functionParameters: [FunctionParameter] = []
    var functionStart = Int.max
    /// The function being walked (-1 outside any).
    var functionNode: Int32 = -1
    var functionIsInitializer = false
    /// A parameter of the walked function is a closure (references to it are checked for `append`).
    var functionHasClosureParameter = false
    /// By symbol: whether a method name is one of `transientCallNames` (asked once per spelling).
    var transientCallSymbols: [Int32: Bool] = [:]
    /// Properties of self given a call's result, with the enclosing type and the call node (`listener =
    /// makeListener()`): who keeps a task a maker method returns. Spelled out only for such a task.
    var propertiesGivenCallResults: [(type: Int, call: Int32, property: String)] = []
    /// Whether a method name presents its argument (`present`, an app's `presentModally`), decided once per spelling.
    var presentationCallSymbols: [Int32: Bool] = [:]
    /// By symbol: whether a function is named for notifications (`expectsNotificationName`, asked once per spelling).
    var notificationFunctionSymbols: [Int32: Bool] = [:]
    /// By symbol: whether a one-name type is one of `plainValueTypes` (asked once per spelling).
    var plainValueTypeSymbols: [Int32: Bool] = [:]
    /// Body closures of task-group calls: a `for await` over their group parameter ends with the group's children.
    var taskGroupClosureNodes: Set<Int32> = []
    /// Closures of `Observable.create { observer in … }` (and `Single`, `Maybe`, `Completable`): a created sequence's
    /// subscribe handler.
    var sequenceFactoryClosureNodes: Set<Int32> = []
    /// The file imports RxSwift or RxCocoa: `subscribe`/`bind`/`drive`/`emit` end subscriptions.
    var importsRx = false
    /// The file imports SwiftUI: bare calls handing a view over are kept for `hostingHelpers` (below).
    var importsSwiftUI = false
    /// Views constructed as an argument of a bare call (`host(TipsView(), title: …)`): the function's symbol, the
    /// argument's label (`_` for none) and the view's name, kept as hosted root views when the file's function of that
    /// name hosts that parameter (`FileFacts.hostingHelpers`, known once the walk is over).
    var viewsHandedToBareCalls: [(function: Int32, label: String, view: String)] = []
    /// Facts come in source order, so each location is found from the line of the one before.
    private let lines: LineLocator

    init(tree: SyntaxTree) {
        self.tree = tree
        self.tokens = tree.stream.tokens
        self.facts = FileFacts(path: tree.file.path, source: tree.file)
        self.lines = LineLocator(tree.file)
        self.mentionedSymbols = Array(repeating: false, count: tree.stream.symbols.count)
    }

    mutating func run() {
        for d in tree.diagnostics {
            facts.diagnostics.append(ParseDiagnostic(location: location(offset: d.offset), message: d.message))
        }
        extractSuppressions()
        walk(0)
        for (subscription, nodes) in pendingClosureNodes {
            let resolved = nodes.compactMap { n in closureIndex[n.node].map { ($0, n.operatorName) } }
            facts.subscriptions[subscription].closures = resolved.map(\.0)
            facts.subscriptions[subscription].closureOperators = resolved.map(\.1)
        }
        for (assignment, node) in pendingAssignmentClosures { facts.assignments[assignment].closure = closureIndex[node] }
        resolveConcurrencyFacts()
        resolveCallClosures()
        for (symbol, mentioned) in mentionedSymbols.enumerated() where mentioned {
            facts.memberNameMentions.append(tree.stream.symbols.text(Int32(symbol)))
        }
        settleHandOffsToOwnMethods()
        // Spelled once per name: sites sorted by symbol make one run per name.
        handOffSites.sort { ($0.symbol, $0.offset) < ($1.symbol, $1.offset) }
        var run = handOffSites.startIndex
        while run < handOffSites.endIndex {
            let symbol = handOffSites[run].symbol
            var end = run
            while end < handOffSites.endIndex, handOffSites[end].symbol == symbol { end += 1 }
            facts.handOffs[tree.stream.symbols.text(symbol)] = handOffSites[run..<end].map { Int($0.offset) }
            run = end
        }
        for symbol in shownSymbols { facts.shownNames.insert(tree.stream.symbols.text(symbol)) }
        if !facts.hostingHelpers.isEmpty {
            for handed in viewsHandedToBareCalls where facts.hostingHelpers.contains(tree.stream.symbols.text(handed.function) + "|" + handed.label) {
                facts.hostedRootViews.append(handed.view)
            }
        }
        for (symbol, keepers) in heldByLocalSymbols {
            facts.heldByLocals[tree.stream.symbols.text(symbol)] = keepers.map { tree.stream.symbols.text($0) }
        }
        facts.releaseSpareCapacity()
    }

    // MARK: helpers

    /// `.rx` somewhere in `node` (a getter body: `skipButton.rx.tap.asObservable()`).
    func readsRxMember(_ node: Int32) -> Bool {
        let first = Int(tree[node].firstToken), last = Int(tree[node].lastToken)
        guard last > first + 1 else { return false }
        for i in (first + 1)...last where tokens[i].kind == .identifier && tokens[i].length == 2 && tokens[i - 1].kind == .period {
            if tree.stream.text(tokens[i]) == Vocabulary.reactiveNamespace { return true }
        }
        return false
    }

    @inline(__always) func location(offset: Int) -> SourceLocation {
        let (line, column) = lines.location(of: offset)
        return SourceLocation(line: line, column: column, offset: offset)
    }

    @inline(__always) func location(token: Int32) -> SourceLocation { location(offset: Int(tree.token(token).start)) }
    @inline(__always) func location(node: Int32) -> SourceLocation { location(token: tree[node].firstToken) }
    @inline(__always) func kind(_ node: Int32) -> NodeKind { tree[node].kind }
    @inline(__always) func nameToken(_ node: Int32) -> Token? { let n = tree[node].name; return n >= 0 ? tokens[Int(n)] : nil }

    /// Whether `tree.nameText(node)` is the domain word `w`, backticked or not: decided on the name token's symbol
    /// (a `$name` token carries the symbol of `name` but is spelled otherwise).
    func spellsWord(_ node: Int32, _ w: DomainWord) -> Bool { spellsSymbol(node, w.rawValue) }

    /// Whether `tree.nameText(node)` is Swift's word `w` (see `spellsWord(_:_:)` for domain words).
    func spellsWord(_ node: Int32, _ w: Word) -> Bool { spellsSymbol(node, w.rawValue) }

    private func spellsSymbol(_ node: Int32, _ symbol: Int32) -> Bool {
        guard let t = nameToken(node) else { return false }
        return t.symbol == symbol && t.kind != .dollarIdentifier
    }

    /// Text of a node, whitespace runs collapsed to one space and capped (facts carry summaries, not bodies).
    @inline(__always) func compactText(_ node: Int32, limit: Int = 200) -> String { tree.compactText(node, limit: limit) }

    @inline(__always) func children(_ node: Int32) -> [Int32] { Array(tree.children(node)) }

    /// What a declaration's modifiers and attributes say.
    struct DeclarationHeader {
        /// Modifier words (`private(set)` as written, spaces dropped); spelled out only when asked for.
        var modifiers: [String] = []
        /// Attribute names, and each attribute's text; spelled out only when asked for.
        var attributes: [String] = []
        var attributeTexts: [String] = []
        /// A `static` or `class` modifier.
        var isStatic = false
        /// A `private` or `fileprivate` modifier (not `private(set)`).
        var isPrivate = false
        /// A `mutating` modifier: a method that changes the value it is called on.
        var isMutating = false
    }

    /// The header of a declaration, its modifiers read on symbols; `spellingOut` names the lists a fact keeps.
    @inline(__always) func declarationHeader(_ node: Int32, spellingOut lists: HeaderLists) -> DeclarationHeader {
        var header = DeclarationHeader()
        for c in tree.children(node) {
            switch kind(c) {
            case .modifier:
                // Usually one word; `private(set)` / `private (set)` keeps its argument, spaces dropped.
                let n = tree[c]
                if n.firstToken == n.lastToken {
                    if spellsWord(c, .static_) || spellsWord(c, .class_) { header.isStatic = true }
                    if spellsWord(c, .private_) || spellsWord(c, .fileprivate_) { header.isPrivate = true }
                    if spellsWord(c, .mutating) { header.isMutating = true }
                }
                if lists != .none { header.modifiers.append(n.firstToken == n.lastToken ? tree.nameText(c) : withoutSpaces(compactText(c))) }
            case .attribute:
                if lists != .none { header.attributes.append(tree.nameText(c)) }
                if lists == .all { header.attributeTexts.append(compactText(c)) }
            default: break
            }
        }
        return header
    }

    /// Which lists of a `DeclarationHeader` to spell out.
    enum HeaderLists { case none, names, all }

    @inline(__always) var enclosingTypeIsPrivate: Bool {
        guard let t = typeStack.last else { return false }
        return facts.types[t].isPrivate
    }

    // MARK: walk

    mutating func walk(_ node: Int32) {
        switch kind(node) {
        case .typeDecl: visitType(node)
        case .varDecl: visitVariable(node)
        case .function: visitFunction(node)
        case .enumCase: noteRawValues(node)
        case .closure:
            if registrationClosures.contains(node) && constructionPlace == .code {
                constructionPlace = .containerRegistration
                visitClosure(node)
                constructionPlace = .code
            } else {
                visitClosure(node)
            }
        case .reference:
            if let t = nameToken(node) {
                if t.is(.self_) || t.is(.super_) { noteSelfMention(at: location(node: node)) }
                else if !taskStack.isEmpty, t.kind == .identifier, !tree.firstByte(t).isUppercaseASCII { noteTaskRead(t.symbol, offset: Int(t.start)) }
                if functionHasClosureParameter { noteAppendedParameter(node) }
            }
        case .implicitMember:
            if tree[node].name >= 0, !notificationNameArguments.contains(node) { noteMention(of: tokens[Int(tree[node].name)].symbol) }
            walkChildren(node)
        case .attribute:
            // `@Invalidating(name: .countsChanged) var count`: a property wrapper handed a name may post it.
            let first = Int(tree[node].firstToken), last = Int(tree[node].lastToken)
            if last > first + 3 {
                for i in (first + 2)..<last where tokens[i].kind == .period && tokens[i + 1].kind == .identifier
                    && (tokens[i - 1].kind == .leftParen || tokens[i - 1].kind == .comma || tokens[i - 1].kind == .colon) {
                    noteMention(of: tokens[i + 1].symbol)
                }
            }
        case .conditionBinding:
            if let t = nameToken(node), t.is(.self_), !closureStack.isEmpty { closureStack[closureStack.count - 1].rebound = true }
            if !taskStack.isEmpty { declareTaskLocals(from: tree[node].firstToken, through: tree[node].firstChild >= 0 ? tree[tree[node].firstChild].firstToken - 1 : tree[node].lastToken) }
            noteBindingLocal(node)
            walkChildren(node)
        case .postfixChain:
            noteShownOrRunArguments(node)
            visitChain(node)
            noteCancellation(node)
            if teardown != .none { noteEmptiedStore(node) }
            walkChildren(node)
        case .sequence:
            visitSequence(node)
            if !functionParameters.isEmpty && context.hasInstanceSelf { noteStoredParameter(node) }
            let sitesBefore = facts.constructionSites.count
            walkChildren(node)
            if facts.constructionSites.count > sitesBefore { noteConstructionIntoLocal(node, site: sitesBefore) }
        case .argument:
            if spellsWord(node, .rootView) { noteHostedRootView(tree[node].firstChild) }
            if let keeper = argumentsKeptByLocal[node] { noteHeldByLocal(tree[node].firstChild, keeper: keeper) }
            else if shownOrRunArguments.contains(node) { noteShown(tree[node].firstChild) }
            else if !isActionTarget(node) { noteHandedOn(tree[node].firstChild) }
            if !localTaskHandles.isEmpty || !localMakerResults.isEmpty { noteTaskHandleAppended(node) }
            noteNotificationArgument(node)
            walkChildren(node)
        case .forIn:
            if tree[node].flags & ForInFlags.isAwait != 0 { visitAsyncFor(node) } else { noteLoopElement(node) }
            if !taskStack.isEmpty, let sequence = tree[node].firstChild >= 0 ? tree[node].firstChild : nil { declareTaskLocals(from: tree[node].firstToken, through: tree[sequence].firstToken - 1) }
            walkChildren(node)
        case .macroExpansion:
            let savedPlace = constructionPlace
            if let t = nameToken(node), tree.stream.text(t) == "#Preview" { constructionPlace = .preview }
            walkChildren(node)
            constructionPlace = savedPlace
        case .otherDecl:
            if let t = nameToken(node), t.is(.import_) {
                visitImport(node)
                if let module = facts.imports.last, Vocabulary.rxModules.contains(module) { importsRx = true }
                if facts.imports.last == "SwiftUI" { importsSwiftUI = true }
            } else if let t = nameToken(node), t.is(.typealias_) {
                noteProtocolComposition(node)
            }
        case .conditional where !closureStack.isEmpty && !(nameToken(node)?.is(.guard_) ?? true):
            // `if let self { … }` / `while let self { … }`: the strong binding ends with the statement; only `guard
            // let self` holds for the rest of the closure.
            let rebound = closureStack[closureStack.count - 1].rebound
            walkChildren(node)
            closureStack[closureStack.count - 1].rebound = rebound
        default:
            walkChildren(node)
        }
    }

    @inline(__always) mutating func noteMention(of symbol: Int32) {
        if symbol >= 0 && Int(symbol) < mentionedSymbols.count { mentionedSymbols[Int(symbol)] = true }
    }

    mutating func walkChildren(_ node: Int32) {
        var c = tree[node].firstChild
        while c >= 0 {
            walk(c)
            c = tree[c].nextSibling
        }
    }

    // MARK: declarations

    mutating func visitType(_ node: Int32) {
        let header = declarationHeader(node, spellingOut: .names)
        let raw = TypeDeclKind(rawValue: tree[node].flags) ?? .class
        let kind: TypeKind = switch raw {
        case .class: .class
        case .struct: .struct
        case .enum: .enum
        case .actor: .actor
        case .protocol: .protocol
        case .extension: .extension
        }
        var name = tree.nameText(node)
        if kind == .extension, let ref = tree.child(node, .typeRef) { name = TypeText.withoutModuleSelector(withoutSpaces(compactText(ref))) }
        var inherits: [String] = []
        var superclassArguments: [String] = []
        if let inheritance = tree.child(node, .inheritance) {
            for ref in tree.children(inheritance) {
                // `@unchecked Sendable`, `@retroactive Equatable`, `@preconcurrency Delegate`: the attribute qualifies
                // the conformance, the name is the protocol.
                var text = compactText(ref)
                while text.hasPrefix("@"), let space = text.firstIndex(of: " ") { text = String(text[text.index(after: space)...]) }
                if inherits.isEmpty, text.utf8.contains(UInt8(ascii: "<")) { superclassArguments = TypeText.genericArguments(text) }
                inherits.append(TypeText.baseName(text))
            }
        }
        var selfConstraints: [String] = []
        if let clause = tree.child(node, .whereClause) { selfConstraints = TypeText.selfConstraints(inWhereClause: tree.text(clause)) }
        let parent = typeStack.last
        let isPrivate = header.isPrivate || enclosingTypeIsPrivate
        let qualified = parent.map { facts.types[$0].qualifiedName + "." + name } ?? name
        let endLine = tree.file.location(of: tree.token(tree[node].lastToken).start.toInt).line
        let nameLocation = tree[node].name >= 0 ? location(token: tree[node].name) : location(node: node)
        facts.types.append(TypeFact(name: name, qualifiedName: qualified, kind: kind, inherits: inherits, selfConstraints: selfConstraints,
                                    attributes: header.attributes, modifiers: header.modifiers, parent: parent, isPrivate: isPrivate,
                                    location: nameLocation, endLine: endLine, genericParameters: genericParameters(of: node),
                                    superclassArguments: superclassArguments))
        let index = facts.types.count - 1
        var nameToken = kind == .extension ? tree.child(node, .typeRef).map { Int(tree[$0].lastToken) } ?? -1 : Int(tree[node].name)
        while nameToken >= 0, tokens[nameToken].kind != .identifier, nameToken > Int(tree[node].firstToken) { nameToken -= 1 }
        typeNameSymbols.append(nameToken >= 0 && tokens[nameToken].kind == .identifier ? tokens[nameToken].symbol : -1)
        // A nested type has its own `self`: closures outside it do not see mentions inside it.
        let savedClosures = closureStack
        let savedContext = context
        let savedTeardown = teardown
        closureStack = []
        typeStack.append(index)
        context = CodeContext(type: index, hasInstanceSelf: false, member: nil)
        teardown = .none
        if let block = tree.child(node, .memberBlock) { walkChildren(block) }
        typeStack.removeLast()
        context = savedContext
        teardown = savedTeardown
        closureStack = savedClosures
    }

    /// The type that directly owns a member declaration at `node` (nil for locals and globals).
    @inline(__always) func memberOwner(_ node: Int32) -> Int? {
        let parent = tree[node].parent
        guard parent >= 0, kind(parent) == .memberBlock else { return nil }
        return typeStack.last
    }

    mutating func visitVariable(_ node: Int32) {
        let header = declarationHeader(node, spellingOut: .all)
        let flags = tree[node].flags
        let isStatic = header.isStatic
        let owner = memberOwner(node)
        let isLocal = flags & VarFlags.isLocal != 0 || (owner == nil && !typeStack.isEmpty && tree[tree[node].parent].kind != .memberBlock)
        let isPrivate = header.isPrivate || (owner != nil && enclosingTypeIsPrivate)
        for binding in tree.children(node) where kind(binding) == .binding {
            let name = tree.nameText(binding)
            var typeText: String?
            var typeLocation: SourceLocation?
            var initializer: InitializerFact?
            var isComputed = false
            var hasObservers = false
            var readsReactiveExtension = false
            var makesNewObject = false
            var valueNode: Int32 = -1
            for c in tree.children(binding) {
                switch kind(c) {
                case .typeRef:
                    // `var windows:Array<NSWindow>=[]`: the type's last token is `>=`, whose `=` is the initializer's.
                    let text = compactText(c)
                    typeText = text.hasSuffix(">=") ? String(text.dropLast()) : text
                    typeLocation = location(node: c)
                case .accessorBlock:
                    isComputed = tree[c].flags & AccessorFlags.computed != 0
                    hasObservers = tree[c].flags & AccessorFlags.observers != 0
                    if isComputed && owner != nil {
                        readsReactiveExtension = readsRxMember(c)
                        // (An opaque `some View` body hands out a value to show, never an object to set a handler on.)
                        if typeText?.hasPrefix("some ") == false, let body = getterBody(c) { makesNewObject = returnsNewObject(body) }
                    }
                default:
                    initializer = initializerFact(c)
                    valueNode = c
                    if isLocal, tree[binding].name >= 0 {
                        noteArgumentsKeptByLocal(initializer: c, local: tokens[Int(tree[binding].name)].symbol)
                        noteNotificationLocal(initializer: c, local: tokens[Int(tree[binding].name)].symbol)
                    }
                    // `let cell = dequeue(…) as! ProfileCell`: a local holds the cast's type.
                    if typeText == nil, isLocal, let cast = castType(c) {
                        typeText = compactText(cast)
                        typeLocation = location(node: cast)
                    }
                }
            }
            if !taskStack.isEmpty, isLocal, tree[binding].name >= 0 { taskStack[taskStack.count - 1].declared.insert(tokens[Int(tree[binding].name)].symbol) }
            if isLocal, tree[binding].name >= 0, tokens[Int(tree[binding].name)].symbol == Word.self_.rawValue,
               header.modifiers.contains(where: { $0 == "weak" || $0.hasPrefix("unowned") }) {
                let start = tree.token(tree[binding].lastToken).start.toInt
                weakSelfShadows.append(start ..< max(start, scopeEnd(ofLocal: binding)))
            }
            let isClosureTyped = typeText.map(TypeText.isFunctionType) ?? false
            if !name.isEmpty {
                facts.properties.append(PropertyFact(
                    name: name, owner: owner, typeText: typeText, initializer: initializer, isLet: flags & VarFlags.isLet != 0,
                    isStatic: isStatic, isComputed: isComputed, hasObservers: hasObservers, isLocal: isLocal,
                    modifiers: header.modifiers, attributes: header.attributes, attributeTexts: header.attributeTexts,
                    isPrivate: isPrivate, isClosureTyped: isClosureTyped,
                    location: location(token: tree[binding].name), typeLocation: typeLocation, getterReadsReactiveExtension: readsReactiveExtension,
                    getterMakesNewObject: makesNewObject,
                    scopeEnd: isLocal ? scopeEnd(ofLocal: binding) : Int.max))
                if owner != nil || !isLocal { noteInjection(attributes: header.attributes, attributeTexts: header.attributeTexts, typeText: typeText, at: location(token: tree[binding].name)) }
                // `@StateObject var prefs: AppPreferencesModel = .shared`: a static reference spelled through the annotation.
                if let typeText, let i = initializer, i.root == nil, !i.isCall, !i.isClosure, i.members.count == 1,
                   Vocabulary.singletonNameSet.contains(i.members[0]), let at = i.location {
                    facts.staticReferences.append(StaticReferenceFact(typeName: TypeText.baseName(TypeText.unwrapped(typeText)), member: i.members[0],
                                                                      location: at, context: context))
                }
                if let owner, isStatic, facts.types[owner].kind == .extension, TypeText.isNotificationName(facts.types[owner].name) {
                    var rawValue: String?, rawValueConstant: String?
                    if let argument = notificationNameArgument(ofDeclaration: binding) {
                        rawValue = plainString(argument)
                        if rawValue == nil { rawValueConstant = namePath(argument)?.joined(separator: ".") }
                    }
                    facts.notificationNames.append(NotificationNameFact(name: name, rawValue: rawValue, location: location(token: tree[binding].name),
                                                                        rawValueConstant: rawValueConstant))
                    // The declaration's own `Notification.Name("…")` is no other use of its raw value.
                    for c in tree.children(binding) where kind(c) == .postfixChain { notificationNameArguments.insert(c) }
                }
            }
            let saved = context
            let savedTeardown = teardown
            let savedPlace = constructionPlace
            if owner != nil { context.hasInstanceSelf = !isStatic } else if typeStack.isEmpty { context.hasInstanceSelf = false }
            if !isLocal {
                context.member = name
                teardown = .none
            }
            // A `static let` or a global `let` is initialized once and never released (a closure-typed one makes new objects per call).
            // So is `static var shared = Haptics()` under a singleton name: set once, like `Toast.shared = Toast(…)`.
            let isPermanent = (flags & VarFlags.isLet != 0 && (isStatic || (!isLocal && owner == nil && typeStack.isEmpty)))
                || (isStatic && Vocabulary.singletonNameSet.contains(name))
            // `static var sharedWindow = Feedback(…)`, or a plain construction under any name (`private static var
            // imageCache = ImageCache()`, `static var open = ShortcutKey()` of a registry): kept for good unless some code
            // assigns it, which only the whole program can tell (`keptByStatic`). Of a view class (`static var sizingCell
            // = MessageCell()`), the class's other instances come from elsewhere (a table dequeues cells), unseen: the
            // whole program leaves those out (`PermanentObjectEvidence`). A closure building a mock (`static var
            // mockData: Store = { … }()`) keeps only what it returns, not everything it makes.
            let isStaticVarInitializer = isStatic && !isPermanent && !isComputed && !isClosureTyped && constructionPlace == .code && owner != nil
                && (name.hasPrefix("shared") || initializer.map { $0.isCall && !$0.isClosure && $0.root != nil && ($0.members.isEmpty || $0.members == ["init"]) } == true)
            if isStatic && Vocabulary.isPreviewMemberName(name) { constructionPlace = .preview }
            else if isPermanent && !isClosureTyped && constructionPlace == .code { constructionPlace = .permanentStorage }
            else if isStaticVarInitializer { constructionPlace = .staticStorage }
            else if owner != nil && !isStatic && !isLocal && !isComputed && !isClosureTyped && constructionPlace == .code { constructionPlace = .instanceStorage }
            let sitesBefore = facts.constructionSites.count
            walkChildren(binding)
            if isStaticVarInitializer, let key = staticKey([name]) {
                for site in sitesBefore ..< facts.constructionSites.count where facts.constructionSites[site].place == .staticStorage {
                    facts.constructionSites[site].keptByStatic = key
                    facts.constructionSites[site].isStaticInitializer = true
                }
            }
            // `override var body: RootListView { RootListView() }` of a watch app's `WKHostingController`: its root view.
            if isComputed, name == "body", let owner, facts.types[owner].inherits.contains(where: { $0.hasPrefix("WKHostingController") }),
               facts.constructionSites.count > sitesBefore {
                facts.hostedRootViews.append(TypeText.baseName(facts.constructionSites[sitesBefore].typeName))
            }
            // `private var searchVC: SearchVC = .init()`: a construction of the annotated type, like `SearchVC()`; so is
            // `lazy var model: DetectModel = { .init(pairing: pairing) }()`, a closure returning `.init(…)` at once.
            if let typeText, let i = initializer, let at = typeLocation,
               (i.root == nil && i.isCall && i.members == ["init"]) || (i.isClosure && i.isCall && immediatelyCalledClosureReturnsImplicitInit(valueNode)) {
                facts.constructionSites.insert(ConstructionSiteFact(typeName: TypeText.baseName(typeText), place: constructionPlace,
                                                                    contextType: context.type, location: at), at: sitesBefore)
            }
            // `lazy var api: APIClient = { …; return HTTPClient(…) }()`: a stored property made like a factory's result.
            if owner != nil, !isStatic, let i = initializer, i.isClosure, i.isCall { noteFactoryResult(ofClosureIn: valueNode, property: name) }
            // `let state = UpdaterState()`, `let state = injected ?? UpdaterState()`: the construction a later
            // `self.state = state` keeps.
            // `let repo = Repo(api: api)`, `let feeds = [Feed(socket: socket)]`: the new objects of the locals handed to
            // the construction go where it goes.
            if isLocal, tree[binding].name >= 0, valueNode >= 0, context.hasInstanceSelf, valueShape(unwrapped(valueNode)) == .callResult {
                localMakerResults[tokens[Int(tree[binding].name)].symbol] = unwrapped(valueNode)
            }
            if isLocal, tree[binding].name >= 0, valueNode >= 0 {
                var sites = objectsOfLocalsHanded(to: unwrapped(valueNode))
                if let i = initializer, i.isCall || isFallbackConstruction(binding), facts.constructionSites.count > sitesBefore { sites.insert(sitesBefore, at: 0) }
                if !sites.isEmpty { localConstructionSites[tokens[Int(tree[binding].name)].symbol] = sites }
            }
            context = saved
            teardown = savedTeardown
            constructionPlace = savedPlace
        }
        for c in tree.children(node) where kind(c) == .attribute { walk(c) }
    }

    @inline(__always) func initializerFact(_ value: Int32) -> InitializerFact {
        let text = compactText(value)
        // `try await repository.upload(url)` makes what the call makes.
        var expr = value
        while kind(expr) == .prefixExpression, tree[expr].firstChild >= 0, let t = nameToken(expr), t.is(.try_) || t.is(.await) { expr = tree[expr].firstChild }
        var root: String?
        var members: [String] = []
        var isCall = false
        var isClosure = false
        switch kind(expr) {
        case .closure: isClosure = true
        case .reference: root = compactText(expr)
        case .implicitMember: members = [tree.nameText(expr)]
        case .postfixChain:
            // Read along the sibling links: an initializer is no place to copy a chain's elements into an array.
            let first = tree[expr].firstChild
            if first >= 0 {
                switch kind(first) {
                case .reference: root = compactText(first)
                case .implicitMember: members.append(tree.nameText(first))
                case .closure: isClosure = true
                default: break
                }
                var e = tree[first].nextSibling
                while e >= 0 {
                    if kind(e) == .member { members.append(tree.nameText(e)) }
                    e = tree[e].nextSibling
                }
            }
            isCall = tree[expr].lastChild >= 0 && kind(tree[expr].lastChild) == .call
        default: break
        }
        return InitializerFact(text: text, root: root, members: members, isCall: isCall, isClosure: isClosure, location: location(node: value))
    }

    /// `case done = "downloadDone", progress` in an enum whose raw type is `String` (its first inherited type): the
    /// raw values, written or implied by the case names.
    mutating func noteRawValues(_ node: Int32) {
        guard let t = typeStack.last, facts.types[t].kind == .enum, facts.types[t].inherits.first == "String", tree[node].name >= 0 else { return }
        let last = Int(tree[node].lastToken)
        var i = Int(tree[node].name) + 1
        var depth = 0
        var expectsName = true
        while i <= last {
            switch tokens[i].kind {
            case .leftParen, .leftBracket: depth += 1
            case .rightParen, .rightBracket: depth -= 1
            case .comma where depth == 0: expectsName = true
            case .identifier where depth == 0 && expectsName:
                expectsName = false
                // `= "downloadDone"`: a plain literal of one segment.
                if i + 4 <= last, tokens[i + 1].kind == .equal, tokens[i + 2].kind == .stringQuote, tokens[i + 3].kind == .stringSegment,
                   tokens[i + 4].kind == .stringQuote {
                    facts.types[t].rawValues.append(tree.stream.text(tokens[i + 3]))
                    i += 4
                } else {
                    facts.types[t].rawValues.append(tree.stream.text(tokens[i]))
                }
            default: break
            }
            i += 1
        }
    }

    mutating func visitFunction(_ node: Int32) {
        let header = declarationHeader(node, spellingOut: .none)
        let isStatic = header.isStatic
        let owner = memberOwner(node)
        let fkind = FunctionKind(flags: tree[node].flags)
        let name = tree.nameText(node)
        var resultType: String?
        if let ref = tree.child(node, .typeRef) {
            let text = compactText(ref)
            if !TypeText.isVoid(text) { resultType = text }
        }
        let methodIndex = owner != nil ? facts.methods.count : nil
        if owner != nil {
            facts.methods.append(MethodFact(name: name, owner: owner, isStatic: isStatic, resultType: resultType, location: location(token: tree[node].name),
                                        isPrivate: header.isPrivate, isMutating: header.isMutating,
                                        canThrow: tree[node].flags & FunctionFlags.canThrow != 0))
        }
        let saved = context
        let savedTeardown = teardown, savedEmptiedStores = emptiedStores
        emptiedStores = []
        let subscriptionsBefore = facts.subscriptions.count
        let savedParameters = functionParameters
        let savedStart = functionStart
        let savedNode = functionNode
        functionNode = node
        if owner != nil, !isStatic, fkind == .function, tree[node].name >= 0 { instanceMethodSymbols.insert(tokens[Int(tree[node].name)].symbol) }
        defer { functionNode = savedNode }
        let savedIsInitializer = functionIsInitializer
        let savedHasClosureParameter = functionHasClosureParameter
        let savedParameterSymbolsStart = functionParameterSymbolsStart
        functionParameterSymbolsStart = parameterSymbols.count
        noteParameters(node)
        defer {
            parameterSymbols.removeSubrange(functionParameterSymbolsStart...)
            functionParameterSymbolsStart = savedParameterSymbolsStart
        }
        // Members get their own `self`; local functions share the enclosing one; globals have none.
        if owner != nil { context.hasInstanceSelf = !isStatic } else if typeStack.isEmpty { context.hasInstanceSelf = false }
        context.member = fkind == .function ? name + "()" : name
        teardown = fkind != .function || !context.hasInstanceSelf ? .none
            : spellsWord(node, .viewWillDisappear) || spellsWord(node, .viewDidDisappear) ? .disappearance : .method
        // Stored parameters and a task's own names matter only where there is an instance to store into or capture
        // (a static notification wrapper's forwarded parameter is read from `functionNode` when met).
        functionParameters = context.hasInstanceSelf ? parameters(of: node) : []
        functionStart = tree.offset(node)
        functionIsInitializer = fkind == .initializer
        functionHasClosureParameter = functionParameters.contains { $0.isClosure }
        let savedLocalConstructions = localConstructionSites, savedLocalTasks = localTaskHandles, savedMakerResults = localMakerResults
        localConstructionSites = [:]
        localTaskHandles = [:]
        localMakerResults = [:]
        defer { localConstructionSites = savedLocalConstructions; localTaskHandles = savedLocalTasks; localMakerResults = savedMakerResults }
        let savedPlace = constructionPlace
        if isStatic && Vocabulary.isPreviewMemberName(name) { constructionPlace = .preview }
        defer { constructionPlace = savedPlace }
        walkChildren(node)
        if owner != nil, resultType != nil, fkind == .function { noteFactoryResult(node, name: name) }
        if let methodIndex, let resultType, fkind == .function, let returned = returnedSequence(node, resultType: resultType) {
            if returnsSequenceThatEnds(returned.chain, isObservable: returned.isObservable) {
                facts.methods[methodIndex].returnsSequenceThatEnds = true
            } else {
                facts.methods[methodIndex].returnsResultOf = methodWhoseResultIsReturned(returned.chain)
            }
        }
        settleEmptiedStores(subscribedSince: subscriptionsBefore)
        context = saved
        teardown = savedTeardown
        emptiedStores = savedEmptiedStores
        functionParameters = savedParameters
        functionStart = savedStart
        functionIsInitializer = savedIsInitializer
        functionHasClosureParameter = savedHasClosureParameter
    }

    /// `import Foo`, `@testable import Foo.Bar`, `import struct Foo.Baz`: the module path.
    mutating func visitImport(_ node: Int32) {
        let keyword = tree[node].name
        var first = keyword + 1
        let last = tree[node].lastToken
        // Skip an import kind (`struct`, `class`, `func`, …).
        if first < last, tokens[Int(first)].isWord, tokens[Int(first + 1)].isWord || tokens[Int(first + 1)].kind == .period {
            if tokens[Int(first + 1)].kind != .period { first += 1 }
        }
        guard first <= last else { return }
        facts.imports.append(withoutSpaces(tree.stream.text(from: Int(first), through: Int(last))))
    }
}

extension UInt32 {
    @inline(__always) var toInt: Int { Int(self) }
}

extension UInt8 {
    /// `A`…`Z`: how type names start.
    @inline(__always) var isUppercaseASCII: Bool { self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z") }
    /// `a`…`z` or `0`…`9`: the end of a camel-case word.
    var isLowercaseOrDigitASCII: Bool {
        (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z")) || (self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9"))
    }
}
