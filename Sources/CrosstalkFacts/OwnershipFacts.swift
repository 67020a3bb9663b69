import CrosstalkSyntax

/// A name passed bare to a method of self, where, and the parameter slot it arrives in (`ParameterSlot`); `parameter`
/// is the calling method's own slot when the name is one of its parameters, else -1.
struct OwnMethodHandOff {
    var symbol: Int32
    var offset: Int32
    var slot: Int64
    var parameter: Int64
}

/// A parameter of a method, as calls reach it: the method's name and the argument label (-1 for none), by symbol.
enum ParameterSlot {
    static func make(method: Int32, label: Int32) -> Int64 { Int64(method) << 32 | Int64(UInt32(bitPattern: label)) }
    static func method(_ slot: Int64) -> Int32 { Int32(truncatingIfNeeded: slot >> 32) }
    /// The label of an unlabeled parameter or argument, by its position: `showSheet(_ sheet:, _ height:)` has two.
    static func unlabeled(at position: Int) -> Int32 { -2 - Int32(position) }
    /// The position an unlabeled parameter's label stands for (see `unlabeled(at:)`).
    static func position(ofUnlabeled label: Int32) -> Int { Int(-2 - label) }
    /// The slot as the rules read it across files: `onStartSheet|_0` (unlabeled, by position), `present|for`.
    static func text(method: String, label: String?, position: Int) -> String { method + "|" + (label ?? "_\(position)") }
}

/// Facts about who keeps an object: names handed on to other code, subscription stores emptied by a teardown.
extension FactWalker {
    /// `node` (an argument or an assigned value) is a bare name: the code hands that object on — unless it is the
    /// argument of a call of self's own method (`handOffsToOwnMethods`), settled once the file's methods are known.
    mutating func noteHandedOn(_ node: Int32) {
        guard node >= 0, kind(node) == .reference, tree[node].name >= 0 else { return }
        let symbol = tokens[Int(tree[node].name)].symbol
        let offset = Int32(tree.offset(node))
        // `connection` of `func echo(on connection:)` arrives in the slot (echo, on).
        var parameter: Int64 = -1
        if functionNode >= 0, tree[functionNode].name >= 0, let index = functionParameters.firstIndex(where: { tokens[Int($0.name)].symbol == symbol }) {
            let p = functionParameters[index]
            parameter = ParameterSlot.make(method: tokens[Int(tree[functionNode].name)].symbol,
                                           label: p.label >= 0 ? tokens[Int(p.label)].symbol : ParameterSlot.unlabeled(at: index))
        }
        if let slot = ownMethodSlot(receiving: tree[node].parent) {
            handOffsToOwnMethods.append(OwnMethodHandOff(symbol: symbol, offset: offset, slot: slot, parameter: parameter))
            return
        }
        handOffSites.append((symbol, offset))
        if parameter >= 0 { parametersHandedOn.insert(parameter) }
    }

    /// The parameter slot when `argument` is an argument of a call of a method of self: `echo(on: x)`,
    /// `self.echo(on: x)`, `self?.accept(x)`.
    func ownMethodSlot(receiving argument: Int32) -> Int64? {
        guard argument >= 0, kind(argument) == .argument, context.hasInstanceSelf else { return nil }
        let call = tree[argument].parent
        guard call >= 0, kind(call) == .call else { return nil }
        let chain = tree[call].parent
        guard chain >= 0, kind(chain) == .postfixChain, let method = plainCallee(of: chain, throughOptionals: true) else { return nil }
        // The callee is the chain's first name, or the one after `self` (and its `?`).
        let first = tree[chain].firstChild
        var afterSelf = tree[first].nextSibling
        while afterSelf >= 0, kind(afterSelf) == .postfix { afterSelf = tree[afterSelf].nextSibling }
        guard method == first || (afterSelf == method && tree[first].name >= 0 && tokens[Int(tree[first].name)].is(.self_)) else { return nil }
        var position = 0
        for c in tree.children(call) {
            if c == argument { break }
            position += 1
        }
        return ParameterSlot.make(method: tokens[Int(tree[method].name)].symbol,
                                  label: tree[argument].name >= 0 ? tokens[Int(tree[argument].name)].symbol : ParameterSlot.unlabeled(at: position))
    }

