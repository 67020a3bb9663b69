import CrosstalkSyntax

/// A parameter of an initializer or method stored into a property of the type: constructor injection
/// (`init(service: UserService) { self.service = service }`) or callback registration
/// (`func observe(_ block: @escaping (State) -> Void) { observers.append(block) }`).
public struct StoredParameterFact: Sendable, Hashable {
    /// The property that keeps the value (`service`, `observers`).
    public var property: String
    /// The argument label callers write (nil for `_`).
    public var label: String?
    /// The parameter's type as written (`UserService`, `@escaping (State) -> Void`).
    public var typeText: String
    /// The parameter is a function type: a callback.
    public var isClosure: Bool
    /// `init`, or the method's base name (`observe`).
    public var function: String
    public var isInitializer: Bool
    /// The stored value (the parameter's use).
    public var location: SourceLocation
    public var context: CodeContext
}

/// A parameter of a method or initializer assigned to a property of another object the type holds:
/// `func assignDelegates(serverDelegate: ServerDelegate?) { serverManager.delegate = serverDelegate }`. Callers that
/// pass `self` become that object's delegate.
public struct ForwardedParameterFact: Sendable, Hashable {
    /// The names before the property (`["serverManager"]`; `self` dropped).
    public var base: [String]
    /// The property given the value (`delegate`).
    public var property: String
    /// The argument label callers write (nil for `_`).
    public var label: String?
    /// `init`, or the method's base name (`assignDelegates`).
    public var function: String
    public var isInitializer: Bool
    /// The assigned value (the parameter's use).
    public var location: SourceLocation
    public var context: CodeContext
}

/// Where a capitalized type name is constructed (`Foo(…)`, `Foo.init(…)`, `Self()`), with or without arguments:
/// the whole program's construction sites answer "is this class ever made outside permanent storage?". Kept
/// apart from `CallFact`, which records only calls that wire something, because most constructions wire nothing
/// and this fact stays small (a short name is stored inline).
public struct ConstructionSiteFact: Sendable, Hashable {
    /// What code holds the constructed object.
    public enum Place: UInt8, Sendable {
        /// The initializer of a `static let` or a global `let`, or a value assigned to a static under a singleton name
        /// (`Toast.shared = Toast(window:)`): the object lives until the process exits.
        case permanentStorage
        /// A value assigned to a type's static under any other name (`Telemetry.helper = UsageHelper()`): kept for
        /// good when that is the static's only assignment in the sources and nothing sets it to `nil`, which only the
        /// whole program can tell.
        case staticStorage
        /// The initializer of a stored instance property (`let`, `var`, `lazy var`), or a value assigned to one of
        /// self's stored properties (`self.server = Server(data: self)`): kept by the owner instance.
        case instanceStorage
        /// Inside a `#Preview` macro, or a static member made for previews and tests (`static var preview`,
        /// `static let previewValue`, `static func previewStore()`, `static let testValue`): never runs in the app.
        case preview
        /// Inside a dependency container's registration closure (`container.register(Service.self) { _ in Impl() }`):
        /// kept for good when the container keeps one instance (`.inObjectScope(.container)`, or a container whose
        /// default scope is `.container`), made per resolution otherwise.
        case containerRegistration
        /// Constructed, sent one message and dropped, as a statement (`PushRegistration(presenter: p).register(from: self)`):
        /// nothing keeps the object but what it hands out (the callbacks it sets, the work it starts).
        case discardedAfterCall
        /// Anywhere else.
        case code
    }
    /// The type name as written (`PurchaseManager`, `Self`).
    public var typeName: String
    public var place: Place
    /// Index into `FileFacts.types` of the enclosing type, nil at top level.
    public var contextType: Int?
    /// The type name's first token: the evidence that the enclosing type makes one (`LanguagesViewModel.Input(…)`).
    public var location: SourceLocation
    /// For `.staticStorage`: the static keeping the object, as `Owner.member` by the owner's simple name
    /// (`Telemetry.helper`; `JobClient.cached` for `cached = made` in a static method of `JobClient`).
    public var keptByStatic: String? = nil
    /// For `.staticStorage`: the construction is the static's initializer (`static var sharedWindow = Feedback(…)`),
    /// kept for good when no code assigns that static.
    public var isStaticInitializer: Bool = false
    /// Made inside a closure of the member (a `sheet`'s or a `ForEach`'s content, a callback), not directly by its
    /// code (a view's `body` returning `RootView()`).
    public var isInClosure: Bool = false
}

/// A call that hands values to another type: a construction `Foo(service: x, onDone: { })`, or a closure or `self`
/// passed to another object's method (`viewModel.observe { }`, `button.bind(completion: { })`,
/// `manager.assignDelegates(serverDelegate: self)`). Only arguments that can name
/// a type or register a callback are kept; a call with none is not a fact.
public struct CallFact: Sendable, Hashable {
    /// `["Foo"]` for a construction; the receiver's names and the method for a call (`["viewModel", "observe"]`).
    public var callee: [String]
    public var isConstruction: Bool
    public var arguments: [ArgumentFact]
    /// The type name token, or the method name token.
    public var location: SourceLocation
    public var context: CodeContext
}

