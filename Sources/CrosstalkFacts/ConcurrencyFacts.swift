import CrosstalkSyntax

/// `Task { … }` or `Task.detached { … }`: unstructured work that runs until its closure returns.
public struct TaskFact: Sendable, Hashable {
    public var isDetached: Bool
    /// The `Task` token.
    public var location: SourceLocation
    /// The operation closure (index into `FileFacts.closures`).
    public var closure: Int?
    /// What happens to the returned handle.
    public var disposition: Disposition
    /// The variable or property that keeps the handle (last name of the left side): the one it is assigned to, the
    /// collection it is appended to or assigned in (`observers.append(Task { … })`, `observers = [Task { … }]`), or the
    /// property a local holding it is then assigned to (`let task = Task { … }; observers = [task]`).
    public var handle: String?
    /// A `deinit` of the same type calls `handle.cancel()` / `handle?.cancel()`.
    public var cancelledInDeinit: Bool
    /// A method of the same type other than `deinit` calls `handle.cancel()` after the task starts (a `stop()`, an
    /// `invalidate()`, the stream's `onTermination`; not the cancel of the previous task before a restart): the owner
    /// ends the task itself instead of waiting for its own release.
    public var cancelledByMethod: Bool = false
    /// Started right inside the build closure of an `AsyncStream { continuation in … }` (or `AsyncThrowingStream`): the
    /// task produces that stream, a stage of a pipeline (`translate(_:)` relaying a per-request response).
    public var producesAStream: Bool = false
    /// Unqualified names the closure reads that it does not declare itself, nor the enclosing function before it
    /// (as parameters or locals): candidates for implicit `self` (`Task { for await x in events { handle(x) } }`),
    /// each once, with its first use. Spelled out only for a task whose closure holds a `for await` loop.
    public var bareNames: [BareNameFact]
    public var context: CodeContext
}

/// An unqualified name read inside a `Task` closure.
public struct BareNameFact: Sendable, Hashable {
    public var name: String
    public var location: SourceLocation
}

/// What a `for await` loop iterates, as far as the syntax tells.
public enum AsyncSequenceShape: String, Sendable, Hashable {
    /// A collection literal (`[a, b].async`).
    case literal
    /// `stride(from:to:by:)`.
    case stride
    /// The group parameter of a `withTaskGroup { group in … }` body: it ends when the group's children do.
    case taskGroup
    /// Anything else: a stream, a publisher's values, a member of another object.
    case other
}

/// One step in the life of an `AsyncStream`/`AsyncThrowingStream`: made, fed or finished.
public struct AsyncStreamFact: Sendable, Hashable {
    public enum Kind: String, Sendable { case make, makeStream, yield, finish }
    public var kind: Kind
    /// For `yield`/`finish`: the names before the call (`["continuation"]`, `["self", "continuation"]`);
    /// for `make`/`makeStream`: the stream type as written (`AsyncStream<Int>`).
    public var path: [String]
    /// The `AsyncStream` token, or the `yield`/`finish`/`makeStream` token.
    public var location: SourceLocation
    public var context: CodeContext
}

/// A SwiftUI modifier that subscribes a view to something: `.onReceive`, `.task`, `.onChange(of:)`.
public struct ViewModifierFact: Sendable, Hashable {
    public enum Kind: String, Sendable { case onReceive, task, onChange }
    public var kind: Kind
    /// The names of the publisher (`onReceive`), the observed value (`onChange(of:)`) or the `id:` (`task`), up to
    /// the first call: `["viewModel", "$state"]`.
    public var path: [String]
    /// The path is followed by a call (`store.updates()`).
    public var pathIsCall: Bool
    /// The action closure (index into `FileFacts.closures`).
    public var closure: Int?
    /// The modifier's name token.
    public var location: SourceLocation
    public var context: CodeContext
}

/// The block of a block-based `addObserver(forName:object:queue:using:)`.
public struct ObserverBlockFact: Sendable, Hashable {
    /// The resolved notification name (see `NotificationFact.name`).
    public var name: String
    /// The block (index into `FileFacts.closures`).
    public var closure: Int?
    /// The `addObserver` token.
    public var location: SourceLocation
    public var context: CodeContext
}

extension SubscriptionFact {
    /// An RxSwift subscription (`subscribe`, `bind`, `drive`, `emit`): only the lifecycle rules apply to it.
    public var isRx: Bool {
        switch terminal {
        case .subscribe, .bind, .drive, .emit: return true
        case .sink, .assignToOn, .assignToPublished: return false
        }
    }