    /// Settles `handOffsToOwnMethods`: a name handed to a method the file declares counts as handed on only when that
    /// method hands on the parameter it arrives in (directly, or to another such method); to any other method it counts.
    mutating func settleHandOffsToOwnMethods() {
        var pending = handOffsToOwnMethods
        var changed = true
        while changed && !pending.isEmpty {
            changed = false
            pending.removeAll { h in
                guard !instanceMethodSymbols.contains(ParameterSlot.method(h.slot)) || parametersHandedOn.contains(h.slot) else { return false }
                handOffSites.append((h.symbol, h.offset))
                // A method this file does not declare (a base class's, in another file): which one, for the rules to
                // tell whether it only presents what it is given (`ProjectIndex.presentingHelpers`).
                if !instanceMethodSymbols.contains(ParameterSlot.method(h.slot)) {
                    let label = Int32(truncatingIfNeeded: h.slot)
                    facts.handOffsToMethodsElsewhere[Int(h.offset)] = ParameterSlot.text(
                        method: tree.stream.symbols.text(ParameterSlot.method(h.slot)), label: label >= 0 ? tree.stream.symbols.text(label) : nil,
                        position: ParameterSlot.position(ofUnlabeled: label))
                }
                if h.parameter >= 0, parametersHandedOn.insert(h.parameter).inserted { changed = true }
                return true
            }
        }
    }

    /// A bare name shown or run (`present(nav, animated: true)`): recorded in `shownNames`; a parameter of the
    /// function shown so makes the function a presenting helper (`FileFacts.presentingHelpers`).
    mutating func noteShown(_ node: Int32) {
        guard node >= 0, kind(node) == .reference, tree[node].name >= 0 else { return }
        shownSymbols.insert(tokens[Int(tree[node].name)].symbol)
        if functionNode >= 0, tree[functionNode].name >= 0, let index = functionParameters.firstIndex(where: { tokens[Int($0.name)].symbol == tokens[Int(tree[node].name)].symbol }) {
            let parameter = functionParameters[index]
            facts.presentingHelpers.append(ParameterSlot.text(
                method: tree.nameText(functionNode), label: parameter.label >= 0 ? tree.stream.text(tokens[Int(parameter.label)]) : nil, position: index))
        }
    }

    /// The arguments of a presentation call in `chain` (`present(nav, animated: true)`,
    /// `navigationController?.pushViewController(editor, animated: true)`, `show(detail, sender: self)`): UIKit or
    /// AppKit keeps the presented controller while it is on screen and lets it go when it is dismissed or popped, so
    /// the presenting code hands it to no one who keeps it. Likewise the operation handed to what runs it
    /// (`queue.addOperation(op)`, `queue.addOperations([op], waitUntilFinished: false)`, a CloudKit
    /// `database.add(op)` or an `operationQueue.add(op)`): the queue or database keeps it until it finishes.
    mutating func noteShownOrRunArguments(_ chain: Int32) {
        var c = tree[chain].firstChild
        var previous: Int32 = -1
        while c >= 0 {
            let next = tree[c].nextSibling
            if next >= 0, kind(next) == .call, tree[c].name >= 0 {
                let name = tokens[Int(tree[c].name)]
                if isPresentationCall(name) || isOperationRunnerCall(name, receiver: previous) {
                    for argument in tree.children(next) { shownOrRunArguments.insert(argument) }
                }
            }
            if kind(c) != .postfix { previous = c }
            c = next
        }
    }

    /// `addOperation`/`addOperations`, or `add` on a receiver named for a database or a queue
    /// (`privateCloudDatabase.add(op)`, `operationQueue.add(op)`).
    func isOperationRunnerCall(_ name: Token, receiver: Int32) -> Bool {
        if name.is(.addOperation) || name.is(.addOperations) { return true }
        guard name.is(.add), receiver >= 0, tree[receiver].name >= 0, kind(receiver) == .reference || kind(receiver) == .member else { return false }
        let receiverName = tree.nameText(receiver)
        return receiverName.hasSuffix("Database") || receiverName.hasSuffix("database") || receiverName.hasSuffix("Queue") || receiverName.hasSuffix("queue")
    }