/// A labeled argument of a construction in Rx code (`Input(resetTap: button.rx.tap.asDriver())`): what an
/// Input/Output view model's `transform(input:)` later subscribes to through that field.
public struct SequenceArgumentFact: Sendable, Hashable {
    /// The constructed type as written (`ListViewModel.Input`, `Input`); for an implicit `.init(…)` handed to a method,
    /// that method's name and `(.init)` (`transform(.init)` of `viewModel.transform(input: .init(tap: …))`).
    public var typeName: String
    public var label: String
    /// Index into `FileFacts.types` of the enclosing type, nil at top level.
    public var contextType: Int?
    /// The argument is a sequence that ends by itself: a reactive extension's event of an object the caller names
    /// (`button.rx.tap`, `tableView.rx.modelSelected(Item.self).asDriver()`, its own `rx.viewWillAppear`), which
    /// completes when that object is freed, or a finite root (`Observable.just(())`, `.empty()`); no operator of it
    /// takes a closure that mentions `self`.
    public var endsByItself: Bool
}

/// One argument of a `CallFact`.
public struct ArgumentFact: Sendable, Hashable {
    public enum Value: String, Sendable { case closure, selfReference, construction, call, path }
    public var label: String?
    public var value: Value
    /// `construction`: the type name; `call`: the called names (`["makeRepository"]`, `["container", "makeRepository"]`);
    /// `path`: the names (`["dependencies", "service"]`); empty for closures and `self`.
    public var names: [String]
    /// For closures: index into `FileFacts.closures`.
    public var closure: Int?
    public var location: SourceLocation
}

/// A method whose result is a construction: `func makeRepository() -> MoviesRepository { DefaultMoviesRepository(…) }`
/// (its only statement, or a top-level `return`); also a stored property made by an immediately called closure that
/// constructs its value that way (`lazy var api: APIInteractor = { …; return URLSessionAPIInteractor(…) }()`).
public struct FactoryResultFact: Sendable, Hashable {
    public var method: String
    /// The constructed type (`DefaultMoviesRepository`).
    public var typeName: String
    public var location: SourceLocation
    public var context: CodeContext
}

/// `typealias HotTagsViewModel = HotTagsViewModelInput & HotTagsViewModelOutput`: a protocol composition under a
/// name (the kudoleh Clean-MVVM spelling of a view model's type), which the graph reads like a protocol.
public struct ProtocolCompositionFact: Sendable, Hashable {
    public var name: String
    /// The composed names as written (`["HotTagsViewModelInput", "HotTagsViewModelOutput"]`).
    public var components: [String]
}

/// A dependency container told how to make a service: `container.register(UserRepository.self) { _ in
/// DefaultUserRepository() }` (Swinject and hand-written containers, also `register(interface:implement:)`).
public struct ContainerRegistrationFact: Sendable, Hashable {
    /// The service as registered (`UserRepository`).
    public var service: String
    /// The type the registration closure constructs (`DefaultUserRepository`).
    public var implementation: String
    /// The `register` token.
    public var location: SourceLocation
    public var context: CodeContext
    /// The chain asks for one instance per container (`.inObjectScope(.container)`, Resolver's `.scope(.application)`,
    /// Resolver's `.scope(.application)`, FactoryKit's `.scope(.singleton)`).
    public var isContainerScoped: Bool = false
}

/// A parameter of the function being walked, as token indices (names are spelled out only when stored).
struct FunctionParameter {
    /// The argument label token; -1 for `_`.
    var label: Int32
    var name: Int32
    var typeFirst: Int32
    var typeLast: Int32
    var isClosure: Bool
}

extension FactWalker {
    /// Higher-order calls that run a closure and let it go: never a callback registration.
    static let transientCallNames: Set<String> = [
        "map", "flatMap", "compactMap", "filter", "forEach", "reduce", "sorted", "sort", "first", "last", "contains",
        "allSatisfy", "firstIndex", "lastIndex", "removeAll", "min", "max", "drop", "prefix", "split", "async",
        "asyncAfter", "sync", "perform", "performAndWait", "animate", "withAnimation", "run", "sink", "assign", "store",
        "receive", "handleEvents", "mapValues", "compactMapValues", "merge", "partition", "enumerateObjects", "onAppear",
        "onDisappear", "onTapGesture", "background", "overlay", "task", "onReceive", "onChange", "subscribe", "bind",
        "drive", "emit", "addTask", "withTaskGroup", "withThrowingTaskGroup", "withCheckedContinuation",
        "withCheckedThrowingContinuation", "dataTask", "then", "done", "catch", "ensure", "yield", "addObserver",
        "onNext", "do", "flatMapLatest", "mapError", "tryMap", "scan", "sheet", "alert", "fullScreenCover", "popover",
        "navigationDestination", "contextMenu", "swipeActions", "toolbar", "refreshable", "searchable", "gesture",
        "simultaneousGesture", "onEnded", "onChanged", "onSubmit", "onDelete", "onMove", "transaction", "update",
        "modify", "write", "read", "withLock", "withUnsafeBufferPointer", "withUnsafeMutableBufferPointer",
        "withUnsafeBytes", "withExtendedLifetime", "autoreleasepool", "measure", "expectation", "wait",
    ]

