import CrosstalkSyntax

/// NotificationCenter posts and observers with their resolved names, and the other mentions of notification names.
extension FactWalker {
    /// `removeObserver(self.gatherToken as Any)` inside closures: records `gatherToken` on each enclosing closure (an
    /// observer block removing its own registration). Removing `self` removes no block's token.
    mutating func noteRemovedObserverToken(_ argument: Int32) {
        var token = unwrapped(argument)
        // `token as Any`, `token!`: the name before the cast.
        if kind(token) == .sequence, tree[token].firstChild >= 0 { token = unwrapped(tree[token].firstChild) }
        guard var names = namePath(token) else { return }
        if names.first == "self" { names.removeFirst() }
        guard !names.isEmpty else { return }
        let path = names.joined(separator: ".")
        for open in closureStack { facts.closures[open.fact].removedObserverTokens.append(path) }
    }

    /// `post`, `addObserver`, `publisher(for:)` and `notifications(named:)` calls in a chain, with the name each one uses.
    mutating func visitNotificationCalls(_ chain: Int32, _ chainLinks: [Link]) {
        // In `extension NotificationCenter`, a bare `post(…)` or `addObserver(…)` is the center's own (a wrapper's body).
        let ownCalls = isInNotificationCenterExtension
        for (i, link) in chainLinks.enumerated() where !link.isPrimary || (i == 0 && ownCalls) {
            if let call = link.call, link.nameToken >= 0, tokens[Int(link.nameToken)].symbol == DomainWord.removeObserver.rawValue {
                // Not a fact of its own, but its name argument is no "other use" of the name either.
                let args = arguments(call)
                if let n = args.first(where: { $0.label == "name" })?.expr { notificationNameArguments.insert(unwrapped(n)) }
                if !closureStack.isEmpty, let token = args.first?.expr { noteRemovedObserverToken(token) }
                // A token removed as the screen goes away (`removeObserver(self)` removes no block's token).
                if let t = context.type, let token = args.first?.expr, nameToken(unwrapped(token))?.is(.self_) != true {
                    if teardown == .disappearance { facts.observersRemovedOnDisappearance.insert(t) }
                    // In the method's own code: a block removing its token when it runs is a one-shot observer instead.
                    if context.member != "deinit" && closureStack.isEmpty { facts.observersRemovedByMethods.insert(t) }
                }
                continue
            }
            // RxCocoa's `NotificationCenter.default.rx.notification(.x)`, in files that import it.
            let isRxNotification = importsRx && named(link, .notification) && i >= 1 && name(chainLinks[i - 1]) == Vocabulary.reactiveNamespace
            guard let call = link.call, named(link, .post) || named(link, .postNotificationName) || named(link, .addObserver) || named(link, .publisher)
                    || named(link, .notifications) || isRxNotification else { continue }
            let args = arguments(call)
            var nameArg: Int32?
            var kindOf: NotificationFact.Kind = .observe
            var observerDisposition: Disposition?
            var observerPath: [String]?
            if named(link, .postNotificationName) {
                // `DistributedNotificationCenter.default().postNotificationName(name, object: nil, userInfo: nil,
                // deliverImmediately: true)`: the distributed center's post, its name first and unlabeled.
                kindOf = .post
                nameArg = args.first.flatMap { $0.label == nil ? $0.expr : nil }
            } else if named(link, .post) {
                kindOf = .post
                nameArg = args.first(where: { $0.label == "name" })?.expr
                // `post(Notification(name: N, …))` posts N, and so does `post(.init(name: N, …))`: `post(_:)` takes a
                // `Notification`. `post(note)` with `let note = Notification(name: N, …)` before it posts N; also
                // bridged, `post(NSNotification(name: N, object: nil) as Notification)`.
                if nameArg == nil, args.count == 1, args[0].label == nil, let written = args[0].expr {
                    let n = castOperand(written) ?? written
                    nameArg = notificationInitializerName(n, implicitly: true) ?? nameToken(unwrapped(n)).flatMap { notificationLocals[$0.symbol] }
                }
            } else if named(link, .addObserver) {
                if let forName = args.first(where: { $0.label == "forName" }) {
                    nameArg = forName.expr
                    observerDisposition = i == chainLinks.count - 1 ? disposition(of: chain) : .assigned
                } else {
                    nameArg = args.first(where: { $0.label == "name" })?.expr
                    // `addObserver(model, selector: …)`: another object observes, not the code registering it.
                    if let first = args.first, first.label == nil, let expr = first.expr, let path = namePath(unwrapped(expr)), path != ["self"] {
                        observerPath = path.first == "self" ? Array(path.dropFirst()) : path
                    }
                }
            } else if named(link, .publisher) {
                nameArg = args.first(where: { $0.label == "for" })?.expr
                // `object.publisher(for: \.keyPath)` is KVO, not NotificationCenter.
                if let n = nameArg, kind(n) == .keyPath { nameArg = nil }
            } else if named(link, .notifications) {
                nameArg = args.first(where: { $0.label == "named" })?.expr
            } else if isRxNotification {
                nameArg = args.first(where: { $0.label == nil })?.expr
            } else {
                continue
            }
            guard let nameExpr = nameArg else { continue }
            notificationNameArguments.insert(unwrapped(nameExpr))
            if let object = args.first(where: { $0.label == "object" })?.expr { notificationObjectArguments.insert(unwrapped(object)) }
            let bare = unwrapped(nameExpr)
            // A parameter of the function, or of a closure around the call (`{ name, selector in addObserver(self, selector:
            // selector, name: name, …) }`): the name is whatever the caller passes, no notification called `name`.
            let forwards = kind(bare) == .reference && nameToken(bare).map {
                parameterSymbols[functionParameterSymbolsStart...].contains($0.symbol) || isClosureParameter($0.symbol)
            } == true
            let local = forwards || kind(bare) != .reference ? nil : nameToken(bare).flatMap { notificationNameLocals[$0.symbol] }
            let resolved = notificationName(local ?? nameExpr)
            var receiver = ""
            for k in 0 ..< i { receiver += (k == 0 ? "" : ".") + name(chainLinks[k]) + (chainLinks[k].call != nil ? "()" : "") }
            // Static code keeps no parameter list (`functionParameters`): a static wrapper's is read here, rarely.
            let forwarded = forwards ? (parameterNamed(by: bare) ?? (functionNode >= 0 ? parameterNamed(by: bare, in: parameters(of: functionNode)) : nil)) : nil
            // A literal held by a local is not one written at the call (`notification_name_literal`).
            facts.notifications.append(NotificationFact(kind: kindOf, call: name(link), name: resolved.name, isLiteral: resolved.literalLocation != nil,
                                                        literalLocation: local == nil ? resolved.literalLocation : nil, location: location(token: link.nameToken),
                                                        observerTokenDisposition: observerDisposition, context: context,
                                                        center: receiver, forwardsParameter: forwards,
                                                        parameterLabel: forwarded.flatMap { $0.label >= 0 ? tree.stream.text(tokens[Int($0.label)]) : nil },
                                                        observerPath: observerPath))
        }
    }

