import CrosstalkSyntax

/// Postfix chains (`a.b(c).d { }`) read as named links, each chain sent to the visitors of the areas it calls for
/// (subscriptions, notifications, injection, concurrency, wiring) and static references (`Config.shared`) noted.
extension FactWalker {
    /// A chain element: a name (primary reference, member or implicit member) and the call right after it, if any.
    struct Link {
        var nameToken: Int32
        var node: Int32
        /// The `call` node following the name.
        var call: Int32?
        var isPrimary: Bool
    }

    /// `Foo(…).start(…)` as a statement: a new object sent a message whose result nobody keeps; also through a
    /// builder's calls (`PromptBuilder(title:).whenDismissed { … }.show(from: self)`), the object dropped all the same
    /// once the statement ends.
    func isCallOnNewObjectDropped(_ chain: Int32, _ chainLinks: [Link]) -> Bool {
        guard chainLinks.count >= 2, let first = chainLinks.first, first.isPrimary, first.call != nil, first.nameToken >= 0,
              kind(first.node) == .reference, tree.firstByte(tokens[Int(first.nameToken)]).isUppercaseASCII else { return false }
        for link in chainLinks.dropFirst() {
            guard link.call != nil, link.nameToken >= 0, !tree.firstByte(tokens[Int(link.nameToken)]).isUppercaseASCII else { return false }
        }
        return disposition(of: chain) == .discarded
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

    /// The link's name is the domain word `w`.
    @inline(__always) func named(_ link: Link, _ w: DomainWord) -> Bool { link.nameToken >= 0 && tokens[Int(link.nameToken)].is(w) }

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
    static let interestingMembers = WordSet([.sink, .assign, .post, .postNotificationName, .addObserver, .publisher, .notifications, .resolve, .finish,
                                             .onReceive, .task, .onChange, .subscribe, .bind, .drive, .emit, .disposed, .removeObserver,
                                             .notification], [.yield])

    /// Sends a postfix chain to the visitors of each area that one of its names calls for (most chains: none).
    mutating func visitChain(_ chain: Int32) {
        if let open = closureStack.last, tree[chain].parent == open.node { noteProcessEnd(chain, in: open.fact) }
        if importsSwiftUI { noteViewsHandedToABareCall(chain) }
        // Most chains are ordinary calls: decide from symbols alone, without building links.
        var interesting = false
        var passesClosure = false
        var passesSelf = false
        // Rx code: `viewModel.transform(input: .init(tap: button.rx.tap))` builds an input (`visitCalls`).
        var passesImplicitInit = false
        var first = true
        var c = tree[chain].firstChild
        while c >= 0 {
            let node = tree[c]
            if node.kind == .call && !passesClosure { passesClosure = callPassesClosure(c) }
            // `self` handed to a method may make it a delegate (`visitCalls`).
            if node.kind == .call && !passesSelf { passesSelf = callPassesSelf(c) }
            if importsRx && node.kind == .call && !passesImplicitInit { passesImplicitInit = callPassesImplicitInit(c) }
            if first {
                first = false
                if node.kind == .reference, node.name >= 0 {
                    let b = tree.firstByte(tokens[Int(node.name)])
                    if b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z") { interesting = true; break }
                    // `addObserver(forName: name, …)` in `extension NotificationCenter`: the center's own call.
                    if FactWalker.interestingMembers.contains(tokens[Int(node.name)].symbol) && isInNotificationCenterExtension { interesting = true; break }
                }
                // `.init("x")` / `.init(rawValue: "x")`: a notification name built from a literal (a mention).
                if node.kind == .implicitMember, node.name >= 0, tokens[Int(node.name)].is(.init_) { interesting = true; break }
            } else if node.kind == .member, node.name >= 0,
                      FactWalker.interestingMembers.contains(tokens[Int(node.name)].symbol) {
                interesting = true
                break
            }
            c = node.nextSibling
        }
        guard interesting || passesClosure || passesSelf || passesImplicitInit else { return }
        let chainLinks = links(chain)
        guard !chainLinks.isEmpty else { return }
        let savedPlace = constructionPlace
        if constructionPlace == .code, let kept = assignedConstructionPlaces[chain] { constructionPlace = kept }
        else if constructionPlace == .code, isCallOnNewObjectDropped(chain, chainLinks) { constructionPlace = .discardedAfterCall }
        noteArgumentConstructionsKept(by: chain, at: constructionPlace)
        let sitesBefore = facts.constructionSites.count
        visitCalls(chainLinks)
        if let keeper = staticKeepers[chain] {
            for site in sitesBefore ..< facts.constructionSites.count where facts.constructionSites[site].place == .staticStorage {
                facts.constructionSites[site].keptByStatic = keeper
            }
        }
        constructionPlace = savedPlace
        if passesClosure { noteTaskGroup(chainLinks) }
        guard interesting else { return }
        if importsRx { noteSequenceFactory(chainLinks) }
        visitSubscription(chain, chainLinks)
        visitNotificationCalls(chain, chainLinks)
        noteNotificationNameMention(chain, chainLinks)
        visitStaticReference(chain, chainLinks)
        noteUnmanagedRetain(chainLinks)
        visitResolveCalls(chain, chainLinks)
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

    /// Names that send a chain to the SwiftUI view-modifier visitor.
    static let modifierWords = WordSet([.onReceive, .task, .onChange])
    /// Names that send a chain to the `AsyncStream` visitor.
    static let streamWords = WordSet([.AsyncStream, .AsyncThrowingStream, .finish, .makeStream], [.yield])
    /// Names that send a chain to the block-observer, `Task` and container look-up visitors.
    static let observerWords = WordSet([.addObserver, .Task, .shared])

    /// `Type.member` without a call (`Config.shared`): a static reference, the raw material of singletons.
    mutating func visitStaticReference(_ chain: Int32, _ chainLinks: [Link]) {
        guard chainLinks.count >= 2, chainLinks[0].isPrimary, chainLinks[0].call == nil, kind(chainLinks[0].node) == .reference,
              chainLinks[0].nameToken >= 0 else { return }
        // Type names start with an uppercase letter (checked on the byte: no String for the many lowercase chains).
        let first = tree.firstByte(tokens[Int(chainLinks[0].nameToken)])
        guard first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") else { return }
        let member = chainLinks[1]
        guard member.nameToken >= 0, member.call == nil, !named(member, .self_), !named(member, .init_) else { return }
        let called = chainLinks.count >= 3 && chainLinks[2].call != nil && chainLinks[2].nameToken >= 0 ? name(chainLinks[2]) : nil
        facts.staticReferences.append(StaticReferenceFact(typeName: name(chainLinks[0]), member: name(member), location: location(token: chainLinks[0].nameToken),
                                                          context: context, calledMethod: called,
                                                          isNotificationSender: chainLinks.count == 2 && notificationObjectArguments.contains(chain)))
    }
}