    /// Parameters of a function declaration, read from its parameter clause's tokens.
    func parameters(of function: Int32) -> [FunctionParameter] {
        guard let clause = tree.child(function, .parameterClause) else { return [] }
        let open = tree[clause].firstToken
        let close = tree[clause].lastToken
        guard close - open > 2 else { return [] }
        var result: [FunctionParameter] = []
        var start = open + 1
        var depth = 0
        var t = open + 1
        while t <= close {
            let token = tokens[Int(t)]
            switch token.kind {
            case .leftParen, .leftBracket, .leftBrace: depth += 1
            case .rightParen, .rightBracket, .rightBrace: depth -= 1
            case .operator:
                let b = tree.firstByte(token)
                if b == UInt8(ascii: "<") { depth += 1 } else if b == UInt8(ascii: ">") { depth -= Int(token.length) }
            default: break
            }
            if (token.kind == .comma && depth == 0) || t == close {
                if let p = parameter(from: start, through: t - 1) { result.append(p) }
                start = t + 1
            }
            t += 1
        }
        return result
    }

    /// One `label name: Type = default` parameter between two tokens.
    func parameter(from first: Int32, through last: Int32) -> FunctionParameter? {
        var colon: Int32 = -1
        var t = first
        while t <= last {
            if tokens[Int(t)].kind == .colon { colon = t; break }
            t += 1
        }
        guard colon > first else { return nil }
        var names: [Int32] = []
        // `@ViewBuilder content: …`: an attribute before the names is no label; a result-builder closure builds
        // content, it is no callback.
        var builder = false
        var n = first
        while n < colon {
            if tokens[Int(n)].kind == .atSign {
                builder = builder || (n + 1 < colon && tree.stream.text(tokens[Int(n + 1)]).hasSuffix("Builder"))
                n += 2
                continue
            }
            if tokens[Int(n)].isWord || tokens[Int(n)].is(.wildcard) { names.append(n) }
            n += 1
        }
        guard let name = names.last, tokens[Int(name)].kind == .identifier else { return nil }
        let label = names.count >= 2 ? (tokens[Int(names[names.count - 2])].is(.wildcard) ? -1 : names[names.count - 2]) : name
        var typeLast = last
        var depth = 0
        var isClosure = false
        t = colon + 1
        while t <= last {
            let k = tokens[Int(t)].kind
            if k == .leftParen || k == .leftBracket { depth += 1 } else if k == .rightParen || k == .rightBracket { depth -= 1 }
            if k == .arrow && depth == 0 { isClosure = true }
            if k == .equal && depth == 0 { typeLast = t - 1; break }
            t += 1
        }
        guard colon + 1 <= typeLast else { return nil }
        // `(() -> Void)?` is a closure too.
        if !isClosure {
            for t in (colon + 1)...typeLast where tokens[Int(t)].kind == .arrow { isClosure = true }
        }
        if builder { isClosure = false }
        return FunctionParameter(label: label, name: name, typeFirst: colon + 1, typeLast: typeLast, isClosure: isClosure)
    }

    /// The parameter of the walked function named by reference `node`, if any.
    @inline(__always) func parameterNamed(by node: Int32, in parameters: [FunctionParameter]? = nil) -> FunctionParameter? {
        guard let t = nameToken(node), t.kind == .identifier else { return nil }
        for p in parameters ?? functionParameters where tokens[Int(p.name)].symbol == t.symbol { return p }
        return nil
    }

    /// `self.x = p`, `x = p`, `handlers[key] = p` in a function whose parameter `p` is stored.
    mutating func noteStoredParameter(_ sequence: Int32) {
        let lhs = tree[sequence].firstChild
        guard lhs >= 0 else { return }
        let op = tree[lhs].nextSibling
        guard op >= 0, kind(op) == .binaryOperator, let opToken = nameToken(op), opToken.kind == .equal, tree[op].nextSibling >= 0,
              tree[tree[op].nextSibling].nextSibling < 0 else { return }
        let value = unwrapped(tree[op].nextSibling)
        guard kind(value) == .reference, let parameter = parameterNamed(by: value) else { return }
        guard let property = storedPropertyName(lhs) else {
            noteForwardedParameter(parameter, target: lhs, at: value)
            return
        }
        recordStoredParameter(parameter, property: property, at: value)
    }

