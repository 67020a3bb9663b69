import CrosstalkSyntax

/// Combine and RxSwift subscriptions: the terminal (`sink`, `assign`, `subscribe`, …), the operators before it, the
/// schedulers and closures they take, and where the resulting cancellable is stored.
extension FactWalker {
    /// `x.sink { }` / `x.assign(to:on:)` / `x.assign(to: &$y)` chains.
    mutating func visitSubscription(_ chain: Int32, _ chainLinks: [Link]) {
        var terminalIndex: Int?
        var terminal: SubscriptionFact.Terminal = .sink
        for (i, link) in chainLinks.enumerated() where !link.isPrimary {
            guard let call = link.call else { continue }
            if named(link, .sink) && isSinkCall(call) {
                terminalIndex = i
                terminal = .sink
            } else if named(link, .assign) {
                let labels = arguments(call).map(\.label)
                if labels == ["to", "on"] { terminalIndex = i; terminal = .assignToOn }
                else if labels == ["to"], let expr = arguments(call).first?.expr, kind(expr) == .prefixExpression { terminalIndex = i; terminal = .assignToPublished }
            } else if importsRx, let rx = rxTerminal(link) {
                terminalIndex = i
                terminal = rx
            }
        }
        guard let end = terminalIndex else {
            noteKeptCallResult(chainLinks)
            return
        }
        // Root: the leading names up to the first named link that is called.
        var rootPath: [String] = []
        var rootIsCall = false
        var firstOperator = 0
        var rootContainer: String?
        for (i, link) in chainLinks.enumerated() {
            if link.call != nil && !link.isPrimary {
                // Factory's `Container.shared.service()` hands out the object whose publisher follows: still the root.
                if i == 2, rootContainer == nil, let member = containerLookupMember(chainLinks) {
                    rootContainer = member
                    rootPath = []
                    firstOperator = i + 1
                    continue
                }
                firstOperator = i
                break
            }
            if link.nameToken >= 0 { rootPath.append(kind(link.node) == .implicitMember ? "." + name(link) : name(link)) }
            if link.call != nil {
                rootIsCall = true
                firstOperator = i + 1
                break
            }
            firstOperator = i + 1
        }
        var operators: [String] = []
        var receiveSchedulers: [String] = []
        var schedulers: [OperatorScheduler] = []
        var completionHandler = false
        var closureNodes: [(node: Int32, operatorName: String)] = []
        var references: [FunctionReferenceFact] = []
        var storeTarget: String?
        var storeLocation: SourceLocation?
        var assignTarget: String?
        var assignPublished: String?
        var joined: [[String]] = []
        var joinedRootCallees: [String] = []
        var handedToMethod = false
        var cancelledAtOnce = false
        var storeOfAnotherObject = false
        var rootEmitsOnce = false
        for i in firstOperator ..< chainLinks.count {
            let link = chainLinks[i]
            guard let call = link.call else { continue }
            if i > end {
                if importsRx, named(link, .disposed), let expr = arguments(call).first(where: { $0.label == "by" })?.expr {
                    let target = unwrapped(expr)
                    storeTarget = namePath(target)?.last ?? compactText(target)
                    storeLocation = location(node: target)
                    storeOfAnotherObject = isStoreOfAnotherObject(target)
                }
                if named(link, .store), let arg = arguments(call).first(where: { $0.label == "in" }), let expr = arg.expr {
                    let target = unwrapped(expr)
                    storeTarget = namePath(target)?.last ?? compactText(target)
                    storeLocation = location(node: target)
                    storeOfAnotherObject = isStoreOfAnotherObject(target)
                } else if named(link, .cancel) {
                    cancelledAtOnce = i == end + 1
                } else if !named(link, .disposed) {
                    // `.sink { }.storeForever()`: the app's own method on the cancellable keeps it.
                    handedToMethod = true
                }
                continue
            }
            let operatorName = name(link)
            operators.append(operatorName)
            let args = arguments(call)
            // `Observable<Int>.timer(.seconds(2), scheduler: MainScheduler.instance)`: without `period:`, one value,
            // then the sequence completes.
            if importsRx, i == firstOperator, !rootIsCall, rootPath == ["Observable"], operatorName == "timer" {
                rootEmitsOnce = !args.contains { $0.label == "period" }
            }
            // `Publishers.CombineLatest(a.$x, b.$y)` (the first call after `Publishers`) joins its arguments too.
            if i < end && (FactWalker.joiningOperators.contains(operatorName) || (i == firstOperator && rootPath == ["Publishers"])) {
                for arg in args { if let expr = arg.expr, let path = leadingNames(expr) { joined.append(path) } }
                // `Observable.zip(a, b)`: the join is the root, a static of a sequence type rather than an operator.
                if i == firstOperator, !rootIsCall, rootPath.count == 1, rootPath[0].first?.isUppercase == true {
                    for arg in args { joinedRootCallees.append(arg.expr.map { firstCalledName($0) ?? "" } ?? "") }
                }
            }
            if named(link, .receive), let on = args.first(where: { $0.label == "on" })?.expr { receiveSchedulers.append(compactText(on)) }
            // `assign(to:on:)`'s `on:` is the target object, not a scheduler.
            for arg in args where (arg.label == "on" && !named(link, .assign)) || arg.label == "scheduler" {
                if let expr = arg.expr { schedulers.append(OperatorScheduler(operatorName: operatorName, scheduler: compactText(expr))) }
            }
            // `.sink { completion in … } receiveValue: { … }`: with a labeled trailing `receiveValue:`, the first
            // trailing closure is `receiveCompletion`.
            if i == end && terminal == .sink {
                completionHandler = args.contains { $0.label == "receiveCompletion" || ($0.label == "receiveValue" && $0.trailing) }
            }
            if i == end && terminal == .assignToOn {
                if let on = args.first(where: { $0.label == "on" })?.expr { assignTarget = compactText(on) }
                continue
            }
            if i == end && terminal == .assignToPublished {
                if let to = args.first?.expr { assignPublished = compactText(unwrapped(to)) }
                continue
            }
            for arg in args {
                guard let expr = arg.expr else { continue }
                let value = unwrapped(expr)
                if kind(value) == .closure { closureNodes.append((value, operatorName)); continue }
                if var ref = functionReference(value) {
                    // `let dataSource = self.dataSource(); …bind(to: items(dataSource: dataSource))`: the local, not the method.
                    if ref.base == nil, isLocalOfFunction(ref.name, before: ref.location.offset) { continue }
                    ref.operatorName = operatorName
                    references.append(ref)
                }
            }
        }
        let disposition: Disposition = storeTarget != nil ? .stored : handedToMethod ? .passed : disposition(of: chain)
        let keeper = storeTarget ?? (handedToMethod ? nil : keeperName(of: chain, disposition: disposition))
        facts.subscriptions.append(SubscriptionFact(
            terminal: terminal, location: location(token: chainLinks[end].nameToken), rootPath: rootPath, rootIsCall: rootIsCall,
            operators: operators, receiveSchedulers: receiveSchedulers, disposition: disposition, storeTarget: storeTarget,
            storeTargetLocation: storeLocation, closures: [], functionReferences: references, assignTarget: assignTarget,
            assignPublishedTarget: assignPublished, context: context, operatorSchedulers: schedulers,
            hasCompletionHandler: completionHandler, joinedPaths: joined, joinedRootCallees: joinedRootCallees, rootContainerMember: rootContainer, isAwaited: isAwaited(chain),
            keeper: keeper, isCancelledAtOnce: cancelledAtOnce, isStoredInAnotherObject: storeOfAnotherObject, rootEmitsOnce: rootEmitsOnce,
            servesCreatedSequence: closureStack.last.map { sequenceFactoryClosureNodes.contains($0.node) } ?? false))
        pendingClosureNodes[facts.subscriptions.count - 1] = closureNodes
    }