    /// The terminal as a user writes it, for messages (`sink`, `assign(to:on:)`, `subscribe`, `drive`).
    public var terminalCall: String {
        switch terminal {
        case .sink: return "sink"
        case .assignToOn: return "assign(to:on:)"
        case .assignToPublished: return "assign(to:)"
        case .subscribe, .bind, .drive, .emit: return terminal.rawValue
        }
    }
}

/// The enclosing `Task` closure while walking, for its implicit-`self` candidates.
struct OpenTask {
    var fact: Int
    /// Symbols declared inside the closure (parameters, loop patterns, locals, bindings) or before it in the function.
    var declared: Set<Int32>
    /// Unqualified name symbols read, with the offset of each read (deduplicated when the task turns out to loop).
    var reads: [(symbol: Int32, offset: Int)]
    /// `facts.asyncIterations.count` when the closure opened: a loop inside adds to it.
    var loopsBefore: Int
}

extension FactWalker {
    /// `Task { }`, `Task.detached { }`, `Task(priority: .high) { }` (the root is the type `Task`, a closure is passed).
    mutating func visitTask(_ chain: Int32, _ chainLinks: [Link]) {
        guard named(chainLinks[0], .Task), chainLinks[0].isPrimary else { return }
        var callLink = chainLinks[0]
        var detached = false
        if callLink.call == nil, chainLinks.count >= 2, named(chainLinks[1], .detached) {
            callLink = chainLinks[1]
            detached = true
        }
        guard let call = callLink.call, let operation = lastClosureArgument(call) else { return }
        let disposition = disposition(of: chain)
        // `Task { … }.store(in: &cancellables)`: an app's helper keeping the task as an `AnyCancellable` in that store.
        var storeTarget: String?
        if let storeLink = chainLinks.last, storeLink.call != nil, named(storeLink, .store), chainLinks.count >= 2,
           let target = arguments(storeLink.call!).first(where: { $0.label == "in" })?.expr {
            storeTarget = namePath(unwrapped(target))?.last
        }
        facts.tasks.append(TaskFact(isDetached: detached, location: location(token: chainLinks[0].nameToken), closure: nil, disposition: disposition,
                                    handle: storeTarget ?? keeperName(of: chain, disposition: disposition), cancelledInDeinit: false,
                                    producesAStream: closureStack.last.map { streamBuilderClosures.contains($0.node) } ?? false, bareNames: [], context: context))
        if disposition == .assigned, let binding = ancestor(of: chain, within: 2, where: { kind($0) == .binding }), tree[binding].name >= 0 {
            localTaskHandles[tokens[Int(tree[binding].name)].symbol] = facts.tasks.count - 1
        }
        taskClosureNodes[unwrapped(operation)] = facts.tasks.count - 1
    }

    /// `withTaskGroup` and its three siblings.
    static let taskGroupWords = WordSet([.withTaskGroup, .withThrowingTaskGroup, .withDiscardingTaskGroup, .withThrowingDiscardingTaskGroup])

    /// `withTaskGroup(of:) { group in … }` (and its siblings): remembers the body closure, whose group parameter is
    /// a finite sequence.
    mutating func noteTaskGroup(_ chainLinks: [Link]) {
        let first = chainLinks[0]
        guard first.isPrimary, first.nameToken >= 0, FactWalker.taskGroupWords.contains(tokens[Int(first.nameToken)].symbol),
              let call = first.call, let body = lastClosureArgument(call) else { return }
        taskGroupClosureNodes.insert(unwrapped(body))
    }

    /// The last argument of a call that is a closure literal (a trailing closure or `operation:`/`using:`).
    func lastClosureArgument(_ call: Int32) -> Int32? {
        var found: Int32?
        for arg in tree.children(call) where tree[arg].firstChild >= 0 {
            let value = unwrapped(tree[arg].firstChild)
            if kind(value) == .closure { found = value }
        }
        return found
    }

    /// `let task = Task { … }; observers = [task]` (or `observer = task`): the task's handle is kept by the property.
    mutating func noteTaskHandleKept(_ value: Int32, by target: [String]) {
        guard let property = target.last else { return }
        let isCollection = kind(value) == .collection
        guard !localTaskHandles.isEmpty || isCollection else { return }
        let values = isCollection ? collectionElements(value) : [value]
        for v in values where v >= 0 {
            if kind(v) == .reference, let t = nameToken(v), let task = localTaskHandles[t.symbol] { facts.tasks[task].handle = property }
            // `tasks = [makeForwarder(a), second]` with `let second = makeForwarder(b)`: what the maker returns is kept.
            if isCollection, let type = context.type, context.hasInstanceSelf, let call = makerResult(v) { propertiesGivenCallResults.append((type, call, property)) }
        }
    }

