import CrosstalkSyntax

/// Reading postfix chains (`a.b(c).d { }`), assignments and statements into facts.
extension FactWalker {
    /// A chain element: a name (primary reference, member or implicit member) and the call right after it, if any.
    struct Link {
        var nameToken: Int32
        var node: Int32
        /// The `call` node following the name.
        var call: Int32?
        var isPrimary: Bool
    }

    /// Splits a postfix chain into named links, each with the call that follows it.
    func links(_ chain: Int32) -> [Link] {
        var result: [Link] = []
        result.reserveCapacity(8)
        for element in tree.children(chain) {
            switch kind(element) {
            case .reference, .implicitMember, .member:
                result.append(Link(nameToken: tree[element].name, node: element, call: nil, isPrimary: result.isEmpty && kind(element) != .member))
            case .call:
                if !result.isEmpty && result[result.count - 1].call == nil { result[result.count - 1].call = element }
                else { result.append(Link(nameToken: -1, node: element, call: element, isPrimary: false)) }
            case .postfix:
                break
            default:
                if result.isEmpty { result.append(Link(nameToken: -1, node: element, call: nil, isPrimary: true)) }
            }
        }
        return result
    }

    /// The link's name ("" for an unnamed element such as a literal or a bare call).
    @inline(__always) func name(_ link: Link) -> String { link.nameToken >= 0 ? tree.nameText(link.node) : "" }

    /// The link's name is the known word `w` (compares interned symbols, no string).
    @inline(__always) func named(_ link: Link, _ w: Word) -> Bool { link.nameToken >= 0 && tokens[Int(link.nameToken)].is(w) }

    /// Arguments of a call: (label, expression node, is trailing closure).
    func arguments(_ call: Int32) -> [(label: String?, expr: Int32?, trailing: Bool, node: Int32)] {
        tree.children(call).map { arg in
            let label: String? = tree[arg].name >= 0 ? tree.nameText(arg) : nil
            let expr: Int32? = tree[arg].firstChild >= 0 ? tree[arg].firstChild : nil
            return (label, expr, tree[arg].flags & ArgumentFlags.isTrailingClosure != 0, arg)
        }
    }

    /// The expression inside `&x`, `try x`, `(x)`.
    @inline(__always) func unwrapped(_ node: Int32) -> Int32 {
        var n = node
        while true {
            if kind(n) == .prefixExpression, tree[n].firstChild >= 0 { n = tree[n].firstChild; continue }
            if kind(n) == .tuple, tree[n].firstChild >= 0, tree[tree[n].firstChild].nextSibling < 0, tree[tree[n].firstChild].name < 0, tree[tree[n].firstChild].firstChild >= 0 {
                n = tree[tree[n].firstChild].firstChild
                continue
            }
            return n
        }
    }

    /// Names of a pure name path (`a.b.c`, `self.$x`), or nil when it contains calls or other expressions.
    @inline(__always) func namePath(_ node: Int32) -> [String]? {
        let n = unwrapped(node)
        switch kind(n) {
        case .reference: return [tree.nameText(n)]
        case .implicitMember: return ["." + tree.nameText(n)]
        case .postfixChain:
            // Checked and counted first: most chains hold a call, and the names are then never built.
            var count = 0
            for e in tree.children(n) {
                switch kind(e) {
                case .reference, .member, .implicitMember: count += 1
                case .postfix: continue
                default: return nil
                }
            }
            var names: [String] = []
            names.reserveCapacity(count)
            for e in tree.children(n) {
                switch kind(e) {
                case .reference, .member: names.append(tree.nameText(e))
                case .implicitMember: names.append("." + tree.nameText(e))
                default: continue
                }
            }
            return names
        default: return nil
        }
    }

    // MARK: chains

    /// Members that make a chain worth a closer look (subscriptions, notifications, injection).
    static let interestingMembers = WordSet([.sink, .assign, .post, .addObserver, .publisher, .notifications, .resolve, .yield, .finish,
                                             .onReceive, .task, .onChange, .subscribe, .bind, .drive, .emit, .disposed])