    /// `panel.follow(visible).disposed(by: bag)` or `bind().store(in: &observers)`: a method's result kept the way a
    /// subscription is, the receiver being plain names.
    mutating func noteKeptCallResult(_ chainLinks: [Link]) {
        guard chainLinks.count >= 2, let keep = chainLinks.last, let keepCall = keep.call else { return }
        let label: String
        if importsRx && named(keep, .disposed) { label = "by" } else if named(keep, .store) { label = "in" } else { return }
        let method = chainLinks[chainLinks.count - 2]
        guard method.call != nil, method.nameToken >= 0, let expr = arguments(keepCall).first(where: { $0.label == label })?.expr,
              let keeper = namePath(unwrapped(expr)) else { return }
        var receiver: [String] = []
        for link in chainLinks.dropLast(2) {
            guard link.call == nil, link.nameToken >= 0 else { return }
            receiver.append(name(link))
        }
        facts.keptCallResults.append(KeptCallResultFact(method: name(method), receiver: receiver, keeper: keeper,
                                                        location: location(token: method.nameToken), context: context))
    }

    /// `await x.sink { }`, `try await x.sink { }`: the chain is the operand of an `await`.
    func isAwaited(_ chain: Int32) -> Bool {
        var node = tree[chain].parent
        while node >= 0, kind(node) == .prefixExpression, let t = nameToken(node) {
            if t.is(.await) { return true }
            node = tree[node].parent
        }
        return false
    }