    /// `makeForwarder(a)` itself, or the call a local was given (`localMakerResults`); nil for anything else.
    func makerResult(_ value: Int32) -> Int32? {
        let v = unwrapped(value)
        if kind(v) == .reference, let t = nameToken(v) { return localMakerResults[t.symbol] }
        return valueShape(v) == .callResult ? v : nil
    }

    /// The element expressions of a collection literal (`[a, b]`).
    func collectionElements(_ collection: Int32) -> [Int32] {
        tree.children(collection).map { kind($0) == .argument ? tree[$0].firstChild : $0 }
    }

    /// `let task = Task { … }; observers.append(task)`: the task's handle is kept by the collection `argument` is
    /// appended or inserted into.
    mutating func noteTaskHandleAppended(_ argument: Int32) {
        let value = tree[argument].firstChild
        guard value >= 0 else { return }
        if kind(value) == .reference, let t = nameToken(value), let task = localTaskHandles[t.symbol],
           let collection = collection(before: ["append", "insert"], calledAround: value) {
            facts.tasks[task].handle = collection
        }
        // `let first = makeForwarder(a); tasks.append(first)`: what the maker returns is kept by the collection.
        if kind(value) == .reference, let type = context.type, context.hasInstanceSelf, let call = makerResult(value),
           let collection = collection(before: ["append", "insert"], calledAround: value) {
            propertiesGivenCallResults.append((type, call, collection))
        }
    }

    /// `observers` when `node` is an argument of one of `methods` called on it: `observers.append(node)`,
    /// `self.observers.insert(node, at: 0)`, the closure of `observers.forEach { … }`.
    func collection(before methods: Set<String>, calledAround node: Int32) -> String? {
        guard let chain = ancestor(of: node, within: 4, where: { kind($0) == .postfixChain }) else { return nil }
        let (names, isCall) = leadingNames(chain)
        guard isCall, names.count >= 2, let method = names.last, methods.contains(method) else { return nil }
        return names[names.count - 2]
    }

    /// The nearest ancestor of `node`, at most `levels` up, that `matches`.
    func ancestor(of node: Int32, within levels: Int, where matches: (Int32) -> Bool) -> Int32? {
        var n = tree[node].parent
        var left = levels
        while n >= 0 && left > 0 {
            if matches(n) { return n }
            n = tree[n].parent
            left -= 1
        }
        return nil
    }

    /// The name that keeps the value of `chain`, given how it is disposed of: the variable or property it is assigned
    /// to (`self.task = …`, `let task = …`), the collection it is appended to or inserted into (`tasks.append(…)`),
    /// or the one a collection literal holding it is assigned to (`tasks = [Task { … }]`).
    func keeperName(of chain: Int32, disposition: Disposition) -> String? {
        switch disposition {
        case .assigned: return assignedName(of: chain)
        case .passed: return collection(before: ["append", "insert"], calledAround: chain)
        case .collection:
            guard let literal = ancestor(of: chain, within: 3, where: { kind($0) == .collection || kind($0) == .tuple }) else { return nil }
            return assignedName(of: literal)
        default: return nil
        }
    }

    /// The last name of the left side (or the bound name) a value is assigned to: `task` in `self.task = …` / `let task = …`.
    func assignedName(of node: Int32) -> String? {
        var child = node
        var parent = tree[node].parent
        while parent >= 0, kind(parent) == .prefixExpression {
            child = parent
            parent = tree[parent].parent
        }
        guard parent >= 0 else { return nil }
        switch kind(parent) {
        case .binding:
            return tree[parent].name >= 0 ? tree.nameText(parent) : nil
        case .sequence:
            let lhs = tree[parent].firstChild
            guard lhs != child, lhs >= 0 else { return nil }
            return namePath(lhs)?.last
        default:
            return nil
        }
    }

    /// Opens the implicit-`self` scope of a `Task` closure: what the enclosing function declared before it is not `self`.
    mutating func openTask(_ fact: Int) {
        var declared: Set<Int32> = []
        for p in functionParameters { declared.insert(tokens[Int(p.name)].symbol) }
        var i = facts.properties.count - 1
        while i >= 0, facts.properties[i].location.offset >= functionStart {
            if facts.properties[i].isLocal, let symbol = tree.stream.symbols.lookup(facts.properties[i].name) { declared.insert(symbol) }
            i -= 1
        }
        taskStack.append(OpenTask(fact: fact, declared: declared, reads: [], loopsBefore: facts.asyncIterations.count))
    }

