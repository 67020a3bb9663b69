import CrosstalkSyntax

/// A notification name handed to a function that is not a NotificationCenter call: `postNotification(.didLogin)`,
/// `NotificationCenter.postOnMain(name: .x)`, or a name parameter of the enclosing function passed on
/// (`func announce(_ name: Notification.Name) { broadcast(name) }`). Whether the called function is a notification
/// wrapper (it forwards that parameter to `post`/`addObserver`) is decided across files, by the graph's
/// `NotificationModel`; when it is not, the name counts as mentioned.
public struct NotificationArgumentFact: Sendable, Hashable {
    /// The called function's base name (`postNotification`).
    public var function: String
    /// The argument's label (nil when unlabeled).
    public var label: String?
    /// Resolved like `NotificationFact.name`; for a forwarded parameter, the parameter's name.
    public var name: String
    /// The name was built inline from a string literal.
    public var isLiteral: Bool
    /// The argument is a parameter of the enclosing function: this function wraps the called one.
    public var forwardsParameter: Bool
    /// For a forwarded parameter: the label its callers write (nil for `_`).
    public var parameterLabel: String?
    /// The argument.
    public var location: SourceLocation
    public var context: CodeContext
}

extension FactWalker {
    /// An argument of a call on a plain path (`f(…)`, `self.f(…)`, `Center.f(…)`: no call before the last link, so
    /// never a SwiftUI modifier chain) that is a notification name: `.x`, `Notification.Name.x`,
    /// `Notification.Name("x")`, `.init("x")`, or a parameter of the enclosing function typed as a name. Its node is
    /// then no "other use" of the name (`memberNameMentions`): `NotificationModel` counts it as a mention itself when
    /// the called function turns out to be no wrapper.
    mutating func noteNotificationArgument(_ argument: Int32) {
        let expr = tree[argument].firstChild
        guard expr >= 0, tree[argument].flags & ArgumentFlags.isTrailingClosure == 0 else { return }
        let value = unwrapped(expr)
        // Most arguments are of no kind a name can take, or go to no plain call: decided on nodes and symbols, and
        // strings are made only for the facts kept.
        let valueKind = kind(value)
        guard valueKind == .implicitMember || valueKind == .reference || valueKind == .postfixChain,
              !notificationNameArguments.contains(value), let functionNode = plainCalleeNode(ofArgument: argument) else { return }
        var forwarded: FunctionParameter?
        switch valueKind {
        case .implicitMember:
            break
        case .reference:
            if let p = parameterNamed(by: value) {
                guard isNotificationNameType(p) else { return }
                forwarded = p
            } else {
                // A property holding a name (`postNotification(name: sessionChanged)`), only where a name is expected.
                guard expectsNotificationName(function: functionNode, argument: argument) else { return }
            }
        default:
            switch namePathShape(value) {
            case .notificationNameMember:
                break
            case .otherPath:
                guard expectsNotificationName(function: functionNode, argument: argument) else { return }
            case .notAPath:
                // `Notification.Name("x")`, or `type(of: self).didChange` where a name is expected.
                let first = tree[value].firstChild
                let isTypeOf = first >= 0 && kind(first) == .reference && tree.nameText(first) == "type"
                guard literalNotificationName(value) != nil || (isTypeOf && expectsNotificationName(function: functionNode, argument: argument)) else { return }
            }
        }
        let resolved = notificationName(value)
        notificationNameArguments.insert(value)
        facts.notificationArguments.append(NotificationArgumentFact(
            function: tree.nameText(functionNode), label: tree[argument].name >= 0 ? tree.nameText(argument) : nil,
            name: resolved.name, isLiteral: resolved.literalLocation != nil,
            forwardsParameter: forwarded != nil,
            parameterLabel: forwarded.flatMap { $0.label >= 0 ? tree.stream.text(tokens[Int($0.label)]) : nil },
            location: location(node: value), context: context))
    }

    /// What a chain is as a name path (`namePath`), told apart on symbols without spelling its names.
    enum NamePathShape {
        /// `Notification.Name.x`, `NSNotification.Name.x`.
        case notificationNameMember
        /// Any other pure name path (`Self.didSync`, `center.name`).
        case otherPath
        /// Calls or other expressions in it.
        case notAPath
    }