    /// Operators whose arguments are publishers the chain also subscribes to.
    static let joiningOperators: Set<String> = ["combineLatest", "merge", "zip", "withLatestFrom"]

    /// The names of an expression before its first call: `b.$y` of `b.$y.map { }`, `["$y"]` of `$y`; nil when it
    /// starts with a call or is no name (a closure, a literal).
    /// The name of the first call in `expr` (`fetchTitle` in `api.fetchTitle(id: 1).asObservable()`, `just` in
    /// `.just(x)`); nil when it calls nothing.
    func firstCalledName(_ expr: Int32) -> String? {
        let node = unwrapped(expr)
        guard kind(node) == .postfixChain else { return nil }
        for link in links(node) where link.call != nil && link.nameToken >= 0 { return name(link) }
        return nil
    }

    func leadingNames(_ expr: Int32) -> [String]? {
        let node = unwrapped(expr)
        switch kind(node) {
        case .reference:
            return nameToken(node) != nil ? [tree.nameText(node)] : nil
        case .postfixChain:
            var names: [String] = []
            for link in links(node) {
                guard link.nameToken >= 0, kind(link.node) != .implicitMember else { return nil }
                names.append(name(link))
                if link.call != nil { return names.count > 1 ? Array(names.dropLast()) : nil }
            }
            return names.isEmpty ? nil : names
        default:
            return nil
        }
    }

    /// RxSwift's `subscribe`/`bind`/`drive`/`emit` (only asked in files importing RxSwift or RxCocoa); `subscribe(on:)`
    /// is Combine's scheduler operator, not a subscription.
    func rxTerminal(_ link: Link) -> SubscriptionFact.Terminal? {
        if named(link, .subscribe) {
            // RxSwift's `subscribe` takes an observer, an event closure or these labels: `subscribe(on:)` is an
            // operator, `subscribe(toTopic:)` (Firebase) another API.
            if let call = link.call, arguments(call).contains(where: { $0.label.map { !FactWalker.rxSubscribeLabels.contains($0) } ?? false }) { return nil }
            return .subscribe
        }
        // Every RxSwift `bind` takes an observer, a relay or a closure, by these labels: one called with nothing
        // (`Shared.loader.bind()`) is the app's own method, and one with an unlabeled argument is Cocoa bindings'
        // `bind(_:to:withKeyPath:options:)`, which keeps nothing to dispose. (`drive()` and `emit()` have defaults
        // for every argument.)
        if named(link, .bind) {
            guard let call = link.call else { return nil }
            let args = arguments(call)
            // (`bind(to: first, second)` hands several observers: only the first is labeled.)
            guard let first = args.first, first.trailing || first.label.map(FactWalker.rxBindLabels.contains) == true,
                  args.allSatisfy({ $0.label.map(FactWalker.rxBindLabels.contains) ?? true }) else { return nil }
            return .bind
        }
        if named(link, .drive) { return .drive }
        if named(link, .emit) { return .emit }
        return nil
    }