    /// `argument` is the target of a target-action pair (`UIBarButtonItem(…, target: editor, action: …)`,
    /// `button.addTarget(editor, action: …, for: .touchUpInside)`): controls, bar items and gesture recognizers hold
    /// their targets weakly, so the object is handed to no one who keeps it. (`Timer` and `CADisplayLink` keep
    /// theirs, and take a `selector:`.)
    func isActionTarget(_ argument: Int32) -> Bool {
        let next = tree[argument].nextSibling
        return next >= 0 && spellsWord(next, .action) && (tree[argument].name < 0 || spellsWord(argument, .target))
    }

    static let presentationWords = WordSet([.present, .pushViewController, .show, .showDetailViewController, .presentAsSheet, .presentAsModalWindow])

    /// A platform presentation method, or an app's helper named for one (`presentModally(_:from:)`,
    /// `pushScreen(_:)`), which hands the controller to the platform the same way.
    mutating func isPresentationCall(_ name: Token) -> Bool {
        let symbol = name.symbol
        if FactWalker.presentationWords.contains(symbol) { return true }
        // Both helper prefixes start with `p`: every other name is decided on its first byte.
        guard tree.firstByte(name) == UInt8(ascii: "p") else { return false }
        if let known = presentationCallSymbols[symbol] { return known }
        let known = Vocabulary.isPresentationHelperName(tree.stream.symbols.text(symbol))
        presentationCallSymbols[symbol] = known
        return known
    }

    /// `let nav = UINavigationController(rootViewController: editor)`: the arguments of a construction that is a
    /// local's whole initializer go to that local's new object, which keeps them only as long as the local's object
    /// is kept (`heldByLocals`). So do those of a maker's call (`let detail = factory.makeDetail(model: model)`):
    /// what it makes from them is the local's object.
    mutating func noteArgumentsKeptByLocal(initializer: Int32, local: Int32) {
        guard let call = constructionCall(initializer) ?? makerCall(initializer) else { return }
        for argument in tree.children(call) { argumentsKeptByLocal[argument] = local }
    }

    /// `rootView: TipsView()`, `rootView: AnyView(TipsView())`, `rootView: TipsView().environmentObject(store)`, or a
    /// local holding one of those: the view a hosting controller or view is made with.
    mutating func noteHostedRootView(_ expr: Int32) {
        guard expr >= 0 else { return }
        let value = unwrapped(expr)
        if kind(value) == .reference, let t = nameToken(value), let site = localConstructionSites[t.symbol]?.first {
            facts.hostedRootViews.append(TypeText.baseName(facts.constructionSites[site].typeName))
            return
        }
        // `UIHostingController(rootView: view)` with `view` a parameter: the function hosts what its callers pass.
        if kind(value) == .reference, functionNode >= 0, let parameter = parameterNamed(by: value) {
            let label = parameter.label >= 0 ? tree.stream.text(tokens[Int(parameter.label)]) : "_"
            facts.hostingHelpers.append(tree.nameText(functionNode) + "|" + label)
            return
        }
        guard let call = constructionCall(value) ?? modifiedViewConstruction(value) else { return }
        noteHostedConstruction(call)
    }

    /// A hosted root's construction and the views made as its arguments' values (`AnyView(TipsView())`,
    /// `ThemedHost(InboxView())`): each value is made once, with the root, and kept in it; a view made in a closure
    /// argument (`ThemedHost { InboxView() }`) is made whenever the wrapper's body runs, and is not one.
    mutating func noteHostedConstruction(_ call: Int32, depth: Int = 0) {
        facts.hostedRootViews.append(tree.nameText(tree[tree[call].parent].firstChild))
        guard depth < 8 else { return }
        for argument in arguments(call) where !argument.trailing {
            guard let expr = argument.expr, let inner = constructionCall(unwrapped(expr)) ?? modifiedViewConstruction(unwrapped(expr)) else { continue }
            noteHostedConstruction(inner, depth: depth + 1)
        }
    }