    /// `manager.delegate = p`, `self.manager.delegate = p`: a plain member path of two or more names.
    mutating func noteForwardedParameter(_ parameter: FunctionParameter, target: Int32, at node: Int32) {
        guard kind(target) == .postfixChain else { return }
        var names: [String] = []
        for c in tree.children(target) {
            guard kind(c) == .reference || kind(c) == .member, let t = nameToken(c) else { return }
            if names.isEmpty && t.is(.self_) { continue }
            guard t.kind == .identifier else { return }
            names.append(tree.nameText(c))
        }
        guard names.count >= 2 else { return }
        let member = context.member ?? ""
        facts.forwardedParameters.append(ForwardedParameterFact(
            base: Array(names.dropLast()), property: names[names.count - 1],
            label: parameter.label >= 0 ? tree.stream.text(tokens[Int(parameter.label)]) : nil,
            function: member.hasSuffix("()") ? String(member.dropLast(2)) : member, isInitializer: functionIsInitializer,
            location: location(node: node), context: context))
    }

    /// The property a left side or receiver names: `x`, `self.x`, `x[k]`, `self.x[k]`.
    func storedPropertyName(_ node: Int32) -> String? {
        if kind(node) == .reference, let t = nameToken(node), t.kind == .identifier { return tree.nameText(node) }
        guard kind(node) == .postfixChain else { return nil }
        var parts: [Int32] = []
        for c in tree.children(node) where kind(c) != .subscriptCall && kind(c) != .postfix { parts.append(c) }
        if parts.count == 1, kind(parts[0]) == .reference, let t = nameToken(parts[0]), t.kind == .identifier { return tree.nameText(parts[0]) }
        if parts.count == 2, kind(parts[0]) == .reference, nameToken(parts[0])?.is(.self_) == true, kind(parts[1]) == .member { return tree.nameText(parts[1]) }
        return nil
    }

    /// A closure parameter passed to `x.append(p)` / `x.insert(p, …)` / `self.x.append(p)`: kept in a list.
    mutating func noteAppendedParameter(_ reference: Int32) {
        guard let parameter = parameterNamed(by: reference), parameter.isClosure else { return }
        let argument = tree[reference].parent
        guard argument >= 0, kind(argument) == .argument else { return }
        let call = tree[argument].parent
        guard call >= 0, kind(call) == .call else { return }
        let chain = tree[call].parent
        guard chain >= 0, kind(chain) == .postfixChain, tree[chain].lastChild == call else { return }
        var member: Int32 = -1
        var prefix: [Int32] = []
        for c in tree.children(chain) where c != call {
            prefix.append(c)
            member = c
        }
        guard member >= 0, kind(member) == .member, let token = nameToken(member), token.symbol == DomainWord.append.rawValue || token.symbol == DomainWord.insert.rawValue else { return }
        prefix.removeLast()
        var property: String?
        if prefix.count == 1, kind(prefix[0]) == .reference { property = storedPropertyName(prefix[0]) }
        if prefix.count == 2, kind(prefix[0]) == .reference, nameToken(prefix[0])?.is(.self_) == true, kind(prefix[1]) == .member { property = tree.nameText(prefix[1]) }
        guard var property else { return }
        // `pending.modify { list in list.append(block) }`: the list a closure is handed belongs to the stored property
        // the closure's call is made on.
        if !isStoredPropertyOfSelf([property], inExtension: true), let owner = propertyReceivingClosure(around: reference) { property = owner }
        recordStoredParameter(parameter, property: property, at: reference)
    }

    /// The stored property of self on which the call taking the closure around `node` is made (`pending` of
    /// `pending.modify { … }` or `self.pending.modify { … }`).
    func propertyReceivingClosure(around node: Int32) -> String? {
        guard let closure = ancestor(of: node, within: 16, where: { kind($0) == .closure }),
              let chain = ancestor(of: closure, within: 3, where: { kind($0) == .postfixChain }) else { return nil }
        let first = tree[chain].firstChild
        guard first >= 0, kind(first) == .reference else { return nil }
        var name = tree.nameText(first)
        if nameToken(first)?.is(.self_) == true {
            let next = tree[first].nextSibling
            guard next >= 0, kind(next) == .member else { return nil }
            name = tree.nameText(next)
        }
        return isStoredPropertyOfSelf([name], inExtension: true) ? name : nil
    }

    mutating func recordStoredParameter(_ parameter: FunctionParameter, property: String, at node: Int32) {
        let member = context.member ?? ""
        let function = member.hasSuffix("()") ? String(member.dropLast(2)) : member
        facts.storedParameters.append(StoredParameterFact(
            property: property, label: parameter.label >= 0 ? tree.stream.text(tokens[Int(parameter.label)]) : nil,
            typeText: tree.stream.text(from: Int(parameter.typeFirst), through: Int(parameter.typeLast)), isClosure: parameter.isClosure,
            function: function, isInitializer: functionIsInitializer, location: location(node: node), context: context))
    }

    /// Whether a call hands over `self` as one of its arguments (`manager.assignDelegates(serverDelegate: self)`).
    func callPassesSelf(_ call: Int32) -> Bool {
        var a = tree[call].firstChild
        while a >= 0 {
            let e = tree[a].firstChild
            if e >= 0, kind(unwrapped(e)) == .reference, nameToken(unwrapped(e))?.is(.self_) == true { return true }
            a = tree[a].nextSibling
        }
        return false
    }