    /// Closes a `Task` closure's scope: its candidate names become the fact's `bareNames`.
    mutating func closeTask() {
        let open = taskStack.removeLast()
        // Only a task with a loop needs its names (the rule asks about nothing else): spelled out once each.
        if facts.asyncIterations.count > open.loopsBefore {
            var bare: [BareNameFact] = []
            var spelled: Set<Int32> = []
            for read in open.reads where !open.declared.contains(read.symbol) && spelled.insert(read.symbol).inserted {
                bare.append(BareNameFact(name: tree.stream.symbols.text(read.symbol), location: location(offset: read.offset)))
            }
            facts.tasks[open.fact].bareNames = bare
        }
        // What the inner task reads and does not declare, the outer task's closure reads too.
        if !taskStack.isEmpty {
            for read in open.reads where !open.declared.contains(read.symbol) { noteTaskRead(read.symbol, offset: read.offset) }
        }
    }

    /// An unqualified lowercase name read inside an open `Task` closure.
    mutating func noteTaskRead(_ symbol: Int32, offset: Int) {
        taskStack[taskStack.count - 1].reads.append((symbol, offset))
    }

    /// Names declared in the token range of `node` (a closure signature, a loop pattern) count as locals of open tasks.
    mutating func declareTaskLocals(from first: Int32, through last: Int32) {
        guard first <= last else { return }
        for t in first...last where tokens[Int(t)].kind == .identifier {
            taskStack[taskStack.count - 1].declared.insert(tokens[Int(t)].symbol)
        }
    }

    /// `for await x in sequence`: the sequence's name path (or that it is a collection literal) as an iteration fact.
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

    /// `for await x in sequence`: adds the shape, enclosing closure and `self` re-binding to the iteration fact.
    mutating func noteAsyncLoopDetails(_ node: Int32, sequence: Int32) {
        let value = unwrapped(sequence)
        var shape = AsyncSequenceShape.other
        if kind(value) == .collection { shape = .literal }
        if kind(value) == .postfixChain, let first = tree[value].firstChild >= 0 ? tree[value].firstChild : nil {
            if kind(first) == .collection { shape = .literal }
            if kind(first) == .reference, let t = nameToken(first), t.is(.stride) { shape = .stride }
        }
        if shape == .other, kind(value) == .reference, let name = nameToken(value), let open = closureStack.last,
           taskGroupClosureNodes.contains(open.node), let signature = tree.child(open.node, .closureSignature),
           (tree[signature].firstToken...tree[signature].lastToken).contains(where: { tokens[Int($0)].kind == .identifier && tokens[Int($0)].symbol == name.symbol }) {
            shape = .taskGroup
        }
        let rebound = closureStack.reversed().prefix { !$0.ownStrong }.contains { $0.rebound }
        let last = facts.asyncIterations.count - 1
        guard last >= 0, facts.asyncIterations[last].location.offset == location(node: sequence).offset else { return }
        facts.asyncIterations[last].shape = shape
        facts.asyncIterations[last].closure = closureStack.last?.fact
        facts.asyncIterations[last].selfReboundBefore = rebound
        facts.asyncIterations[last].leavesAfterOnePass = bodyEndsInExit(node)
    }

    /// The code block of loop `node` ends in `break`, `return` or `throw` (not inside an `if` or a `switch` case).
    func bodyEndsInExit(_ node: Int32) -> Bool {
        guard let body = tree.child(node, .codeBlock) else { return false }
        var last: Int32 = -1
        for statement in tree.children(body) { last = statement }
        guard last >= 0 else { return false }
        switch kind(last) {
        case .returnStatement, .throwStatement: return true
        case .otherStatement: return tree[last].name >= 0 && tokens[Int(tree[last].name)].is(.break_)
        default: return false
        }
    }