    static let rxSubscribeLabels: Set<String> = ["onNext", "onError", "onCompleted", "onDisposed", "onSuccess", "onFailure", "with"]
    static let rxBindLabels: Set<String> = ["to", "onNext", "with", "curriedArgument"]

    /// Combine's `sink` takes closures: a trailing closure, a closure argument, or `receiveValue:`/`receiveCompletion:`.
    func isSinkCall(_ call: Int32) -> Bool {
        // Combine's `sink` takes only these labels: `sink(test: self, receiveCompletion: …)` is an app's own overload.
        for arg in arguments(call) where arg.label != nil && arg.label != "receiveValue" && arg.label != "receiveCompletion" {
            return false
        }
        // Nor two closures in parentheses without labels (`sink({ value in … }, { error in … })`, a promise library's).
        if arguments(call).filter({ $0.label == nil && !$0.trailing }).count >= 2 { return false }
        for arg in arguments(call) {
            if arg.label == "receiveValue" || arg.label == "receiveCompletion" { return true }
            if arg.trailing { return true }
            if arg.label == nil, let expr = arg.expr, kind(expr) == .closure { return true }
        }
        return false
    }

    /// A local variable `name` declared in the current function before `offset`.
    func isLocalOfFunction(_ name: String, before offset: Int) -> Bool {
        facts.properties.contains { $0.isLocal && $0.name == name && $0.location.offset > functionStart && $0.location.offset < offset }
    }

    /// `handle`, `self.handle`, `super.handle` passed as a value (no call), also spelled with argument labels
    /// (`handle(_:)`, `self.handle(value:)`).
    func functionReference(_ node: Int32) -> FunctionReferenceFact? {
        switch kind(node) {
        case .reference:
            guard let t = nameToken(node), t.kind == .identifier else { return nil }
            return FunctionReferenceFact(base: nil, name: tree.nameText(node), location: location(node: node))
        case .postfixChain:
            var elements = children(node)
            // A compound name parses as a call whose arguments are labels without values: `handle(_:)`.
            if elements.count >= 2, let last = elements.last, kind(last) == .call, isCompoundNameSuffix(last) { elements.removeLast() }
            if elements.count == 1 { return functionReference(elements[0]) }
            guard elements.count == 2, kind(elements[0]) == .reference, kind(elements[1]) == .member,
                  let base = nameToken(elements[0]), base.is(.self_) || base.is(.super_) else { return nil }
            return FunctionReferenceFact(base: tree.nameText(elements[0]), name: tree.nameText(elements[1]), location: location(node: node))
        default:
            return nil
        }
    }

    /// `(_:)`, `(value:completion:)`: every argument is a label with no value (and there is no trailing closure).
    func isCompoundNameSuffix(_ call: Int32) -> Bool {
        let args = arguments(call)
        return !args.isEmpty && args.allSatisfy { $0.label != nil && $0.expr == nil && !$0.trailing }
    }
}

