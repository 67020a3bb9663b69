import CrosstalkFacts
import CrosstalkSyntax

/// One mechanism per function: which facts count, how each end is found, what the edge carries.
extension GraphBuilder {
    /// Where the code of a fact runs: a type node, a type the sources do not declare (an extension of
    /// `UIViewController`), or no type at all (top-level code).
    enum Endpoint {
        case node(Int)
        case external(String)
        case none
    }

    func endpoint(_ context: CodeContext, file: Int) -> Endpoint {
        guard let t = context.type else { return .none }
        let n = nodeOfType[file][t]
        return n >= 0 ? .node(n) : .external(files[file].types[t].name)
    }

    /// The outcome for a fact whose code is not in a declared type.
    static func outcome(forNonNode endpoint: Endpoint) -> Outcome {
        if case .external = endpoint { return .external }
        return .unresolved("code outside any declared type")
    }

    /// `member` is not declared by `node`: when `node` inherits from an undeclared type (a `UITableView` subclass, an
    /// `ObservableObject`), the member comes from there and the edge still starts at `node`; otherwise unresolved.
    mutating func undeclaredMember(_ member: String, of node: Int, to ctx: Int, _ mechanism: Mechanism, site here: EvidenceSite, ambiguous: Bool) -> Outcome {
        guard hasExternalAncestor(node) else { return .unresolved("'\(infos[node].qualifiedName)' declares no '\(member)'") }
        return connect(owners: [node], to: ctx, mechanism, member: member, site: here, ambiguous: ambiguous, text: member)
    }

    // MARK: closure

    mutating func buildClosures(_ f: Int) {
        for a in files[f].assignments where a.target.count >= 2 {
            let isClosureValue = a.value == .closure
            let member = a.target[a.target.count - 1]
            // Otherwise only a function reference into a closure-typed property (`vm.onClose = handleClose`) is
            // evidence; a call result (`makeContent(item)`) or a forwarded parameter (`timer.completion = completion`)
            // is not this type's closure.
            guard isClosureValue || (a.value == .reference && closureMembers.contains(member) && isOwnMethodReference(a, file: f)) else { continue }
            // `= {}` / `= { _ in }` resets a callback: nothing is told to anyone.
            if isClosureValue, let c = a.closure, files[f].closures[c].isEmpty { continue }
            let base = a.target.dropLast()
            let here = site(f, a.location)
            var text: String { a.target.joined(separator: ".") }
            guard case .node(let ctx) = endpoint(a.context, file: f) else {
                if isClosureValue { record(GraphBuilder.outcome(forNonNode: endpoint(a.context, file: f)), .closure, site: here, text: text) }
                continue
            }
            // `= { $0 * 2 }`, `= { [weak viewModel] in viewModel?.confirm() }`: no object of the maker is reached.
            if isClosureValue, let c = a.closure, !reachesItsMaker(closure: files[f].closures[c], file: f, maker: ctx) { continue }
            let walk = walkBase(base, context: ctx, file: f, offset: a.location.offset, scopeStart: scopeStart(a.context, file: f))
            var outcome = Outcome.notAFact
            switch walk.cursor {
            case .instance(let n), .type(let n):
                if let (d, ref) = findProperty(member, in: n) {
                    if isPlainValue(d) {
                        // `errorDetails.refresh = { }` on a Hashable struct: whoever holds the value calls it, not the value.
                        outcome = .unresolved("'\(infos[d].qualifiedName)' is a plain value: its holder calls '\(member)'")
                    } else if property(ref).isClosureTyped || isClosureValue {
                        // `self.completion = { … }` on a property a superclass declares: one object calls itself; and
                        // `editor.onClose = { … }` with `let editor = TagEditorScreen()`, the instance's type.
                        let owner = base == ["self"] ? ctx : walk.cursor.isInstance ? n : d
                        outcome = connect(owners: [owner], to: ctx, .closure, member: member, site: here, ambiguous: walk.ambiguous, text: text)
                    }
                } else if isClosureValue {
                    outcome = undeclaredMember(member, of: n, to: ctx, .closure, site: here, ambiguous: walk.ambiguous)
                }
            case .external(let x):
                if isClosureValue { outcome = externalOutcome(x, to: ctx, .closure, member: member, site: here) }
            case .unknown(let reason):
                // `$0.modelContext = { … }` in TCA's `withDependencies:`: an extension of an outside type declares the
                // member too (`extension DependencyValues { var modelContext }`), and the receiver may be that type.
                if tables.propertiesOfOutsideExtensions.contains(member) {
                    if isClosureValue { outcome = .unresolved(reason) }
                    break
                }
                let found = candidates(member, methods: false, exclude: ctx, hint: base.last, module: infos[ctx].module) { ref in
                    // A plain value's closure is its holder's to call (see `isPlainValue`).
                    guard self.property(ref).isClosureTyped, let owner = self.property(ref).owner else { return false }
                    return !self.isPlainValue(self.nodeOfType[ref.file][owner])
                }
                if !found.isEmpty { outcome = connect(owners: found, to: ctx, .closure, member: member, site: here, ambiguous: true, text: text) }
                else if isClosureValue { outcome = .unresolved(reason) }
            }
            record(outcome, .closure, site: here, text: text)
        }
    }