    /// `AsyncStream { … }`, `AsyncStream.makeStream(of:)`, `continuation.yield(x)`, `continuation.finish()`.
    mutating func visitAsyncStreamCalls(_ chainLinks: [Link]) {
        let first = chainLinks[0]
        if first.isPrimary, named(first, .AsyncStream) || named(first, .AsyncThrowingStream) {
            let type = compactText(first.node, limit: 80)
            if chainLinks.count >= 2, named(chainLinks[1], .makeStream) {
                facts.asyncStreamEvents.append(AsyncStreamFact(kind: .makeStream, path: [type], location: location(token: chainLinks[1].nameToken), context: context))
            } else if let call = first.call {
                facts.asyncStreamEvents.append(AsyncStreamFact(kind: .make, path: [type], location: location(token: first.nameToken), context: context))
                if let builder = lastClosureArgument(call) { streamBuilderClosures.insert(unwrapped(builder)) }
            }
            return
        }
        for (i, link) in chainLinks.enumerated() where i > 0 && link.call != nil && (named(link, .yield) || named(link, .finish)) {
            var path: [String] = []
            for l in chainLinks[..<i] {
                guard l.nameToken >= 0, l.call == nil else { path = []; break }
                path.append(name(l))
            }
            guard !path.isEmpty else { continue }
            facts.asyncStreamEvents.append(AsyncStreamFact(kind: named(link, .yield) ? .yield : .finish, path: path, location: location(token: link.nameToken), context: context))
        }
    }

    /// `.onReceive(publisher) { }`, `.task { }` / `.task(id:) { }`, `.onChange(of: value) { }`.
    mutating func visitViewModifiers(_ chainLinks: [Link]) {
        for link in chainLinks where !link.isPrimary || kind(link.node) == .implicitMember {
            guard let call = link.call else { continue }
            let modifier: ViewModifierFact.Kind
            if named(link, .onReceive) { modifier = .onReceive } else if named(link, .task) { modifier = .task } else if named(link, .onChange) { modifier = .onChange } else { continue }
            let args = arguments(call)
            guard let action = lastClosureArgument(call) else { continue }
            let subject: Int32? = switch modifier {
            case .onReceive: args.first.flatMap(\.expr)
            case .onChange: args.first(where: { $0.label == "of" })?.expr
            case .task: args.first(where: { $0.label == "id" })?.expr
            }
            var path: [String] = []
            var isCall = false
            if let subject, unwrapped(subject) != unwrapped(action) {
                (path, isCall) = leadingNames(unwrapped(subject))
            }
            facts.viewModifiers.append(ViewModifierFact(kind: modifier, path: path, pathIsCall: isCall, closure: nil, location: location(token: link.nameToken), context: context))
            pendingModifierClosures[facts.viewModifiers.count - 1] = unwrapped(action)
        }
    }

    /// The names an expression starts with, up to its first call: `vm.$state` → `["vm", "$state"]`, false;
    /// `store.updates().map { }` → `["store", "updates"]`, true.
    func leadingNames(_ value: Int32) -> (names: [String], isCall: Bool) {
        if let names = namePath(value) { return (names, false) }
        guard kind(value) == .postfixChain else { return ([], false) }
        var names: [String] = []
        for l in links(value) {
            guard l.nameToken >= 0 else { break }
            names.append(kind(l.node) == .implicitMember ? "." + name(l) : name(l))
            if l.call != nil { return (names, true) }
        }
        return (names, false)
    }

    /// The block of `addObserver(forName:object:queue:using:)`, trailing or labeled `using:`.
    mutating func visitObserverBlock(_ chainLinks: [Link]) {
        for link in chainLinks where !link.isPrimary && named(link, .addObserver) {
            guard let call = link.call else { continue }
            let args = arguments(call)
            guard let forName = args.first(where: { $0.label == "forName" })?.expr, let block = lastClosureArgument(call) else { continue }
            facts.observerBlocks.append(ObserverBlockFact(name: notificationName(forName).name, closure: nil, location: location(token: link.nameToken), context: context))
            pendingObserverClosures[facts.observerBlocks.count - 1] = unwrapped(block)
        }
    }