    mutating func visitChain(_ chain: Int32) {
        // Most chains are ordinary calls: decide from symbols alone, without building links.
        var interesting = false
        var passesClosure = false
        var first = true
        var c = tree[chain].firstChild
        while c >= 0 {
            let node = tree[c]
            if node.kind == .call && !passesClosure { passesClosure = callPassesClosure(c) }
            if first {
                first = false
                if node.kind == .reference, node.name >= 0 {
                    let b = tree.firstByte(tokens[Int(node.name)])
                    if b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z") { interesting = true; break }
                }
                // `.init("x")` / `.init(rawValue: "x")`: a notification name built from a literal (a mention).
                if node.kind == .implicitMember, node.name >= 0, tokens[Int(node.name)].is(.init_) { interesting = true; break }
            } else if node.kind == .member, node.name >= 0,
                      FactWalker.interestingMembers.contains(tokens[Int(node.name)].symbol) || tokens[Int(node.name)].symbol == removeObserverSymbol {
                interesting = true
                break
            }
            c = node.nextSibling
        }
        guard interesting || passesClosure else { return }
        let chainLinks = links(chain)
        guard !chainLinks.isEmpty else { return }
        visitCalls(chainLinks)
        if passesClosure && !taskGroupSymbols.isEmpty { noteTaskGroup(chainLinks) }
        guard interesting else { return }
        visitSubscription(chain, chainLinks)
        visitNotificationCalls(chain, chainLinks)
        noteNotificationNameMention(chain, chainLinks)
        visitStaticReference(chainLinks)
        visitResolveCalls(chainLinks)
        // The concurrency and SwiftUI visitors only for chains that name one of their words (one pass over the links).
        var words = 0
        for link in chainLinks where link.nameToken >= 0 {
            let symbol = tokens[Int(link.nameToken)].symbol
            if FactWalker.modifierWords.contains(symbol) { words |= 1 }
            if FactWalker.streamWords.contains(symbol) { words |= 2 }
            if FactWalker.observerWords.contains(symbol) { words |= 4 }
        }
        if words & 4 != 0 {
            visitObserverBlock(chainLinks)
            visitTask(chain, chainLinks)
            visitContainerLookup(chainLinks)
        }
        if words & 2 != 0 { visitAsyncStreamCalls(chainLinks) }
        if words & 1 != 0 { visitViewModifiers(chainLinks) }
    }

    static let modifierWords = WordSet([.onReceive, .task, .onChange])
    static let streamWords = WordSet([.AsyncStream, .AsyncThrowingStream, .yield, .finish, .makeStream])
    static let observerWords = WordSet([.addObserver, .Task, .shared])