    /// A struct or enum declared as a value — it adopts the standard library's value protocols and nothing else
    /// (`struct ErrorDetails: Hashable`), or a struct adopting nothing but marker protocols (`Sendable`) that keeps only closures and
    /// has no method (`struct Callbacks`, a bag of callbacks; a swift-dependencies client whose endpoints a test stubs): a closure stored in it is called by whoever holds the value. A view, a struct adopting another
    /// protocol, or one adopting none with other members (it may be a small controller of its own) is not one.
    func isPlainValue(_ node: Int) -> Bool {
        if wiring.closureBags.contains(node) { return true }
        return (infos[node].kind == .struct || infos[node].kind == .enum) && !infos[node].inherits.isEmpty
            && infos[node].inherits.allSatisfy { ProjectIndex.knownValueProtocols.contains($0.name) }
    }

    /// `handleClose` or `self.handleClose` naming an instance method of the code's own type.
    mutating func isOwnMethodReference(_ a: AssignmentFact, file: Int) -> Bool {
        guard case .node(let ctx) = endpoint(a.context, file: file) else { return false }
        var name = Substring(a.valueText)
        if name.hasPrefix("self.") { name = name.dropFirst(5) }
        if let paren = name.firstIndex(of: "(") { name = name[..<paren] }
        guard !name.contains(".") else { return false }
        return findMethod(String(name), in: ctx) != nil
    }

    // MARK: singleton

    /// `T.shared` where `shared` is a static property of T holding a T (by annotation or initializer).
    mutating func buildSingletons(_ f: Int) {
        // `Window.focused = w` writes the static: it hands the type a value, nothing is read from the shared object.
        // Line → the `Type.member`s assigned there, built for a file only once it has a candidate reference (most have
        // none); by line first, so a reference on a line without such an assignment spells out nothing.
        var writes: [Int: [String]]?
        // A shared object named only as the sender a notification call filters on is sent nothing (the notification edge
        // shows the talk).
        for r in files[f].staticReferences where (singletonMembers.contains(r.member) || Vocabulary.singletonNameSet.contains(r.member)) && !r.isNotificationSender {
            if writes == nil {
                writes = [:]
                for a in files[f].assignments where a.target.count == 2 && a.target[0].first?.isUppercase == true {
                    writes![a.location.line, default: []].append(a.target[0] + "." + a.target[1])
                }
            }
            if let written = writes![r.location.line], written.contains(r.typeName + "." + r.member) { continue }
            let here = site(f, r.location)
            var text: String { r.typeName + "." + r.member }
            let contextNode: Int? = { if case .node(let c) = endpoint(r.context, file: f) { return c }; return nil }()
            let hits = lookupType(r.typeName, context: contextNode)
            var owner: Int?
            if let s = hits.first {
                // A static of the type's own type, precomputed with sets of presets left out.
                guard singletonOwners[s]?[r.member] != nil else { continue }
                owner = s
            } else {
                guard Vocabulary.singletonNameSet.contains(r.member), GraphBuilder.looksLikeTypeName(r.typeName) else { continue }
            }
            guard let ctx = contextNode else {
                record(owner == nil ? .external : GraphBuilder.outcome(forNonNode: endpoint(r.context, file: f)), .singleton, site: here, text: text)
                continue
            }
            if let owner {
                record(connect(owners: [owner], to: ctx, .singleton, member: r.member, site: here, ambiguous: hits.count > 1, text: text), .singleton, site: here, text: text)
            } else {
                record(externalOutcome(r.typeName, to: ctx, .singleton, member: r.member, site: here), .singleton, site: here, text: text)
            }
        }
    }