    /// A chain ending in `name.cancel()` / `name?.cancel()` / `self.name?.cancel()` inside a type's member: the handle
    /// it cancels (the collection, for an element cancelled in `for name in tasks` or `tasks.forEach { $0.cancel() }`),
    /// and whether the member is the `deinit`.
    mutating func noteCancellation(_ chain: Int32) {
        guard let type = typeStack.last, context.member != nil else { return }
        let first = Int(tree[chain].firstToken), last = Int(tree[chain].lastToken)
        // `cancel` `(` `)` at the end, after a period.
        guard last - first >= 4, tokens[last - 2].is(.cancel), tokens[last - 3].kind == .period,
              tokens[last].kind == .rightParen, tokens[last - 1].kind == .leftParen else { return }
        var j = last - 4
        if tokens[j].kind == .postfixQuestion || tokens[j].kind == .postfixBang { j -= 1 }
        guard j >= first else { return }
        let cancelled: String?
        switch tokens[j].kind {
        case .identifier:
            let name = tree.stream.text(tokens[j])
            cancelled = collectionIterated(by: name, around: chain) ?? handleCopied(into: name, before: Int(tokens[j].start)) ?? name
        // `observers.forEach { $0.cancel() }`: each element of the collection.
        case .dollarIdentifier:
            if let closure = ancestor(of: chain, within: 8, where: { kind($0) == .closure }) { cancelled = collection(before: ["forEach"], calledAround: closure) } else { cancelled = nil }
        default: cancelled = nil
        }
        guard let cancelled else { return }
        taskCancellations.append((facts.types[type].name, cancelled, context.member ?? "", Int(tokens[last - 2].start)))
    }

    /// `currentTask` when `name` is a local of the function copied from it (`let task = currentTask; task?.cancel()`).
    func handleCopied(into name: String, before offset: Int) -> String? {
        guard let local = facts.nearestLocal(name, before: offset), local.location.offset >= functionStart,
              let i = local.initializer, !i.isCall, !i.isClosure, let root = i.root else { return nil }
        if root == "self", i.members.count == 1 { return i.members[0] }
        return i.members.isEmpty && root.first?.isLowercase == true ? root : nil
    }

    /// `observers` when `name` is the element of an enclosing `for name in observers` loop.
    func collectionIterated(by name: String, around node: Int32) -> String? {
        guard let loop = ancestor(of: node, within: 12, where: { kind($0) == .forIn }), let sequence = children(loop).first(where: { kind($0) != .codeBlock }) else { return nil }
        let patternEnd = tree[sequence].firstToken
        var t = tree[loop].firstToken + 1
        while t < patternEnd {
            if tokens[Int(t)].kind == .identifier && tree.stream.text(tokens[Int(t)]) == name { return namePath(unwrapped(sequence))?.last }
            t += 1
        }
        return nil
    }


    /// `listener = makeListener()` where `makeListener()` returns its `Task { … }`: the property keeps that task's handle.
    mutating func noteTasksKeptFromMakers() {
        for t in facts.tasks.indices where facts.tasks[t].handle == nil && (facts.tasks[t].disposition == .returned || facts.tasks[t].disposition == .closureResult) {
            guard let maker = facts.tasks[t].context.member, maker.hasSuffix("()"), let type = facts.tasks[t].context.type else { continue }
            let call = maker.dropLast(2) + "("
            let kept = propertiesGivenCallResults.first { given in
                // The maker may sit in an extension of the type that keeps its result.
                guard given.type == type || facts.types[given.type].ownerName == facts.types[type].ownerName else { return false }
                let text = compactText(given.call, limit: 80)
                return text.hasPrefix(call) || text.hasPrefix("self." + call)
            }
            if let kept { facts.tasks[t].handle = kept.property }
        }
    }

    /// After the walk: closures of tasks, modifiers and observer blocks; where each task's handle is cancelled.
    mutating func resolveConcurrencyFacts() {
        for (node, task) in taskClosureNodes { facts.tasks[task].closure = closureIndex[node] }
        for (modifier, node) in pendingModifierClosures { facts.viewModifiers[modifier].closure = closureIndex[node] }
        for (observer, node) in pendingObserverClosures { facts.observerBlocks[observer].closure = closureIndex[node] }
        guard !taskCancellations.isEmpty else { return }
        for c in taskCancellations where c.member != "deinit" { facts.taskHandlesCancelledByMethods.insert(c.type + "." + c.name) }
        noteTasksKeptFromMakers()
        for t in facts.tasks.indices {
            guard let handle = facts.tasks[t].handle, let type = facts.tasks[t].context.type else { continue }
            let typeName = facts.types[type].name
            for c in taskCancellations where c.type == typeName && c.name == handle {
                // Cancelling the previous task just before starting the next (`task?.cancel(); task = Task { … }`)
                // ends no loop for good; a cancel after the start (another method, or the stream's `onTermination`
                // in the same one) does.
                if c.member == "deinit" { facts.tasks[t].cancelledInDeinit = true }
                else if c.member != facts.tasks[t].context.member || c.offset > facts.tasks[t].location.offset { facts.tasks[t].cancelledByMethod = true }
            }
        }
    }
}