    /// `host(TipsView(), title: "Tips")`: views constructed as the arguments of a call of a plain function name
    /// (`viewsHandedToBareCalls`).
    mutating func noteViewsHandedToABareCall(_ chain: Int32) {
        let callee = tree[chain].firstChild
        guard callee >= 0, kind(callee) == .reference, tree[callee].name >= 0, !tree.firstByte(tokens[Int(tree[callee].name)]).isUppercaseASCII else { return }
        let call = tree[callee].nextSibling
        guard call >= 0, kind(call) == .call, tree[call].nextSibling < 0 else { return }
        for argument in arguments(call) {
            guard let expr = argument.expr, let construction = constructionCall(unwrapped(expr)) ?? modifiedViewConstruction(unwrapped(expr)) else { continue }
            let view = tree.nameText(tree[tree[construction].parent].firstChild)
            viewsHandedToBareCalls.append((tokens[Int(tree[callee].name)].symbol, argument.label ?? "_", view))
        }
    }

    /// `TipsView().environmentObject(store).tint(.red)`: the construction call at the head of a chain of modifiers.
    func modifiedViewConstruction(_ chain: Int32) -> Int32? {
        guard kind(chain) == .postfixChain else { return nil }
        let first = tree[chain].firstChild
        guard first >= 0, kind(first) == .reference, tree[first].name >= 0, tree.firstByte(tokens[Int(tree[first].name)]).isUppercaseASCII else { return nil }
        let call = tree[first].nextSibling
        return call >= 0 && kind(call) == .call ? call : nil
    }

    /// The call of `chain` when it is a call of a method named for making something (`makeDetail(…)`,
    /// `factory.makeSettingsScreen(…)`, `Vocabulary.isMakerMethodName`) ending a chain of plain names.
    func makerCall(_ chain: Int32) -> Int32? {
        guard kind(chain) == .postfixChain, let method = plainCallee(of: chain),
              tree.firstByte(tokens[Int(tree[method].name)]) == UInt8(ascii: "m"), Vocabulary.isMakerMethodName(tree.nameText(method)) else { return nil }
        return tree[chain].lastChild
    }

    /// The call of `chain` when it constructs an object of a capitalized type: `Foo(…)`, `Outer.Foo(…)` or
    /// `Foo.init(…)`.
    func constructionCall(_ chain: Int32) -> Int32? {
        guard kind(chain) == .postfixChain else { return nil }
        // Read by sibling links: asked of many chains, so no array is made.
        let first = tree[chain].firstChild
        guard first >= 0, kind(first) == .reference, tree[first].name >= 0, tree.firstByte(tokens[Int(tree[first].name)]).isUppercaseASCII else { return nil }
        var call = tree[first].nextSibling
        while call >= 0, kind(call) == .member {
            guard tree[call].name >= 0 else { return nil }
            let name = tokens[Int(tree[call].name)]
            if name.is(.init_) {
                call = tree[call].nextSibling
                break
            }
            guard tree.firstByte(name).isUppercaseASCII else { return nil }
            call = tree[call].nextSibling
        }
        guard call >= 0, kind(call) == .call, tree[call].nextSibling < 0 else { return nil }
        return call
    }

    /// `self.cache = InMemoryCache(store: DiskCache())`: an object constructed as an argument of a construction kept
    /// at `place` (instance or permanent storage) is kept there too, by the new object it is handed to.
    mutating func noteArgumentConstructionsKept(by chain: Int32, at place: ConstructionSiteFact.Place) {
        guard place == .instanceStorage || place == .permanentStorage, let call = constructionCall(chain) else { return }
        for argument in tree.children(call) where tree[argument].firstChild >= 0 {
            assignedConstructionPlaces[unwrapped(tree[argument].firstChild)] = place
        }
        // `let socket = TimelineSocket(); hub = TimelineHub(socket: socket)` in an initializer: the local's new object goes
        // with the kept one. A method may run again and replace what it stored (`viewModel = Interactor(useCase:
        // useCase)` in `start()`, cleared in `stop()`): its locals are not kept for good.
        guard functionIsInitializer || functionNode < 0 else { return }
        for site in objectsOfLocalsHanded(to: chain) where facts.constructionSites[site].place == .code {
            facts.constructionSites[site].place = place
        }
    }