    // MARK: async_stream

    mutating func buildAsyncStreams(_ f: Int) {
        for it in files[f].asyncIterations {
            var path = it.path
            if path.count > 1 && path[0] == "self" { path.removeFirst() }
            // `NotificationCenter.default.notifications(named:)` is a notification observation.
            if path.contains("notifications") && (path.contains("NotificationCenter") || path.contains("default")) { continue }
            var isCall = it.isCall
            if path.count >= 2 && path.last == "values" { path.removeLast(); isCall = false }
            guard !path.isEmpty else { continue }
            let here = site(f, it.location)
            let text = path.joined(separator: ".") + (isCall ? "()" : "")
            guard case .node(let ctx) = endpoint(it.context, file: f) else {
                record(GraphBuilder.outcome(forNonNode: endpoint(it.context, file: f)), .asyncStream, site: here, text: text)
                continue
            }
            record(asyncOutcome(path: path, isCall: isCall, ctx: ctx, f: f, context: it.context, at: it.location, site: here, depth: 0), .asyncStream, site: here, text: text)
        }
    }

    static func isAsyncSequenceType(_ text: String) -> Bool { text.containsUTF8("Async") }

    mutating func asyncOutcome(path: [String], isCall: Bool, ctx: Int, f: Int, context: CodeContext, at location: SourceLocation, site here: EvidenceSite, depth: Int) -> Outcome {
        let scope = scopeStart(context, file: f)
        let first = path[0]
        if path.count == 1 {
            if findMethod(first, in: ctx) != nil || findProperty(first, in: ctx) != nil { return .internalReference }
            if let local = nearestLocal(first, file: f, before: location.offset, after: scope), depth < 2 {
                let p = files[f].properties[local]
                // `let stream = store.events()`, or through a type's static member (`LogManager.logger.store.logStream()`).
                if let i = p.initializer, let root = i.root, !i.members.isEmpty,
                   !GraphBuilder.looksLikeTypeName(root) || (i.members.count >= 2 && i.members[0] != "init" && !lookupType(root, context: ctx).isEmpty) {
                    return asyncOutcome(path: [root] + i.members, isCall: i.isCall, ctx: ctx, f: f, context: context, at: location, site: here, depth: depth + 1)
                }
                return .unresolved("the stream '\(first)' is not made by a member")
            }
            return .unresolved("cannot tell where '\(first)' comes from")
        }
        // `updates.stream` of the type's own `let updates = AsyncStream.makeStream(of: Int.self)`: a pair it made for
        // itself, whose continuation only its own code holds.
        if let (_, ref) = findProperty(first, in: ctx), property(ref).initializer?.members.contains("makeStream") == true {
            return .internalReference
        }
        var walk = walkBase(path.prefix(1), context: ctx, file: f, offset: location.offset, scopeStart: scope)
        for k in 1..<path.count {
            let name = path[k].hasPrefix("$") ? String(path[k].dropFirst()) : path[k]
            let isLast = k == path.count - 1
            switch walk.cursor {
            case .instance(let n), .type(let n):
                if let (dm, ref) = findMethod(name, in: n) {
                    _ = ref
                    return connect(owners: [dm], to: ctx, .asyncStream, member: name + "()", site: here, ambiguous: walk.ambiguous, text: name)
                }
                if let (d, ref) = findProperty(name, in: n) {
                    let t = property(ref).typeText ?? property(ref).initializer?.text ?? ""
                    if isLast || GraphBuilder.isAsyncSequenceType(t) || isPublisherish(ref) {
                        return connect(owners: [d], to: ctx, .asyncStream, member: name, site: here, ambiguous: walk.ambiguous, text: name)
                    }
                    var amb = walk.ambiguous
                    walk.cursor = cursorFor(valueType(of: ref, owner: d), name: name, &amb)
                    walk.ambiguous = amb
                    continue
                }
                return undeclaredMember(isCall && isLast ? name + "()" : name, of: n, to: ctx, .asyncStream, site: here, ambiguous: walk.ambiguous)
            case .external(let x):
                return externalOutcome(x, to: ctx, .asyncStream, member: isCall && isLast ? name + "()" : name, site: here)
            case .unknown(let reason):
                let hint = path[k - 1]
                var found = candidates(name, methods: true, exclude: ctx, hint: hint, module: infos[ctx].module) { self.method($0).resultType.map(GraphBuilder.isAsyncSequenceType) ?? false }
                var member = name + "()"
                if found.isEmpty {
                    found = candidates(name, methods: false, exclude: ctx, hint: hint, module: infos[ctx].module) { GraphBuilder.isAsyncSequenceType(self.property($0).typeText ?? "") }
                    member = name
                }
                if !found.isEmpty { return connect(owners: found, to: ctx, .asyncStream, member: member, site: here, ambiguous: true, text: name) }
                return .unresolved(reason)
            }
        }
        return .unresolved("no member on the path")
    }