    /// `exit(0)`, `abort()`, `fatalError(…)` as a statement of a closure's own body: the closure ends the process.
    mutating func noteProcessEnd(_ chain: Int32, in closure: Int) {
        let callee = tree[chain].firstChild
        guard callee >= 0, kind(callee) == .reference, tree[callee].name >= 0, tree[callee].nextSibling >= 0, kind(tree[callee].nextSibling) == .call else { return }
        let first = tree.firstByte(tokens[Int(tree[callee].name)])
        guard first == UInt8(ascii: "e") || first == UInt8(ascii: "a") || first == UInt8(ascii: "f") else { return }
        if Vocabulary.processEndingFunctions.contains(tree.nameText(callee)) { facts.closures[closure].endsProcess = true }
    }

    /// Whether a chain element is a call with an implicit construction argument (`transform(input: .init(…))`).
    func callPassesImplicitInit(_ call: Int32) -> Bool {
        var a = tree[call].firstChild
        while a >= 0 {
            let e = tree[a].firstChild
            if e >= 0, kind(e) == .postfixChain, tree[e].firstChild >= 0, kind(tree[e].firstChild) == .implicitMember,
               nameToken(tree[e].firstChild)?.is(.init_) == true { return true }
            a = tree[a].nextSibling
        }
        return false
    }

    /// Whether a chain element is a call with a closure argument (decided on node kinds alone).
    @inline(__always) func callPassesClosure(_ call: Int32) -> Bool {
        var a = tree[call].firstChild
        while a >= 0 {
            let e = tree[a].firstChild
            if e >= 0 && tree[e].kind == .closure { return true }
            a = tree[a].nextSibling
        }
        return false
    }