extension FactWalker {
    /// A method whose returned value ends by itself. RxSwift code that wraps every one-shot call in `Observable`
    /// rather than `Single` (`func stop() -> Observable<Bool>`): `.create { observer in …; observer.onCompleted() }`
    /// or `observer.on(.completed)` (the closure, or one nested in it, completes the observer) or `.deferred { …; return .just(x) }` (every
    /// `return` in the closure gives a finite root). A Combine publisher (`func fetch() -> AnyPublisher<…>`) rooted at
    /// `Just`, `Future`, `Fail`, `Empty` or a request's `dataTaskPublisher`, or `Deferred { Future { … } }`. Operators
    /// after it (`.observe(on:)`, `.eraseToAnyPublisher()`) keep it finite; a body of more than the returned value is
    /// not read.
    /// The chain a method declared to return an RxSwift `Observable` or a Combine publisher returns (its only
    /// statement or top-level `return`), and whether it is an `Observable`.
    func returnedSequence(_ function: Int32, resultType: String) -> (chain: [Link], isObservable: Bool)? {
        // Every method with a result comes here: its type is told on prefixes before anything is made.
        let isObservable = importsRx && (resultType.hasPrefix("Observable<") || resultType.hasPrefix("RxSwift.Observable<"))
        guard isObservable || resultType.hasPrefix("AnyPublisher<") || resultType.hasPrefix("some Publisher")
                || Self.finitePublisherTypePrefixes.contains(where: resultType.hasPrefix) || Self.mayBePublisherAlias(resultType),
              let body = tree.child(function, .codeBlock), let returned = returnedExpression(body) else { return nil }
        let expr = unwrapped(returned)
        guard kind(expr) == .postfixChain else { return nil }
        return (links(expr), isObservable)
    }

    /// A generic type of the app's own naming (`Signal<Bool>` with `typealias Signal<T> = AnyPublisher<T, Never>`,
    /// which another file may declare): maybe a publisher under another name, so what the method returns is read
    /// too. The standard library's generic values are none.
    static func mayBePublisherAlias(_ resultType: String) -> Bool {
        guard let first = resultType.utf8.first, first.isUppercaseASCII, let open = resultType.utf8.firstIndex(of: UInt8(ascii: "<")) else { return false }
        return !standardGenericValues.contains(String(resultType[..<open]))
    }

    static let standardGenericValues: Set<String> = ["Array", "Dictionary", "Set", "Optional", "Result", "ContiguousArray", "Range", "ClosedRange",
                                                     "UnsafePointer", "UnsafeMutablePointer", "Binding", "State", "Task", "AsyncStream",
                                                     "AsyncThrowingStream", "KeyPath", "WritableKeyPath", "ReferenceWritableKeyPath"]

    func returnsSequenceThatEnds(_ chainLinks: [Link], isObservable: Bool) -> Bool {
        isObservable ? isOneShotObservable(chainLinks) : isFinitePublisher(chainLinks)
    }

    /// `http.post(url).map { _ in }.asObservable()`: the first called name after a receiver path (`post`), when every
    /// operator after it keeps an ending sequence ending (none joins other sequences or retries without bound:
    /// `retry(2)` tries a bounded number of times and ends).
    func methodWhoseResultIsReturned(_ chainLinks: [Link]) -> String? {
        guard let root = chainLinks.firstIndex(where: { $0.call != nil }), chainLinks[root].nameToken >= 0,
              !tree.firstByte(tokens[Int(chainLinks[root].nameToken)]).isUppercaseASCII else { return nil }
        for link in chainLinks[(root + 1)...] where link.nameToken >= 0 {
            let operatorName = name(link)
            if operatorName == "retry", let call = link.call, arguments(call).count == 1, let count = arguments(call).first?.expr,
               kind(unwrapped(count)) == .literal, tokens[Int(tree[unwrapped(count)].firstToken)].kind == .integerLiteral { continue }
            if Vocabulary.rxJoiningOperators.contains(operatorName) || FactWalker.joiningOperators.contains(operatorName) || operatorName.hasPrefix("retry") { return nil }
        }
        return name(chainLinks[root])
    }