    // MARK: injection

    static func injectionLabel(_ kind: InjectionFact.Kind) -> String {
        switch kind {
        case .injectedProperty: return "@Injected"
        case .environment: return "@Environment"
        case .environmentObject: return "@EnvironmentObject"
        case .resolve: return "resolve"
        case .container: return "Container"
        }
    }

    mutating func buildInjections(_ f: Int) {
        for j in files[f].injections {
            let here = site(f, j.location)
            // The member is the injected property's name (`store` of `@EnvironmentObject var store`); `resolve` for
            // calls; the container member for `Container.shared.service()`.
            let label = j.kind == .resolve ? "resolve" : (files[f].properties.first { $0.location.offset == j.location.offset }?.name ?? (j.kind == .container ? j.typeName : GraphBuilder.injectionLabel(j.kind)))
            guard case .node(let ctx) = endpoint(j.context, file: f) else {
                record(GraphBuilder.outcome(forNonNode: endpoint(j.context, file: f)), .injection, site: here, text: j.typeName)
                continue
            }
            // A container resolving a service (`self { Repository(defaults: Services.shared.defaults()) }`, a forwarding
            // accessor) hands it to what it builds: the constructor injection of that type draws the edge.
            // So does code resolving a service straight into a construction (`Impl(dep: box.resolve(Dep.self))`).
            if wiring.containers.contains(ctx) || j.isHandedToConstruction {
                record(.notAFact, .injection, site: here, text: j.typeName)
                continue
            }
            var serviceType = j.typeName
            if j.kind == .container {
                guard let registered = wiring.factoryRegistrations[j.typeName] else {
                    record(.unresolved("no container registration named '\(j.typeName)'"), .injection, site: here, text: j.typeName)
                    continue
                }
                serviceType = registered
            }
            var hits = lookupType(serviceType, context: ctx)
            // `container.resolve(ErrorViewController.self)` in a router: the container makes a new screen, which the
            // router configures and shows; like `ErrorViewController()`, that is no service arriving.
            if j.kind == .resolve, !hits.isEmpty, hits.allSatisfy({ index.isViewControllerClass(infos[$0].simpleName) }) {
                record(.notAFact, .injection, site: here, text: j.typeName)
                continue
            }
            // A protocol the container registers an implementation for: the implementation is what arrives.
            if hits.count == 1 { let registered = registeredImplementations(of: hits[0]); if !registered.isEmpty { hits = registered } }
            let outcome: Outcome
            if hits.isEmpty {
                outcome = GraphBuilder.looksLikeTypeName(j.typeName) ? externalOutcome(j.typeName, to: ctx, .injection, member: label, site: here) : .unresolved("cannot read the service type '\(j.typeName)'")
            } else {
                outcome = connect(owners: hits, to: ctx, .injection, member: label, site: here, text: j.typeName)
            }
            record(outcome, .injection, site: here, text: j.typeName)
        }
    }

    // MARK: notification