    /// `Foo(service: x, onDone: { })`, `receiver.method(label: { })` and `receiver.method(label: self)`: calls that hand
    /// over dependencies or callbacks.
    mutating func visitCalls(_ chainLinks: [Link]) {
        noteContainerRegistration(chainLinks)
        if importsRx { noteImplicitConstructionArguments(chainLinks) }
        let first = chainLinks[0]
        guard first.isPrimary, first.nameToken >= 0, kind(first.node) == .reference else { return }
        let b = tree.firstByte(tokens[Int(first.nameToken)])
        if b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z") {
            var call = first.call
            if call == nil, chainLinks.count >= 2, named(chainLinks[1], .init_) { call = chainLinks[1].call }
            if let call {
                guard !named(first, .Task) else { return }
                let typeName = name(first)
                facts.constructionSites.append(ConstructionSiteFact(typeName: typeName, place: constructionPlace, contextType: context.type,
                                                                    location: location(token: first.nameToken), isInClosure: !closureStack.isEmpty))
                if importsRx { noteSequenceArguments(call, of: typeName) }
                if typeName == "Assembler" || typeName == "Container", compactText(call).contains("defaultObjectScope: .container") {
                    facts.buildsSingletonContainer = true
                }
                let args = callArguments(call, callbacksOnly: false)
                guard !args.isEmpty else { return }
                facts.calls.append(CallFact(callee: [typeName], isConstruction: true, arguments: args, location: location(token: first.nameToken), context: context))
                return
            }
            // `Main.RootView()` (and its modifiers after it): a type nested in a namespace, constructed (no call is
            // recorded for it).
            if chainLinks.count >= 2, let call = chainLinks[1].call, chainLinks[1].nameToken >= 0,
               tree.firstByte(tokens[Int(chainLinks[1].nameToken)]).isUppercaseASCII {
                let typeName = name(first) + "." + name(chainLinks[1])
                facts.constructionSites.append(ConstructionSiteFact(typeName: typeName, place: constructionPlace, contextType: context.type,
                                                                    location: location(token: first.nameToken), isInClosure: !closureStack.isEmpty))
                if importsRx { noteSequenceArguments(call, of: typeName) }
            }
            // Not a construction: a method of a static member (`Connection.shared.assignDelegates(…)`), below.
        }
        // `receiver.method { }`: plain names, then one called member.
        guard chainLinks.count >= 2, chainLinks.count <= 4, first.call == nil else { return }
        for link in chainLinks.dropFirst().dropLast() where link.call != nil || link.nameToken < 0 { return }
        let method = chainLinks[chainLinks.count - 1]
        guard let call = method.call, method.nameToken >= 0, callPassesClosure(call) || callPassesSelf(call) else { return }
        // Decided once per spelling in a file: `map { }`, `forEach { }` and friends come again and again.
        let symbol = tokens[Int(method.nameToken)].symbol
        let transient = transientCallSymbols[symbol] ?? FactWalker.transientCallNames.contains(name(method))
        transientCallSymbols[symbol] = transient
        guard !transient else { return }
        let args = callArguments(call, callbacksOnly: true)
        guard !args.isEmpty else { return }
        var callee: [String] = []
        for link in chainLinks { callee.append(name(link)) }
        facts.calls.append(CallFact(callee: callee, isConstruction: false, arguments: args, location: location(token: method.nameToken), context: context))
    }

    /// The arguments of a call worth resolving (see `ArgumentFact.Value`); closures are resolved after the walk.
    /// Read off the argument nodes without building the call's argument list: every capitalized call of a SwiftUI
    /// body comes through here, and strings are made only for the arguments kept.
    mutating func callArguments(_ call: Int32, callbacksOnly: Bool) -> [ArgumentFact] {
        var result: [ArgumentFact] = []
        var arg = tree[call].firstChild
        while arg >= 0 {
            defer { arg = tree[arg].nextSibling }
            let trailing = tree[arg].flags & ArgumentFlags.isTrailingClosure != 0
            guard tree[arg].firstChild >= 0 else { continue }
            let value = unwrapped(tree[arg].firstChild)
            let hasLabel = tree[arg].name >= 0 && !trailing
            switch kind(value) {
            case .closure:
                // A trailing closure of a construction builds content (`VStack { }`, `Button("x") { }`); a labeled
                // one (`ConfirmButton(onConfirm: { })`) or one passed to a method is a callback. An empty one
                // (`onLaunched: {}`) tells nobody anything.
                if (!callbacksOnly && trailing) || isEmptyClosure(value) { continue }
                result.append(ArgumentFact(label: hasLabel ? tree.nameText(arg) : nil, value: .closure, names: [], closure: nil, location: location(node: value)))
                pendingCallClosures.append((facts.calls.count, result.count - 1, value))
            case .reference:
                // A method call keeps only what registers a callback: a closure, or `self` handed over as a delegate.
                guard let t = nameToken(value), !callbacksOnly || t.is(.self_) else { continue }
                if t.is(.self_) {
                    result.append(ArgumentFact(label: hasLabel ? tree.nameText(arg) : nil, value: .selfReference, names: [], closure: nil, location: location(node: value)))
                } else if hasLabel && t.kind == .identifier {
                    // Unlabeled plain names are mostly values (`Text(title)`); labeled ones are what initializers store.
                    result.append(ArgumentFact(label: tree.nameText(arg), value: .path, names: [tree.nameText(value)], closure: nil, location: location(node: value)))
                }
            case .postfixChain where !callbacksOnly && hasLabel:
                guard let fact = chainArgument(value, label: arg) else { continue }
                result.append(fact)
            default:
                continue
            }
        }
        return result
    }

    /// A closure with no statements: `{}`, `{ _ in }`, `{ [weak self] _ in }`.
    func isEmptyClosure(_ closure: Int32) -> Bool {
        tree.children(closure).allSatisfy { kind($0) == .captureList || kind($0) == .closureSignature }
    }

    /// A labeled chain argument: `Foo(…)` / `Foo.init(…)` (a construction), `makeX()` / `a.makeX()` (a call), or a
    /// name path `a.b` — decided on node kinds before any name is spelled out.
    func chainArgument(_ chain: Int32, label arg: Int32) -> ArgumentFact? {
        let first = tree[chain].firstChild
        guard first >= 0, kind(first) == .reference, let head = nameToken(first), head.kind == .identifier || head.is(.self_) else { return nil }
        var names = 0
        var calls = 0
        var c = first
        while c >= 0 {
            switch kind(c) {
            case .reference, .member: names += 1
            case .call: calls += 1
            case .postfix: break
            default: return nil
            }
            // Only a path, or a path ending in one call.
            if calls > 0 && tree[c].nextSibling >= 0 { return nil }
            c = tree[c].nextSibling
        }
        let isType = tree.firstByte(head).isUppercaseASCII
        let value: ArgumentFact.Value
        if calls == 0 { value = .path } else if isType && (names == 1 || (names == 2 && tree[tree[first].nextSibling].name >= 0 && tokens[Int(tree[tree[first].nextSibling].name)].is(.init_))) { value = .construction } else if isType { return nil } else { value = .call }
        var spelled: [String] = []
        if value == .construction { spelled = [tree.nameText(first)] } else {
            var e = first
            while e >= 0 {
                if kind(e) == .reference || kind(e) == .member { spelled.append(tree.nameText(e)) }
                e = tree[e].nextSibling
            }
        }
        return ArgumentFact(label: tree.nameText(arg), value: value, names: spelled, closure: nil, location: location(node: chain))
    }

    /// After walking a method with a result type: its only statement, or a top-level `return`, constructing a type.
    mutating func noteFactoryResult(_ function: Int32, name: String) {
        guard let body = tree.child(function, .codeBlock), let built = constructedType(body) else { return }
        facts.factoryResults.append(FactoryResultFact(method: name, typeName: built.name, location: location(token: built.token), context: context))
    }

    /// `typealias Name = A & B` (top level or in a type): a protocol composition fact when every part is a plain name.
    mutating func noteProtocolComposition(_ node: Int32) {
        let keyword = Int(tree[node].name)
        let last = Int(tree[node].lastToken)
        guard keyword + 3 <= last, tokens[keyword + 1].kind == .identifier else { return }
        var equal = keyword + 2
        while equal <= last && tokens[equal].kind != .equal { equal += 1 }
        guard equal < last else { return }
        let target = tree.stream.text(from: equal + 1, through: last)
        guard target.contains("&") else { return }
        let parts = target.split(separator: "&").map { trimmed($0) }
        guard parts.count >= 2, parts.allSatisfy({ part in
            part.first?.isUppercase == true && part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        }) else { return }
        facts.protocolCompositions.append(ProtocolCompositionFact(name: tree.stream.text(tokens[keyword + 1]), components: parts))
    }

    /// After walking a stored property initialized by an immediately called closure (`{ … return Impl(…) }()`): what
    /// the closure constructs, recorded under the property's name like a factory method's result.
    mutating func noteFactoryResult(ofClosureIn value: Int32, property: String) {
        guard let expr = immediatelyCalledClosure(value), let built = constructedType(expr) else { return }
        facts.factoryResults.append(FactoryResultFact(method: property, typeName: built.name, location: location(token: built.token), context: context))
    }

    /// `x.register(Service.self) { … Implementation(…) }`, `register(interface: Service.self, implement: { … })`,
    /// also followed by scope calls (`.inObjectScope(.container)`): the service's type and what the closure builds.
    /// FactoryKit's `Factory(self) { Implementation(…) }.scope(.singleton)` registers too, its service being what it builds.
    mutating func noteContainerRegistration(_ chainLinks: [Link]) {
        noteFactoryKitRegistration(chainLinks)
        for link in chainLinks where link.nameToken >= 0 && tokens[Int(link.nameToken)].symbol == DomainWord.register.rawValue {
            guard let call = link.call, let closure = lastClosureArgument(call) else { continue }
            var service: String?
            var arg = tree[call].firstChild
            while arg >= 0, service == nil {
                if tree[arg].firstChild >= 0, let path = namePath(tree[arg].firstChild), path.count >= 2, path.last == "self" {
                    service = path.dropLast().joined(separator: ".")
                }
                arg = tree[arg].nextSibling
            }
            registrationClosures.insert(unwrapped(closure))
            guard let implementation = constructedType(closure)?.name else { continue }
            // Resolver's `register { SyncService() }` (also `register(name:) { … }`) registers what it builds.
            if service == nil, arguments(call).allSatisfy({ argument in
                if argument.trailing || argument.label == "name" { return true }
                guard argument.label == nil, let expr = argument.expr else { return false }
                return kind(expr) == .closure
            }) {
                service = implementation
            }
            guard let service else { continue }
            facts.containerRegistrations.append(ContainerRegistrationFact(service: service, implementation: implementation,
                                                                          location: location(token: link.nameToken), context: context,
                                                                          isContainerScoped: isScopedToTheContainer(chainLinks)))
        }
    }

    /// The chain asks the container for one instance for its whole life: Swinject's `.inObjectScope(.container)`,
    /// Resolver's `.scope(.application)`, FactoryKit's `.scope(.singleton)` and `.scope(.cached)`, or `.singleton` /
    /// `.cached` (kept until the app
    /// resets the cache, which apps do in tests and previews, not while running).
    func isScopedToTheContainer(_ chainLinks: [Link]) -> Bool {
        chainLinks.contains { l in
            guard l.nameToken >= 0 else { return false }
            // Factory 2's scope modifiers: `.singleton`, `.cached` (`.shared` keeps its object weakly).
            guard let call = l.call else { return !l.isPrimary && (name(l) == "singleton" || name(l) == "cached") }
            switch name(l) {
            case "inObjectScope": return compactText(call).containsUTF8(".container")
            case "scope":
                let scope = compactText(call)
                return scope.containsUTF8(".application") || scope.containsUTF8(".singleton") || scope.containsUTF8(".cached")
            default: return false
            }
        }
    }

    /// `Factory(self) { Implementation(…) }`, kept once for the process with `.scope(.singleton)`; also Factory 2's
    /// `var store: Factory<Store> { self { Store() }.cached }` in a container's extension (`.init()` makes the
    /// property's product).
    mutating func noteFactoryKitRegistration(_ chainLinks: [Link]) {
        // Most chains start elsewhere: the first byte rules them out before the name is spelled.
        guard let first = chainLinks.first, first.isPrimary, first.nameToken >= 0, let call = first.call else { return }
        let firstToken = tokens[Int(first.nameToken)]
        var product: String?
        if firstToken.is(.self_) {
            guard let property = enclosingFactoryProperty else { return }
            product = property
        } else {
            guard kind(first.node) == .reference, tree.firstByte(firstToken) == UInt8(ascii: "F"), name(first) == "Factory" else { return }
        }
        guard let closure = lastClosureArgument(call) else { return }
        registrationClosures.insert(unwrapped(closure))
        guard let implementation = constructedType(closure)?.name ?? (returnsImplicitInit(closure) ? product : nil) else { return }
        facts.containerRegistrations.append(ContainerRegistrationFact(service: implementation, implementation: implementation,
                                                                      location: location(token: first.nameToken), context: context,
                                                                      isContainerScoped: isScopedToTheContainer(chainLinks)))
    }

    /// The closure of an immediately called closure (`{ … }()`), nil for any other value.
    func immediatelyCalledClosure(_ value: Int32) -> Int32? {
        var expr = value
        while expr >= 0, kind(expr) != .closure, kind(expr) == .postfixChain { expr = tree[expr].firstChild }
        return expr >= 0 && kind(expr) == .closure ? expr : nil
    }

    /// `{ .init(pairing: pairing) }()`: an immediately called closure whose body returns `.init(…)` of the annotated type.
    func immediatelyCalledClosureReturnsImplicitInit(_ value: Int32) -> Bool {
        guard let closure = immediatelyCalledClosure(value) else { return false }
        return returnsImplicitInit(closure)
    }

    /// The product of the computed `Factory<Product>` property whose getter the walk is in (Factory 2's registration).
    var enclosingFactoryProperty: String? {
        guard let owner = context.type, let member = context.member,
              let property = facts.properties.last(where: { $0.owner == owner && $0.name == member && $0.isComputed }),
              let text = property.typeText, text.hasPrefix("Factory<"), text.hasSuffix(">") else { return nil }
        return TypeText.baseName(TypeText.unwrapped(String(text.dropFirst("Factory<".count).dropLast())))
    }

    /// The closure's body returns `.init(…)`.
    func returnsImplicitInit(_ body: Int32) -> Bool {
        guard let candidate = returnedExpression(body) else { return false }
        let expr = unwrapped(candidate)
        guard kind(expr) == .postfixChain, let first = links(expr).first else { return false }
        return kind(first.node) == .implicitMember && named(first, .init_) && first.call != nil
    }

    /// What a function body returns: its only statement (`return` or not), or its first top-level `return`'s value.
    func returnedExpression(_ body: Int32) -> Int32? {
        if let only = singleStatement(in: body) { return kind(only) == .returnStatement ? (tree[only].firstChild >= 0 ? tree[only].firstChild : nil) : only }
        for statement in tree.children(body) where kind(statement) == .returnStatement && tree[statement].firstChild >= 0 {
            return tree[statement].firstChild
        }
        return nil
    }

    /// The type a closure or function body constructs as its only statement or its first top-level `return`, with
    /// the type's name token.
    func constructedType(_ body: Int32) -> (name: String, token: Int32)? {
        guard let candidate = returnedExpression(body) else { return nil }
        return constructedType(ofExpression: candidate)
    }

    /// The type an expression constructs (`Foo(…)`, `Foo.init(…)`, also wrapped: `try Foo(…)`), with its name token.
    func constructedType(ofExpression candidate: Int32) -> (name: String, token: Int32)? {
        let expr = unwrapped(candidate)
        guard kind(expr) == .postfixChain else { return nil }
        let chainLinks = links(expr)
        guard let first = chainLinks.first, first.isPrimary, first.nameToken >= 0, kind(first.node) == .reference else { return nil }
        let b = tree.firstByte(tokens[Int(first.nameToken)])
        guard b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"),
              first.call != nil || (chainLinks.count >= 2 && named(chainLinks[1], .init_) && chainLinks[1].call != nil) else { return nil }
        return (name(first), first.nameToken)
    }

    /// The statements of a computed property's getter: the accessor block itself for a bare getter, else its `get`.
    func getterBody(_ accessors: Int32) -> Int32? {
        guard tree.child(accessors, .accessor) != nil else { return accessors }
        for accessor in tree.children(accessors) where kind(accessor) == .accessor && tree[accessor].name >= 0 && tokens[Int(tree[accessor].name)].is(.get) {
            return tree.child(accessor, .codeBlock)
        }
        return nil
    }

    /// A body that returns a new object: a construction (`constructedType`), or a local the body made at its top level
    /// (`let options = Options(); options.x = 1; return options`).
    func returnsNewObject(_ body: Int32) -> Bool {
        if constructedType(body) != nil { return true }
        guard let written = returnedExpression(body) else { return false }
        let returned = unwrapped(written)
        guard kind(returned) == .reference, let symbol = nameToken(returned)?.symbol else { return false }
        for statement in tree.children(body) where kind(statement) == .varDecl {
            for binding in tree.children(statement) where kind(binding) == .binding && tree[binding].name >= 0 && tokens[Int(tree[binding].name)].symbol == symbol {
                return tree.children(binding).contains { kind($0) != .typeRef && constructedType(ofExpression: $0) != nil }
            }
        }
        return false
    }

    /// After the walk: the closures of call arguments.
    mutating func resolveCallClosures() {
        for (call, argument, node) in pendingCallClosures { facts.calls[call].arguments[argument].closure = closureIndex[node] }
    }
}