    /// The shape of the name path `chain` (an unwrapped postfix chain).
    func namePathShape(_ chain: Int32) -> NamePathShape {
        var count = 0
        var first: Int32 = -1, second: Int32 = -1
        for e in tree.children(chain) {
            switch kind(e) {
            case .reference, .member, .implicitMember:
                if count == 0 { first = e } else if count == 1 { second = e }
                count += 1
            case .postfix: continue
            default: return .notAPath
            }
        }
        // As `namePath` spells them: an implicit member's name starts with `.`, so it is never the type's name.
        guard count == 3, kind(first) != .implicitMember, kind(second) != .implicitMember,
              spellsWord(first, .Notification) || spellsWord(first, .NSNotification), spellsWord(second, .Name) else { return .otherPath }
        return .notificationNameMember
    }

    /// The node naming the function an argument is passed to, when the call ends a chain of plain names
    /// (`postNotification(…)`, `self.center.postOnMain(…)`) and is no construction.
    func plainCalleeNode(ofArgument argument: Int32) -> Int32? {
        let call = tree[argument].parent
        guard call >= 0, kind(call) == .call else { return nil }
        let chain = tree[call].parent
        guard chain >= 0, kind(chain) == .postfixChain else { return nil }
        return plainCallee(of: chain)
    }

    /// The node naming the function `chain` calls when it is plain names ending in a call (`postNotification(…)`,
    /// `self.center.postOnMain(…)`; with `throughOptionals`, also `self?.accept(…)`) and no construction.
    func plainCallee(of chain: Int32, throughOptionals: Bool = false) -> Int32? {
        let call = tree[chain].lastChild
        guard call >= 0, kind(call) == .call else { return nil }
        var function: Int32 = -1
        var c = tree[chain].firstChild
        while c >= 0 && c != call {
            if throughOptionals && kind(c) == .postfix { c = tree[c].nextSibling; continue }
            guard kind(c) == .reference || kind(c) == .member else { return nil }
            function = c
            c = tree[c].nextSibling
        }
        guard function >= 0, let t = nameToken(function), t.kind == .identifier, !tree.firstByte(t).isUppercaseASCII else { return nil }
        return function
    }

    /// A call where a name held in a property (`sessionChanged`, `Self.didSync`, `type(of: self).changed`) is a
    /// notification name: a `name:` / `notification:` argument, or a function named for notifications
    /// (`postNotificationOnUIThread(_:)`). Elsewhere such arguments are ordinary values, too many to keep.
    /// Decided on the label's symbol, and once per function name in a file.
    mutating func expectsNotificationName(function: Int32, argument: Int32) -> Bool {
        if let label = nameToken(argument) {
            return label.symbol == DomainWord.name.rawValue || label.symbol == DomainWord.notification.rawValue
                || label.symbol == DomainWord.notificationName.rawValue
        }
        // The callee is an identifier (`plainCalleeNode`): its symbol stands for its spelling.
        let token = tokens[Int(tree[function].name)]
        if let known = notificationFunctionSymbols[token.symbol] { return known }
        let name = tree.nameText(function)
        // An ASCII name is searched in the file's bytes, where bytes match as characters do: `String.contains` sets up
        // a general substring search for every name it is asked about.
        let bytes = Int(token.start) ..< token.end
        let containsWord = tree.file.bytes[bytes].allSatisfy { $0 < 0x80 } ? tree.file.contains("Notification", in: bytes) : name.contains("Notification")
        let expects = containsWord || name.hasPrefix("notif") || name.hasPrefix("post")
        notificationFunctionSymbols[token.symbol] = expects
        return expects
    }

    /// A parameter typed `Notification.Name`, `NSNotification.Name` or `Name` (optional or not).
    func isNotificationNameType(_ p: FunctionParameter) -> Bool {
        let text = TypeText.unwrapped(tree.stream.text(from: Int(p.typeFirst), through: Int(p.typeLast)))
        return text == "Notification.Name" || text == "NSNotification.Name" || text == "Name" || text == "Foundation.Notification.Name"
    }
}