    /// Posts and observations matched by canonical name on the same center (`NotificationModel`: a declared
    /// `static let x = Notification.Name("raw")` matches both `.x` and the literal `"raw"`; a private
    /// `NotificationCenter()` only matches itself). Each (poster, observer) pair is an edge carrying both sites.
    mutating func buildNotifications() -> [NotificationUsage] {
        struct Use { var endpoint: Endpoint; var site: EvidenceSite; var text: String; var isTest: Bool; var isOneOfRawValues: Bool }
        let model = index.notifications
        var groups: [(key: String, label: String, center: NotificationModel.Center, posts: [Use], observes: [Use])] = []
        for group in model.groups {
            var posts: [Use] = [], observes: [Use] = []
            for use in group.uses {
                var end = endpoint(use.context, file: use.file)
                // `addObserver(model, selector: …)`: the observer is `model`'s type, when its type is known.
                if let fact = use.fact, let observer = files[use.file].notifications[fact].observerPath, case .node(let ctx) = end {
                    let walk = walkBase(observer[...], context: ctx, file: use.file, offset: use.location.offset, scopeStart: scopeStart(use.context, file: use.file))
                    if case .instance(let n) = walk.cursor { end = .node(n) }
                }
                // Test code: a file importing a test framework, or a test case class (through a helper module's base too).
                var isTest = files[use.file].isTestFile
                if !isTest, case .node(let n) = end { isTest = tables.inheritsSupertype(n, named: Vocabulary.testCaseRoots) }
                let u = Use(endpoint: end, site: site(use.file, use.location), text: use.name, isTest: isTest, isOneOfRawValues: use.isOneOfRawValues)
                if use.kind == .post { posts.append(u) } else { observes.append(u) }
            }
            groups.append((group.name, model.display(group.name), group.center, posts, observes))
        }
        groups.sort { $0.key < $1.key }
        var usages: [NotificationUsage] = []
        for (key, label, center, allPosts, allObservations) in groups {
            // A call naming one of an enum's raw values (`Notification.Name(event.rawValue)`) matches the other side; with
            // none, it is no evidence the name is used (the case may never be passed), as for `unmatched_notification`.
            let p = allObservations.isEmpty ? allPosts.filter { !$0.isOneOfRawValues } : allPosts
            let o = allPosts.isEmpty ? allObservations.filter { !$0.isOneOfRawValues } : allObservations
            if p.isEmpty && o.isEmpty { continue }
            usages.append(NotificationUsage(name: label, posts: p.map(\.site).sorted(), observations: o.map(\.site).sorted(), center: center,
                                            isPostedInObjectiveC: model.isDoneInObjectiveC(key, .post),
                                            isObservedInObjectiveC: model.isDoneInObjectiveC(key, .observe)))
            // A system notification (`UIApplication.didBecomeActiveNotification`) has an external poster. A test posting
            // one simulates the system: the app's observers hear the system, not the test.
            var systemOwner: String?
            if let dot = key.lastIndex(of: "."), key.hasSuffix("Notification") {
                let owner = String(key[..<dot])
                if GraphBuilder.looksLikeTypeName(owner), lookupType(owner, context: nil).isEmpty { systemOwner = owner }
            }
            let systemPoster = p.allSatisfy { systemOwner != nil && $0.isTest } ? systemOwner : nil
            var observerHasEdge = [Bool](repeating: false, count: o.count)
            var observerInternal = [Bool](repeating: false, count: o.count)
            for post in p {
                if o.isEmpty { effects.append(.unmatched(.notification)); continue }
                guard case .node(let from) = post.endpoint else {
                    record(GraphBuilder.outcome(forNonNode: post.endpoint), .notification, site: post.site, text: post.text)
                    continue
                }
                var any = false, same = false
                for (k, obs) in o.enumerated() {
                    guard case .node(let to) = obs.endpoint else { continue }
                    if to == from { same = true; observerInternal[k] = true; continue }
                    // A test double's post stands in for the real poster's (a service, the system), and a test's post
                    // of a system notification for the system's: production code does not hear from it.
                    if (isTestDouble(from) && !isTestDouble(to)) || (systemOwner != nil && post.isTest && !obs.isTest) { continue }
                    addEdge(from: from, to: to, .notification, member: label, site: post.site, ambiguous: false)
                    addEdge(from: from, to: to, .notification, member: label, site: obs.site, ambiguous: false)
                    observerHasEdge[k] = true
                    any = true
                }
                record(any ? .resolved : (same ? .internalReference : .external), .notification, site: post.site, text: post.text)
            }
            for (k, obs) in o.enumerated() {
                if p.isEmpty && systemOwner == nil { effects.append(.unmatched(.notification)); continue }
                guard case .node(let to) = obs.endpoint else {
                    record(GraphBuilder.outcome(forNonNode: obs.endpoint), .notification, site: obs.site, text: obs.text)
                    continue
                }
                if observerHasEdge[k] { record(.resolved, .notification, site: obs.site, text: obs.text) }
                else if observerInternal[k] { record(.internalReference, .notification, site: obs.site, text: obs.text) }
                else if let systemPoster { record(externalOutcome(systemPoster, to: to, .notification, member: label, site: obs.site), .notification, site: obs.site, text: obs.text) }
                else { record(.external, .notification, site: obs.site, text: obs.text) }
            }
        }
        return usages
    }

    func isTestDouble(_ node: Int) -> Bool { tables.isTestDouble(node) }
}