    /// The construction sites of the new objects that locals of the function hold (`localConstructionSites`) and that
    /// `value` hands to the object it constructs as bare arguments (`FeedHub(socket: socket)`), also through the
    /// elements of a collection of constructions (`[Feed(socket: socket)]`).
    func objectsOfLocalsHanded(to value: Int32) -> [Int] {
        guard !localConstructionSites.isEmpty else { return [] }
        if kind(value) == .collection { return collectionElements(value).flatMap { objectsOfLocalsHanded(to: unwrapped($0)) } }
        guard let call = constructionCall(value) else { return [] }
        var sites: [Int] = []
        for argument in tree.children(call) where tree[argument].firstChild >= 0 {
            let handed = unwrapped(tree[argument].firstChild)
            if kind(handed) == .reference, let t = nameToken(handed), let held = localConstructionSites[t.symbol] { sites += held }
        }
        return sites
    }

    /// `node` (an argument) is a bare name handed to the new object of the local `keeper`.
    mutating func noteHeldByLocal(_ node: Int32, keeper: Int32) {
        guard node >= 0, kind(node) == .reference, tree[node].name >= 0 else { return }
        heldByLocalSymbols[tokens[Int(tree[node].name)].symbol, default: []].append(keeper)
    }

    /// `Unmanaged.passRetained(self)`: the instance retains itself (to hand itself to a C callback), and with no
    /// `release()`/`takeRetainedValue()` of an `Unmanaged` in its type it is never freed (`selfRetainingTypes`,
    /// `unmanagedReleaseContexts`).
    mutating func noteUnmanagedRetain(_ chainLinks: [Link]) {
        guard named(chainLinks[0], .Unmanaged) else { return }
        for link in chainLinks.dropFirst() {
            if named(link, .release) || named(link, .takeRetainedValue) { facts.unmanagedReleaseContexts.append(context.type) }
            guard named(link, .passRetained), let call = link.call, context.hasInstanceSelf, let type = context.type else { continue }
            let argument = tree[call].firstChild
            guard argument >= 0, tree[argument].nextSibling < 0, tree[argument].firstChild >= 0 else { continue }
            let value = tree[argument].firstChild
            guard kind(value) == .reference, let t = nameToken(value), t.is(.self_) else { continue }
            if !facts.selfRetainingTypes.contains(type) { facts.selfRetainingTypes.append(type) }
        }
    }

    static let emptyingVerbs = WordSet([.removeAll, .cancel, .forEach])

    /// `x.removeAll()`, `self.x.removeAll()`, `x.cancel()`, `x?.cancel()`, `x.forEach { $0.cancel() }`: records `x`.
    mutating func noteEmptiedStore(_ chain: Int32) {
        // Asked of every chain in every method: the verb before the final call is read from symbols first.
        var verbNode: Int32 = -1
        var c = tree[chain].firstChild
        while c >= 0 {
            let next = tree[c].nextSibling
            if next >= 0, tree[next].nextSibling < 0, kind(next) == .call, kind(c) == .member { verbNode = c }
            c = next
        }
        guard verbNode >= 0, let verb = nameToken(verbNode), FactWalker.emptyingVerbs.contains(verb.symbol) else { return }
        let chainLinks = links(chain)
        guard chainLinks.count >= 2, let last = chainLinks.last, last.call != nil, last.nameToken >= 0 else { return }
        // A loop, not `map(name)`: a method reference on the noncopyable walker crashes the compiler (Swift 6.3).
        var names: [String] = []
        for link in chainLinks.dropLast() { names.append(name(link)) }
        if names.first == "self" { names.removeFirst() }
        if names.count == 1, let store = names.first, !store.isEmpty { noteEmptied(store) }
    }

    /// A store the current function empties; inside a closure, also a path that closure lets go of (`clearedPaths`:
    /// a job's completion handler emptying the store its own subscriptions are kept in).
    mutating func noteEmptied(_ store: String) {
        emptiedStores.append(store)
        for open in closureStack { facts.closures[open.fact].clearedPaths.append(store) }
    }