    /// `&cell.bag`, `cell.disposeBag`: a store reached through a local or a parameter of the function (not self, not
    /// a property of self, not self's `rx` namespace): another object's store, which self does not keep.
    func isStoreOfAnotherObject(_ target: Int32) -> Bool {
        guard let path = namePath(target), path.count >= 2, path[0] != "self", !isStoredPropertyOfSelf([path[0]], inExtension: true) else { return false }
        return facts.nearestLocal(path[0], before: tree.offset(target)) != nil
    }

    /// `Observable.create { observer in … }`, `Single<Int>.create { … }`: remembers the subscribe handler's closure.
    mutating func noteSequenceFactory(_ chainLinks: [Link]) {
        guard chainLinks.count >= 2, chainLinks[0].call == nil, chainLinks[0].nameToken >= 0,
              name(chainLinks[1]) == "create", Vocabulary.isRxSequenceType(TypeText.baseName(compactText(chainLinks[0].node))),
              let closure = trailingClosure(of: chainLinks[1]) else { return }
        sequenceFactoryClosureNodes.insert(closure)
    }

    /// `.create {…}` completing its observer, or `.deferred {…}` returning finite roots (also `Observable.create`,
    /// `Observable<Bool>.create`).
    func isOneShotObservable(_ chainLinks: [Link]) -> Bool {
        var head = 0
        if let first = chainLinks.first, kind(first.node) == .reference, Self.observableNames.contains(name(first)), first.call == nil { head = 1 }
        guard head < chainLinks.count, let closure = trailingClosure(of: chainLinks[head]) else { return false }
        let first = Int(tree[closure].firstToken), last = Int(tree[closure].lastToken)
        switch name(chainLinks[head]) {
        case "create":
            // `observer.onCompleted()`, or the event spelled out: `observer.on(.completed)` (RxSwift 2: `.Completed`).
            return (first ... last).contains { i in
                guard tokens[i].kind == .identifier, i > 0, tokens[i - 1].kind == .period else { return false }
                let text = tree.stream.text(tokens[i])
                return text == "onCompleted"
                    || ((text == "completed" || text == "Completed") && i >= 3 && tokens[i - 2].kind == .leftParen && tree.stream.text(tokens[i - 3]) == "on")
            }
        case "deferred":
            return closureReturnsOnly(closure, roots: Vocabulary.rxFiniteRoots)
        default:
            return false
        }
    }

    /// The chain's root is a finite publisher: its first called name (`Future { … }`, `Just(x)`,
    /// `session.dataTaskPublisher(for:)`), or `Deferred { … }` whose closure gives only such roots.
    func isFinitePublisher(_ chainLinks: [Link]) -> Bool {
        guard let root = chainLinks.first(where: { $0.call != nil }) else { return false }
        let rootName = name(root)
        if Vocabulary.finitePublisherRoots.contains(rootName) { return true }
        guard rootName == "Deferred", let closure = trailingClosure(of: root) else { return false }
        return closureReturnsOnly(closure, roots: Vocabulary.finitePublisherRoots)
    }

    /// The last argument of the link's call, when it is a closure (`Deferred { … }`, `.create { … }`).
    func trailingClosure(of link: Link) -> Int32? {
        guard let call = link.call, let closure = arguments(call).last?.expr, kind(closure) == .closure else { return nil }
        return closure
    }

    /// Every `return` in the closure (or, with none, its one expression) starts with one of `roots`: `.just(x)`,
    /// `Observable.just(x)`, `Future { … }`, `Just(x)`.
    func closureReturnsOnly(_ closure: Int32, roots: Set<String>) -> Bool {
        let first = Int(tree[closure].firstToken), last = Int(tree[closure].lastToken)
        var returns = 0
        for i in first ... last where tokens[i].is(.return_) {
            returns += 1
            guard startsWithRoot(afterToken: i, through: last, roots: roots) else { return false }
        }
        return returns > 0 || startsWithRoot(afterToken: first, through: last, roots: roots)
    }