    /// `symbol` names a parameter of a closure the walk is inside (its signature before `in`).
    func isClosureParameter(_ symbol: Int32) -> Bool {
        closureStack.contains { open in
            guard let signature = tree.child(open.node, .closureSignature) else { return false }
            let first = Int(tree[signature].firstToken), last = Int(tree[signature].lastToken)
            return first <= last && (first...last).contains { tokens[$0].kind == .identifier && tokens[$0].symbol == symbol }
        }
    }

    /// The code is in `extension NotificationCenter`, where the center's methods are called without a receiver.
    var isInNotificationCenterExtension: Bool {
        guard let t = context.type else { return false }
        return facts.types[t].kind == .extension && TypeText.baseName(facts.types[t].name) == "NotificationCenter"
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
    /// `let note = Notification(name: N, …)`: remembers N for the local (see `notificationLocals`).
    mutating func noteNotificationLocal(initializer: Int32, local: Int32) {
        let node = unwrapped(initializer)
        // Most locals are no notification: decided on the first name's symbol before any links are made.
        guard kind(node) == .postfixChain, let first = nameToken(tree[node].firstChild), first.is(.Notification) || first.is(.NSNotification) else { return }
        if let name = notificationInitializerName(node) { notificationLocals[local] = name; return }
        // `let name = Notification.Name(kExportDone)` (or `Notification.Name.x`): the name itself, for a later
        // `addObserver(…, name: name, …)`.
        let chainLinks = links(node)
        if chainLinks.count >= 2, chainLinks[0].call == nil, named(chainLinks[1], .Name) { notificationNameLocals[local] = node }
    }

    /// The operand of a bridging cast (`x as Notification`), nil for any other expression.
    func castOperand(_ expr: Int32) -> Int32? {
        guard kind(expr) == .sequence, castType(expr) != nil else { return nil }
        return tree[expr].firstChild
    }

    /// `implicitly`: where a `Notification` is expected, `.init(name: N, …)` makes one too.
    func notificationInitializerName(_ expr: Int32, implicitly: Bool = false) -> Int32? {
        let node = unwrapped(expr)
        guard kind(node) == .postfixChain else { return nil }
        let chainLinks = links(node)
        guard chainLinks.count == 1, let call = chainLinks[0].call,
              named(chainLinks[0], .Notification) || named(chainLinks[0], .NSNotification)
                || (implicitly && kind(chainLinks[0].node) == .implicitMember && named(chainLinks[0], .init_)) else { return nil }
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
        // Whole up to the usual limit: a long constant's name (`NSNotification.Name(rawValue:
        // StoreManagerPendingFederationInvitationsDidChange)`) is what the model resolves the constant from.
        return (compactText(node), nil)
    }

    /// `Notification.Name("x")`, `NSNotification.Name(rawValue: "x")`, `.init("x")`, `.init(rawValue: "x")`.
    func literalNotificationName(_ node: Int32) -> (name: String, literalLocation: SourceLocation?)? {
        guard kind(node) == .postfixChain else { return nil }
        let chainLinks = links(node)
        guard let last = chainLinks.last, let call = last.call, chainLinks.count <= 3 else { return nil }
        let names = chainLinks.map { name($0) }
        guard Vocabulary.constructsNotificationName(names), names != ["init"] || kind(chainLinks[0].node) == .implicitMember else { return nil }
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

    /// The one argument of the `Notification.Name(…)` (or `.init(rawValue: …)`) a name declaration of a
    /// `Notification.Name` extension makes: in its initializer (`static let x = Notification.Name("raw")`), or as the
    /// single expression of its getter (`static var x: Notification.Name { .init(rawValue: Keys.x) }`).
    func notificationNameArgument(ofDeclaration binding: Int32) -> Int32? {
        var pending: [(node: Int32, depth: Int)] = [(binding, 0)]
        while let (node, depth) = pending.popLast() {
            for c in tree.children(node) {
                guard kind(c) == .postfixChain else {
                    if depth < 4 { pending.append((c, depth + 1)) }
                    continue
                }
                let chainLinks = links(c)
                guard let call = chainLinks.last?.call, Vocabulary.constructsNotificationName(chainLinks.map { name($0) }) else { continue }
                let args = arguments(call)
                if args.count == 1, args[0].label == nil || args[0].label == "rawValue" { return args[0].expr }
            }
        }
        return nil
    }
}