    /// `x = []`, `x = nil`, `x = Set()`, `self.x = []`, RxSwift's `disposeBag = DisposeBag()` (a new bag disposes the
    /// old one's subscriptions): records `x`.
    mutating func noteEmptiedStore(assignedTo target: Int32, value: Int32) {
        // `[]`, `nil`, `Set()`, `[:]`: at most three tokens, decided before any name or text is made.
        guard tree[value].lastToken - tree[value].firstToken <= 2, var names = namePath(target) else { return }
        if names.first == "self" { names.removeFirst() }
        guard names.count == 1 else { return }
        let text = compactText(value, limit: 40)
        if text == "[]" || text == "nil" || text == "Set()" || text == "[:]" || text == "DisposeBag()" { noteEmptied(names[0]) }
    }

    /// At the end of a function: the stores it emptied are emptied by a teardown, unless the function also stores a
    /// subscription into them (`cancellables.removeAll()` before re-subscribing rebinds; the cycle stays). A
    /// disappearance method counts whatever it does after.
    mutating func settleEmptiedStores(subscribedSince first: Int) {
        guard !emptiedStores.isEmpty, let type = context.type else { return }
        let owner = facts.types[type].ownerName
        for store in emptiedStores where teardown == .disappearance
            || !facts.subscriptions[first...].contains(where: { $0.keeper == store }) {
            facts.storesEmptiedByTeardown.insert(EmptiedStore(owner: owner, name: store))
        }
    }

    /// Appends to `parameterSymbols` the symbols of a function's internal parameter names — in each comma-separated
    /// parameter of its clause, the word before the first top-level colon (`name` in `for name: String`,
    /// `_ name: String`) — and records a local `PropertyFact` (`isParameter`) for each parameter whose written type
    /// may name an object of the sources (capitalized, not a function type, not a common value type), so receivers
    /// typed by a parameter resolve like typed locals. A default value that constructs an object
    /// (`delegate: Delegate = Coordinator(…)`) is that fact's initializer: a caller passing nothing hands over a new
    /// object.
    mutating func noteParameters(_ function: Int32) {
        guard let clause = tree.child(function, .parameterClause) else { return }
        let generics = genericParameters(of: function)
        // A parameter is the function's own: its name means something else after the body.
        let scopeEnd = tree.token(tree[function].lastToken).start.toInt
        var depth = 0
        var nameToken = -1
        var typeStart = -1
        var defaultStart = -1
        var parameterFact: Int?
        let end = Int(tree[clause].lastToken)
        var k = Int(tree[clause].firstToken) + 1
        func finish(_ typeEnd: Int, _ walker: inout FactWalker) {
            guard nameToken >= 0, typeStart >= 0, typeEnd >= typeStart else { return }
            let first = walker.tree.firstByte(walker.tokens[typeStart])
            guard first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") else { return }
            var text: String
            let typeToken = walker.tokens[typeStart]
            if typeEnd == typeStart, generics.isEmpty, typeToken.kind == .identifier, !typeToken.flags.contains(.backticked) {
                // One plain name (`UserService`, `String`, most parameters): its own base name, no function type, and
                // a plain value type or not whatever the function.
                guard !walker.isPlainValueType(typeToken) else { return }
                text = walker.tree.stream.text(typeToken)
            } else {
                text = walker.tree.stream.text(from: typeStart, through: typeEnd)
                // `vm: VM` of `func bind<VM: ProfileModel>`: the parameter holds what the constraint names, if anything.
                if let generic = generics.first(where: { $0.name == TypeText.baseName(TypeText.unwrapped(text)) }) {
                    guard let constraint = generic.constraint else { return }
                    text = constraint
                }
                guard !TypeText.isFunctionType(text), !Vocabulary.standardValueTypes.contains(TypeText.baseName(TypeText.unwrapped(text))) else { return }
            }
            parameterFact = walker.facts.properties.count
            walker.facts.properties.append(PropertyFact(
                name: walker.tree.stream.text(walker.tokens[nameToken]), owner: nil, typeText: text, initializer: nil, isLet: true,
                isStatic: false, isComputed: false, hasObservers: false, isLocal: true, modifiers: [], attributes: [], attributeTexts: [],
                isPrivate: false, isClosureTyped: false, location: walker.location(token: Int32(nameToken)),
                typeLocation: walker.location(token: Int32(typeStart)), isParameter: true, scopeEnd: scopeEnd))
        }
        while k < end {
            let t = tokens[k]
            switch t.kind {
            case .leftParen, .leftBracket, .leftBrace: depth += 1
            case .rightParen, .rightBracket, .rightBrace: depth -= 1
            case .comma where depth == 0:
                if typeStart >= 0 { finish(k - 1, &self) }
                noteConstructingDefault(of: parameterFact, from: defaultStart, through: k - 1)
                nameToken = -1
                typeStart = -1
                defaultStart = -1
                parameterFact = nil
            case .colon where depth == 0 && nameToken < 0:
                if k > 0, tokens[k - 1].isWord {
                    parameterSymbols.append(tokens[k - 1].symbol)
                    nameToken = k - 1
                    // Skip attributes and `inout`/`borrowing` before the type.
                    var s = k + 1
                    while s < end, tokens[s].kind == .atSign || (tokens[s].kind == .identifier && s > 0 && tokens[s - 1].kind == .atSign)
                        || tokens[s].is(.inout_) { s += 1 }
                    typeStart = s < end ? s : -1
                }
            case .equal where depth == 0 && typeStart >= 0:
                finish(k - 1, &self)
                typeStart = -1
                defaultStart = k + 1
            default: break
            }
            k += 1
        }
        if typeStart >= 0 { finish(end - 1, &self) }
        noteConstructingDefault(of: parameterFact, from: defaultStart, through: end - 1)
    }