    mutating func visitStaticReference(_ chainLinks: [Link]) {
        guard chainLinks.count >= 2, chainLinks[0].isPrimary, chainLinks[0].call == nil, kind(chainLinks[0].node) == .reference,
              chainLinks[0].nameToken >= 0 else { return }
        // Type names start with an uppercase letter (checked on the byte: no String for the many lowercase chains).
        let first = tree.firstByte(tokens[Int(chainLinks[0].nameToken)])
        guard first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") else { return }
        let member = chainLinks[1]
        guard member.nameToken >= 0, member.call == nil, !named(member, .self_), !named(member, .init_) else { return }
        facts.staticReferences.append(StaticReferenceFact(typeName: name(chainLinks[0]), member: name(member), location: location(token: chainLinks[0].nameToken), context: context))
    }

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
        guard let end = terminalIndex else { return }
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
        for i in firstOperator ..< chainLinks.count {
            let link = chainLinks[i]
            guard let call = link.call else { continue }
            if i > end {
                if importsRx, named(link, .disposed), let expr = arguments(call).first(where: { $0.label == "by" })?.expr {
                    let target = unwrapped(expr)
                    storeTarget = namePath(target)?.last ?? compactText(target)
                    storeLocation = location(node: target)
                }
                if named(link, .store), let arg = arguments(call).first(where: { $0.label == "in" }), let expr = arg.expr {
                    let target = unwrapped(expr)
                    storeTarget = namePath(target)?.last ?? compactText(target)
                    storeLocation = location(node: target)
                }
                continue
            }
            let operatorName = name(link)
            operators.append(operatorName)
            let args = arguments(call)
            if named(link, .receive), let on = args.first(where: { $0.label == "on" })?.expr { receiveSchedulers.append(compactText(on)) }
            // `assign(to:on:)`'s `on:` is the target object, not a scheduler.
            for arg in args where (arg.label == "on" && !named(link, .assign)) || arg.label == "scheduler" {
                if let expr = arg.expr { schedulers.append(OperatorScheduler(operatorName: operatorName, scheduler: compactText(expr))) }
            }
            if i == end && terminal == .sink { completionHandler = args.contains { $0.label == "receiveCompletion" } }
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
                    ref.operatorName = operatorName
                    references.append(ref)
                }
            }
        }
        let disposition: Disposition = storeTarget != nil ? .stored : disposition(of: chain)
        facts.subscriptions.append(SubscriptionFact(
            terminal: terminal, location: location(token: chainLinks[end].nameToken), rootPath: rootPath, rootIsCall: rootIsCall,
            operators: operators, receiveSchedulers: receiveSchedulers, disposition: disposition, storeTarget: storeTarget,
            storeTargetLocation: storeLocation, closures: [], functionReferences: references, assignTarget: assignTarget,
            assignPublishedTarget: assignPublished, context: context, operatorSchedulers: schedulers,
            hasCompletionHandler: completionHandler, rootContainerMember: rootContainer))
        pendingClosureNodes[facts.subscriptions.count - 1] = closureNodes
    }

    /// RxSwift's `subscribe`/`bind`/`drive`/`emit` (only asked in files importing RxSwift or RxCocoa); `subscribe(on:)`
    /// is Combine's scheduler operator, not a subscription.
    func rxTerminal(_ link: Link) -> SubscriptionFact.Terminal? {
        if named(link, .subscribe) {
            if let call = link.call, arguments(call).first?.label == "on" { return nil }
            return .subscribe
        }
        if named(link, .bind) { return .bind }
        if named(link, .drive) { return .drive }
        if named(link, .emit) { return .emit }
        return nil
    }

    /// Combine's `sink` takes closures: a trailing closure, a closure argument, or `receiveValue:`/`receiveCompletion:`.
    func isSinkCall(_ call: Int32) -> Bool {
        for arg in arguments(call) {
            if arg.label == "receiveValue" || arg.label == "receiveCompletion" { return true }
            if arg.trailing { return true }
            if arg.label == nil, let expr = arg.expr, kind(expr) == .closure { return true }
        }
        return false
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

    // MARK: disposition

    /// What happens to the value of `node` (docs/rules.md: discarded vs kept).
    func disposition(of node: Int32) -> Disposition {
        var child = node
        var parent = tree[node].parent
        while parent >= 0 {
            switch kind(parent) {
            case .prefixExpression:
                child = parent
                parent = tree[parent].parent
                continue
            case .argument:
                let owner = tree[parent].parent
                if owner >= 0 && kind(owner) == .tuple && tree[owner].firstChild == parent && tree[parent].nextSibling < 0 && tree[parent].name < 0 {
                    child = owner
                    parent = tree[owner].parent
                    continue
                }
                if owner >= 0 && kind(owner) == .tuple { return .collection }
                return .passed
            case .sequence:
                var sawAssignment = false
                var lhs: [Int32] = []
                for c in tree.children(parent) {
                    if c == child { break }
                    if kind(c) == .binaryOperator && tree[c].flags & OperatorFlags.assignment != 0 { sawAssignment = true }
                    if !sawAssignment { lhs.append(c) }
                }
                if sawAssignment, lhs.count == 1, kind(lhs[0]) == .reference, let t = nameToken(lhs[0]), t.is(.wildcard) { return .discarded }
                if sawAssignment { return .assigned }
                // An operand of a non-assignment sequence (a ternary branch `c ? a.sink {} : b.sink {}`, `x ?? y`,
                // a cast) flows into the sequence's value: the sequence's own use decides.
                child = parent
                parent = tree[parent].parent
                continue
            case .binding:
                let name = tree[parent].name
                if name >= 0 && tokens[Int(name)].is(.wildcard) { return .discarded }
                return .assigned
            case .returnStatement:
                return .returned
            case .conditional where kind(child) == .conditional:
                // An `else if` branch: its value is the value of the `if` it continues.
                child = parent
                parent = tree[parent].parent
                continue
            case .collection:
                return .collection
            case .closure:
                return singleStatement(in: parent) == child ? .closureResult : .discarded
            case .codeBlock, .switchCase, .accessorBlock:
                guard singleStatement(in: parent) == child else { return .discarded }
                return implicitResult(of: parent) ?? .discarded
            case .sourceFile:
                return .discarded
            default:
                return .assigned
            }
        }
        return .discarded
    }

    /// The only statement of a block/closure body, ignoring capture lists and signatures.
    func singleStatement(in block: Int32) -> Int32? {
        var found: Int32?
        for c in tree.children(block) {
            switch kind(c) {
            case .captureList, .closureSignature, .attribute: continue
            default:
                if found != nil { return nil }
                found = c
            }
        }
        return found
    }

    /// When a single-expression block is a value: a getter, a function with a non-Void result, or a branch of a kept
    /// `if`/`switch` expression (an `if` counts only when it ends in `else`; any other `if` is a statement).
    func implicitResult(of block: Int32) -> Disposition? {
        let owner = tree[block].parent
        guard owner >= 0 else { return nil }
        switch kind(owner) {
        case .function:
            guard let result = tree.child(owner, .typeRef) else { return nil }
            return TypeText.isVoid(compactText(result)) ? nil : .returned
        case .accessor:
            return tree.nameText(owner) == "get" ? .returned : nil
        case .binding:
            return .returned
        case .conditional, .switchStatement:
            if kind(owner) == .conditional && !isIfExpression(owner) { return nil }
            let d = disposition(of: owner)
            return d == .discarded ? nil : d
        case .switchCase:
            return nil
        default:
            return nil
        }
    }

    /// Whether `conditional` can be an `if` expression: an `if` whose `else if` chain ends in a plain `else`
    /// (docs/rules.md, "Discarded and kept"). Without that final `else` it produces no value, so it is a statement even as the only
    /// statement of a closure, and what its branches discard is discarded.
    func isIfExpression(_ conditional: Int32) -> Bool {
        guard let keyword = nameToken(conditional), keyword.is(.if_) else { return false }
        var branches = 0
        var last: Int32 = -1
        for c in tree.children(conditional) {
            if kind(c) == .codeBlock { branches += 1 }
            last = c
        }
        if branches >= 2 { return true }
        return branches == 1 && last >= 0 && kind(last) == .conditional && isIfExpression(last)
    }

    // MARK: assignments

    mutating func visitSequence(_ node: Int32) {
        // Only `a.b = value` (a member on the left) is an assignment fact; test the shape before allocating.
        let lhs = tree[node].firstChild
        guard lhs >= 0, kind(lhs) == .postfixChain || kind(lhs) == .reference else { return }
        let op = tree[lhs].nextSibling
        guard op >= 0, kind(op) == .binaryOperator, let opToken = nameToken(op), opToken.kind == .equal, tree[op].nextSibling >= 0 else { return }
        let parts = [lhs, op, tree[op].nextSibling]
        let value = unwrapped(parts[2])
        let valueKind = valueShape(value)
        noteHandedOn(value)
        if context.isDisappearance { noteEmptiedStore(assignedTo: parts[0], value: value) }
        // A plain name on the left matters only when it receives a new object (`delegate = Foo()`).
        guard let target = namePath(parts[0]), target.count >= 2 || (valueKind == .constructed && kind(lhs) == .reference) else { return }
        facts.assignments.append(AssignmentFact(target: target, value: valueKind, closure: nil, valueText: compactText(value, limit: 80), location: location(node: parts[0]), context: context))
        if valueKind == .closure { pendingAssignmentClosures[facts.assignments.count - 1] = value }
    }

    /// What an assigned value is (see `AssignmentFact.Value`), decided on the tree's shape.
    func valueShape(_ value: Int32) -> AssignmentFact.Value {
        switch kind(value) {
        case .closure: return .closure
        case .reference:
            if let t = nameToken(value), t.is(.self_) { return .selfReference }
            return .reference
        case .postfixChain:
            var elements: [Int32] = []
            for e in tree.children(value) where kind(e) != .postfix { elements.append(e) }
            guard let last = elements.last else { return .other }
            if kind(last) == .call {
                let names = elements.dropLast()
                guard let first = names.first, names.allSatisfy({ kind($0) == .reference || kind($0) == .member || kind($0) == .implicitMember }) else { return .callResult }
                if kind(first) == .implicitMember { return names.count == 1 && nameToken(first)?.is(.init_) == true ? .constructed : .callResult }
                // `Foo(…)`, `Module.Foo(…)`, `Foo.init(…)`: type names (capitalized) up to an optional `init`.
                for (k, e) in names.enumerated() {
                    guard let t = nameToken(e) else { return .callResult }
                    if k == names.count - 1 && k > 0 && t.is(.init_) { continue }
                    let b = tree.firstByte(t)
                    if b < UInt8(ascii: "A") || b > UInt8(ascii: "Z") { return .callResult }
                }
                return .constructed
            }
            return namePath(value) != nil ? .reference : .other
        default:
            return .other
        }
    }

    // MARK: async sequences and injection

    mutating func visitAsyncFor(_ node: Int32) {
        guard let sequence = children(node).first(where: { kind($0) != .codeBlock }) else { return }
        let value = unwrapped(sequence)
        var path: [String] = []
        var isCall = false
        if let names = namePath(value) { path = names }
        else if kind(value) == .postfixChain {
            for l in links(value) where l.nameToken >= 0 { path.append(name(l)) }
            isCall = children(value).last.map { kind($0) == .call } ?? false
        }
        guard !path.isEmpty || kind(value) == .collection else { return }
        facts.asyncIterations.append(AsyncIterationFact(path: path, isCall: isCall, location: location(node: sequence), context: context))
        noteAsyncLoopDetails(node, sequence: sequence)
    }

    mutating func noteInjection(attributes: [String], attributeTexts: [String], typeText: String?, at loc: SourceLocation) {
        for (name, text) in zip(attributes, attributeTexts) {
            switch name {
            case "Injected", "Inject", "InjectedObject", "LazyInjected", "WeakLazyInjected", "OptionalInjected":
                if let member = FactWalker.keyPathMember(text) {
                    facts.injections.append(InjectionFact(kind: .container, typeName: member, location: loc, context: context))
                } else if let typeText { facts.injections.append(InjectionFact(kind: .injectedProperty, typeName: TypeText.baseName(TypeText.unwrapped(typeText)), location: loc, context: context)) }
            case "EnvironmentObject":
                if let typeText { facts.injections.append(InjectionFact(kind: .environmentObject, typeName: TypeText.baseName(TypeText.unwrapped(typeText)), location: loc, context: context)) }
            case "Environment":
                // `@Environment(Store.self)`; key paths (`\.dismiss`) are values, not services.
                if let open = text.firstIndex(of: "("), text.hasSuffix(".self)") {
                    let inner = text[text.index(after: open)...].dropLast(6)
                    if !inner.hasPrefix("\\") { facts.injections.append(InjectionFact(kind: .environment, typeName: trimmed(inner), location: loc, context: context)) }
                }
            default:
                break
            }
        }
    }

    /// `service` of `@Injected(\.service)` / `@Injected(\Container.service)` (Factory's key-path form).
    static func keyPathMember(_ attribute: String) -> String? {
        guard let slash = attribute.firstIndex(of: "\\"), let close = attribute.lastIndex(of: ")"), slash < close else { return nil }
        let path = attribute[attribute.index(after: slash)..<close]
        guard let dot = path.lastIndex(of: "."), !path[path.index(after: dot)...].isEmpty else { return nil }
        return String(path[path.index(after: dot)...])
    }

    /// Factory's `Container.shared.service()`: a type's `shared` container asked for a member, called with no arguments.
    mutating func visitContainerLookup(_ chainLinks: [Link]) {
        guard let member = containerLookupMember(chainLinks) else { return }
        facts.injections.append(InjectionFact(kind: .container, typeName: member, location: location(token: chainLinks[2].nameToken), context: context))
    }

    /// `service` when a chain starts with Factory's `Container.shared.service()` (a `…Container` type's `shared`
    /// instance asked for a member, called with no arguments).
    func containerLookupMember(_ chainLinks: [Link]) -> String? {
        guard chainLinks.count >= 3, named(chainLinks[1], .shared), chainLinks[0].isPrimary, chainLinks[0].call == nil, chainLinks[1].call == nil,
              let call = chainLinks[2].call, tree[call].firstChild < 0, chainLinks[2].nameToken >= 0, name(chainLinks[0]).hasSuffix("Container") else { return nil }
        return name(chainLinks[2])
    }

    /// `resolve(Service.self)` on any container.
    mutating func visitResolveCalls(_ chainLinks: [Link]) {
        for link in chainLinks where named(link, .resolve) && !link.isPrimary {
            guard let call = link.call, let first = arguments(call).first, let expr = first.expr,
                  let path = namePath(expr), path.count >= 2, path.last == "self" else { continue }
            facts.injections.append(InjectionFact(kind: .resolve, typeName: path.dropLast().joined(separator: "."), location: location(token: link.nameToken), context: context))
        }
    }

    // MARK: notifications

    mutating func visitNotificationCalls(_ chain: Int32, _ chainLinks: [Link]) {
        for (i, link) in chainLinks.enumerated() where !link.isPrimary {
            if let call = link.call, link.nameToken >= 0, tokens[Int(link.nameToken)].symbol == removeObserverSymbol {
                // Not a fact of its own, but its name argument is no "other use" of the name either.
                if let n = arguments(call).first(where: { $0.label == "name" })?.expr { notificationNameArguments.insert(unwrapped(n)) }
                continue
            }
            guard let call = link.call, named(link, .post) || named(link, .addObserver) || named(link, .publisher) || named(link, .notifications) else { continue }
            let args = arguments(call)
            var nameArg: Int32?
            var kindOf: NotificationFact.Kind = .observe
            var observerDisposition: Disposition?
            if named(link, .post) {
                kindOf = .post
                nameArg = args.first(where: { $0.label == "name" })?.expr
                // `post(Notification(name: N, …))` posts N.
                if nameArg == nil, args.count == 1, args[0].label == nil, let n = args[0].expr { nameArg = notificationInitializerName(n) }
            } else if named(link, .addObserver) {
                if let forName = args.first(where: { $0.label == "forName" }) {
                    nameArg = forName.expr
                    observerDisposition = i == chainLinks.count - 1 ? disposition(of: chain) : .assigned
                } else {
                    nameArg = args.first(where: { $0.label == "name" })?.expr
                }
            } else if named(link, .publisher) {
                nameArg = args.first(where: { $0.label == "for" })?.expr
                // `object.publisher(for: \.keyPath)` is KVO, not NotificationCenter.
                if let n = nameArg, kind(n) == .keyPath { nameArg = nil }
            } else if named(link, .notifications) {
                nameArg = args.first(where: { $0.label == "named" })?.expr
            } else {
                continue
            }
            guard let nameExpr = nameArg else { continue }
            notificationNameArguments.insert(unwrapped(nameExpr))
            let resolved = notificationName(nameExpr)
            var receiver = ""
            for k in 0 ..< i { receiver += (k == 0 ? "" : ".") + name(chainLinks[k]) + (chainLinks[k].call != nil ? "()" : "") }
            let bare = unwrapped(nameExpr)
            let forwards = kind(bare) == .reference && nameToken(bare).map { parameterSymbols.contains($0.symbol) } == true
            facts.notifications.append(NotificationFact(kind: kindOf, call: name(link), name: resolved.name, isLiteral: resolved.literalLocation != nil,
                                                        literalLocation: resolved.literalLocation, location: location(token: link.nameToken),
                                                        observerTokenDisposition: observerDisposition, context: context,
                                                        center: receiver, forwardsParameter: forwards))
        }
    }

    /// Outside a NotificationCenter call's name argument: `Notification.Name.x` (also `NSNotification.Name.x`,
    /// `Foundation.Notification.Name.x`, and with members after `x`) records `x` in `memberNameMentions`;
    /// `Notification.Name("x")` / `.init(rawValue: "x")` records `x` in `literalNameMentions`.
    /// Decided on symbols first: this runs for every chain with a capitalized root.
    mutating func noteNotificationNameMention(_ chain: Int32, _ chainLinks: [Link]) {
        guard !notificationNameArguments.contains(chain), let first = chainLinks.first else { return }
        let isNameType = named(first, .Notification) || named(first, .NSNotification)
        if chainLinks.count <= 3, chainLinks.last?.call != nil,
           isNameType || (kind(first.node) == .implicitMember && named(first, .init_)),
           let literal = literalNotificationName(chain) {
            facts.literalNameMentions.insert(literal.name)
            return
        }
        var start = -1
        if isNameType { start = 0 }
        else if chainLinks.count > 1, named(chainLinks[1], .Notification), name(first) == "Foundation" { start = 1 }
        guard start >= 0, chainLinks.count >= start + 3, chainLinks[start].call == nil, named(chainLinks[start + 1], .Name),
              chainLinks[start + 1].call == nil, chainLinks[start + 2].nameToken >= 0 else { return }
        noteMention(of: tokens[Int(chainLinks[start + 2].nameToken)].symbol)
    }

    /// `Notification(name: N, …)` / `NSNotification(name: N, …)`: the node of N.
    func notificationInitializerName(_ expr: Int32) -> Int32? {
        let node = unwrapped(expr)
        guard kind(node) == .postfixChain else { return nil }
        let chainLinks = links(node)
        guard chainLinks.count == 1, let call = chainLinks[0].call, named(chainLinks[0], .Notification) || named(chainLinks[0], .NSNotification) else { return nil }
        return arguments(call).first(where: { $0.label == "name" })?.expr
    }

    /// Resolves a notification name expression (see `NotificationFact.name`).
    func notificationName(_ expr: Int32) -> (name: String, literalLocation: SourceLocation?) {
        let node = unwrapped(expr)
        if let literal = literalNotificationName(node) { return literal }
        if kind(node) == .implicitMember { return (tree.nameText(node), nil) }
        if let path = namePath(node) {
            if path.count == 3 && (path[0] == "Notification" || path[0] == "NSNotification") && path[1] == "Name" { return (path[2], nil) }
            if path.count == 2 && (path[0] == "Self" || path[0] == "Name") { return (path[1], nil) }
            return (path.joined(separator: "."), nil)
        }
        return (compactText(node, limit: 80), nil)
    }

    /// `Notification.Name("x")`, `NSNotification.Name(rawValue: "x")`, `.init("x")`, `.init(rawValue: "x")`.
    func literalNotificationName(_ node: Int32) -> (name: String, literalLocation: SourceLocation?)? {
        guard kind(node) == .postfixChain else { return nil }
        let chainLinks = links(node)
        guard let last = chainLinks.last, let call = last.call, chainLinks.count <= 3 else { return nil }
        let names = chainLinks.map { name($0) }
        let isNameType = names == ["Notification", "Name"] || names == ["NSNotification", "Name"] || (names == ["init"] && kind(chainLinks[0].node) == .implicitMember)
            || names == ["Notification", "Name", "init"] || names == ["NSNotification", "Name", "init"]
        guard isNameType else { return nil }
        let args = arguments(call)
        guard args.count == 1, args[0].label == nil || args[0].label == "rawValue", let expr = args[0].expr, let text = plainString(expr) else { return nil }
        let locToken = names.last == "init" ? last.nameToken : chainLinks[1].nameToken
        return (text, location(token: locToken))
    }

    /// The contents of a string literal without interpolation.
    func plainString(_ node: Int32) -> String? {
        guard kind(node) == .stringLiteral, tree[node].firstChild < 0 else { return nil }
        let first = Int(tree[node].firstToken)
        let last = Int(tree[node].lastToken)
        guard last - first == 2, tokens[first + 1].kind == .stringSegment else { return last - first == 1 ? "" : nil }
        return tree.stream.text(tokens[first + 1])
    }

    /// The raw value of `static let x = Notification.Name("raw")` in a `Notification.Name` extension.
    func notificationLiteral(ofInitializerIn binding: Int32) -> String? {
        for c in tree.children(binding) where kind(c) == .postfixChain {
            let chainLinks = links(c)
            guard let call = chainLinks.last?.call else { continue }
            let args = arguments(call)
            if args.count == 1, let expr = args[0].expr, let text = plainString(expr) { return text }
        }
        return nil
    }

    // MARK: suppressions

    mutating func extractSuppressions() {
        for trivia in tree.stream.trivia where trivia.kind == .lineComment || trivia.kind == .blockComment {
            // Most comments are prose: look for the marker in bytes before making a String.
            guard tree.file.contains("crosstalk:", in: Int(trivia.start) ..< trivia.end) else { continue }
            let text = Substring(tree.file.text(Int(trivia.start), Int(trivia.length)))
            // A directive is a comment that starts with the marker (as SwiftLint's do): prose that mentions one, or
            // code commented out in a block around a directive, is not one.
            let body = text.drop { $0 == "/" || $0 == "*" }.drop { $0 == " " || $0 == "\t" }
            guard body.hasPrefix("crosstalk:") else { continue }
            let rest = body.dropFirst("crosstalk:".count)
            let kind: SuppressionDirective.Kind
            var tail: Substring
            if rest.hasPrefix("disable:next") { kind = .next; tail = rest.dropFirst(12) }
            else if rest.hasPrefix("disable:previous") { kind = .previous; tail = rest.dropFirst(16) }
            else if rest.hasPrefix("disable:this") { kind = .this; tail = rest.dropFirst(12) }
            else if rest.hasPrefix("disable") { kind = .disable; tail = rest.dropFirst(7) }
            else if rest.hasPrefix("enable") { kind = .enable; tail = rest.dropFirst(6) }
            else { continue }
            if tail.hasSuffix("*/") { tail = tail.dropLast(2) }
            var rules: [String] = []
            for word in tail.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }) {
                guard word.allSatisfy({ $0 == "_" || ($0.isASCII && ($0.isLowercase || $0.isNumber)) }), !word.isEmpty else { break }
                rules.append(String(word))
            }
            let loc = location(offset: Int(trivia.start))
            facts.suppressions.append(SuppressionDirective(kind: kind, rules: rules, line: loc.line, location: loc))
        }
    }
}