    /// The labeled arguments of a construction in Rx code, each with whether it is a sequence that ends by itself
    /// (see `SequenceArgumentFact.endsByItself`).
    mutating func noteSequenceArguments(_ call: Int32, of typeName: String) {
        for argument in arguments(call) {
            guard let label = argument.label, let expr = argument.expr else { continue }
            facts.sequenceArguments.append(SequenceArgumentFact(typeName: typeName, label: label, contextType: context.type, endsByItself: endsByItself(unwrapped(expr))))
        }
    }

    /// `viewModel.transform(input: .init(tap: button.rx.tap))`: the implicit construction's arguments, under the method
    /// it is handed to (see `SequenceArgumentFact.typeName`).
    mutating func noteImplicitConstructionArguments(_ chainLinks: [Link]) {
        for link in chainLinks where link.nameToken >= 0 {
            guard let call = link.call else { continue }
            for argument in arguments(call) {
                guard let expr = argument.expr, kind(expr) == .postfixChain else { continue }
                let head = tree[expr].firstChild
                guard head >= 0, kind(head) == .implicitMember, nameToken(head)?.is(.init_) == true else { continue }
                let next = tree[head].nextSibling
                if next >= 0, kind(next) == .call, tree[next].nextSibling < 0 { noteSequenceArguments(next, of: name(link) + "(.init)") }
            }
        }
    }

    /// `button.rx.tap.asDriver()`, `rx.viewWillAppear`, `Observable.just(())`, `.empty()`: see
    /// `SequenceArgumentFact.endsByItself`.
    func endsByItself(_ expr: Int32) -> Bool {
        guard kind(expr) == .postfixChain else { return false }
        let head = tree[expr].firstChild
        guard head >= 0, let headToken = nameToken(head) else { return false }
        var names: [String] = []
        var c = tree[head].nextSibling
        while c >= 0 {
            switch kind(c) {
            case .member: names.append(tree.nameText(c))
            case .call:
                for argument in arguments(c) {
                    guard let e = argument.expr, kind(e) == .closure else { continue }
                    for t in Int(tree[e].firstToken)...Int(tree[e].lastToken) where tokens[t].is(.self_) { return false }
                }
            case .postfix: break
            default: return false
            }
            c = tree[c].nextSibling
        }
        // `.just(())`, `.empty()`: an implied `Observable`/`Driver` made finite.
        if names.contains(where: Vocabulary.rxJoiningOperators.contains) { return false }
        if kind(head) == .implicitMember { return Vocabulary.rxFiniteRoots.contains(tree.nameText(head)) }
        guard kind(head) == .reference else { return false }
        let headName = tree.nameText(head)
        if headToken.kind == .identifier, tree.firstByte(headToken).isUppercaseASCII {
            return Vocabulary.rxSequenceTypes.contains(headName) && names.first.map(Vocabulary.rxFiniteRoots.contains) == true
        }
        // An object the caller names by a plain name (not a type's shared instance), then its reactive extension.
        return headName == Vocabulary.reactiveNamespace || (names.contains(Vocabulary.reactiveNamespace) && (headToken.kind == .identifier || headToken.is(.self_)))
    }

    static let observableNames: Set<String> = ["Observable", "RxSwift.Observable"]
    static let finitePublisherTypePrefixes = ["Future<", "Just<", "Fail<", "Empty<", "Deferred<"]

    /// The tokens after `i` spell one of `roots` as `Root(`/`Root {`, `.root(`, or `Type.root(`.
    func startsWithRoot(afterToken i: Int, through last: Int, roots: Set<String>) -> Bool {
        var j = i + 1
        guard j <= last else { return false }
        if tokens[j].kind == .identifier, roots.contains(tree.stream.text(tokens[j])) { return true }
        if tokens[j].kind == .identifier, j + 1 <= last, tokens[j + 1].kind == .period { j += 1 }
        guard j + 1 <= last, tokens[j].kind == .period, tokens[j + 1].kind == .identifier else { return false }
        return roots.contains(tree.stream.text(tokens[j + 1]))
    }
}