    /// The parameter fact `fact` gets its default value's tokens `first…last` as initializer when they construct an
    /// object: `Coordinator(…)`, `Module.Coordinator(…)`, `Coordinator.init(…)`, `.init(…)`.
    mutating func noteConstructingDefault(of fact: Int?, from first: Int, through last: Int) {
        guard let fact, first >= 0, first < last, tokens[last].kind == .rightParen,
              tokens[first].kind == .period || tree.firstByte(tokens[first]).isUppercaseASCII else { return }
        var names: [String] = []
        var k = first
        if tokens[k].kind == .period { names.append(""); k += 1 }
        while k < last, tokens[k].isWord {
            names.append(tree.stream.text(tokens[k]))
            guard k + 1 < last, tokens[k + 1].kind == .period else { break }
            k += 2
        }
        // One call: the parenthesis after the name closes at the end of the value.
        guard k + 1 < last, tokens[k + 1].kind == .leftParen, !names.isEmpty else { return }
        var level = 0
        for j in (k + 1)...last {
            if tokens[j].kind == .leftParen { level += 1 } else if tokens[j].kind == .rightParen { level -= 1 }
            if level == 0 && j < last { return }
        }
        let root = names[0].isEmpty ? nil : names[0]
        let initializer = InitializerFact(text: tree.stream.text(from: first, through: last), root: root, members: Array(names.dropFirst()),
                                          isCall: true, isClosure: false, location: location(token: Int32(first)))
        guard initializer.members.last == "init" || (root?.first?.isUppercase ?? false) else { return }
        facts.properties[fact].initializer = initializer
    }

    /// Whether a one-name type is one of `plainValueTypes` (asked once per spelling in a file).
    mutating func isPlainValueType(_ name: Token) -> Bool {
        if let known = plainValueTypeSymbols[name.symbol] { return known }
        let plain = Vocabulary.standardValueTypes.contains(tree.stream.text(name))
        plainValueTypeSymbols[name.symbol] = plain
        return plain
    }


    /// The closure's body is one statement that hops to the main actor (see `ClosureFact.onlyHopsToMain`).
    func isMainHop(_ closure: Int32) -> Bool {
        guard let statement = singleStatement(in: closure) else { return false }
        let first = tree[statement].firstToken
        guard first >= 0, tokens[Int(first)].isWord else { return false }
        let head = tokens[Int(first)]
        guard head.is(.DispatchQueue) || head.is(.Task) || head.is(.await) || head.is(.MainActor) else { return false }
        let text = compactText(statement, limit: 48)
        return text.hasPrefix("DispatchQueue.main.async") || text.hasPrefix("Task { @MainActor") || text.hasPrefix("Task { @MainActor in")
            || text.hasPrefix("await MainActor.run") || text.hasPrefix("MainActor.run")
    }

    /// A local for an optional binding: `if let cell = cell as? ProfileCell` / `guard let x = y as? T` is of the
    /// cast's type, so the code after it resolves `cell` as a `ProfileCell` (the name usually shadows a variable of a
    /// base type); `if let artwork = details.saleArtwork` holds what its value holds (the graph walks `details.saleArtwork`
    /// to its declared type). `if let x {` and `case` patterns bind nothing new.
    mutating func noteBindingLocal(_ binding: Int32) {
        guard tree[binding].name >= 0, tree[binding].flags == ConditionBindingFlags.isOptionalBinding, let t = nameToken(binding), !t.is(.self_) else { return }
        let value = tree[binding].firstChild
        guard let type = castType(value) else {
            guard value >= 0, kind(value) == .reference || kind(value) == .postfixChain || kind(value) == .prefixExpression else { return }
            facts.properties.append(PropertyFact(
                name: tree.nameText(binding), owner: nil, typeText: nil, initializer: initializerFact(value), isLet: true, isStatic: false,
                isComputed: false, hasObservers: false, isLocal: true, modifiers: [], attributes: [], attributeTexts: [],
                isPrivate: false, isClosureTyped: false, location: location(token: tree[binding].name), scopeEnd: scopeEnd(ofLocal: binding)))
            return
        }
        let text = compactText(type)
        // The cast's operand stays the initializer: where the object comes from (`segue.destination`).
        facts.properties.append(PropertyFact(
            name: tree.nameText(binding), owner: nil, typeText: text, initializer: initializerFact(tree[value].firstChild), isLet: true, isStatic: false,
            isComputed: false, hasObservers: false, isLocal: true, modifiers: [], attributes: [], attributeTexts: [],
            isPrivate: false, isClosureTyped: TypeText.isFunctionType(text), location: location(token: tree[binding].name),
            typeLocation: location(node: type), scopeEnd: scopeEnd(ofLocal: binding)))
    }

    /// Where the scope of the local that `node` (a binding) declares ends: the body of the `if let`/`while let` binding
    /// it, else the innermost block, closure or `case` around it (a `guard let` binds for the rest of its block).
    func scopeEnd(ofLocal node: Int32) -> Int {
        var n = tree[node].parent
        if n >= 0, kind(n) == .conditional, let keyword = nameToken(n), !keyword.is(.guard_), let body = tree.child(n, .codeBlock) {
            return tree.token(tree[body].lastToken).start.toInt
        }
        while n >= 0 {
            if kind(n) == .codeBlock || kind(n) == .closure || kind(n) == .switchCase { return tree.token(tree[n].lastToken).start.toInt }
            n = tree[n].parent
        }
        return Int.max
    }

    /// The type node of a cast, `x as? T` or `x as! T` (`let cell = dequeue(…) as! ProfileCell`); nil for any other
    /// expression.
    func castType(_ value: Int32) -> Int32? {
        // `(board.instantiateViewController(…) as? DetailController)!`: the cast in parentheses, force-unwrapped.
        if value >= 0, kind(value) == .postfixChain {
            let inner = tree[value].firstChild
            guard inner >= 0, kind(inner) == .tuple else { return nil }
            let bang = tree[inner].nextSibling
            guard bang >= 0, kind(bang) == .postfix, tree[bang].nextSibling < 0 else { return nil }
            let cast = unwrapped(inner)
            return cast == inner ? nil : castType(cast)
        }
        guard value >= 0, kind(value) == .sequence else { return nil }
        let left = tree[value].firstChild
        guard left >= 0 else { return nil }
        let op = tree[left].nextSibling
        guard op >= 0, kind(op) == .binaryOperator, let opToken = nameToken(op), opToken.is(.as_) else { return nil }
        let type = tree[op].nextSibling
        guard type >= 0, kind(type) == .typeRef, tree[type].nextSibling < 0 else { return nil }
        return type
    }
}
