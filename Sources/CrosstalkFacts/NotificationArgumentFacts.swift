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
        // Most arguments are of no kind a name can take: decide that before any string is made.
        let valueKind = kind(value)
        guard valueKind == .implicitMember || valueKind == .reference || valueKind == .postfixChain,
              !notificationNameArguments.contains(value), let functionNode = plainCalleeNode(ofArgument: argument) else { return }
        let function = tree.nameText(functionNode)
        let label = tree[argument].name >= 0 ? tree.nameText(argument) : nil
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
                guard FactWalker.expectsNotificationName(function: function, label: label) else { return }
            }
        default:
            guard let path = namePath(value) else {
                // `Notification.Name("x")`, or `type(of: self).didChange` where a name is expected.
                let first = tree[value].firstChild
                let isTypeOf = first >= 0 && kind(first) == .reference && tree.nameText(first) == "type"
                guard literalNotificationName(value) != nil || (isTypeOf && FactWalker.expectsNotificationName(function: function, label: label)) else { return }
                break
            }
            let isNameMember = path.count == 3 && (path[0] == "Notification" || path[0] == "NSNotification") && path[1] == "Name"
            guard isNameMember || FactWalker.expectsNotificationName(function: function, label: label) else { return }
        }
        let resolved = notificationName(value)
        notificationNameArguments.insert(value)
        facts.notificationArguments.append(NotificationArgumentFact(
            function: function, label: label, name: resolved.name, isLiteral: resolved.literalLocation != nil,
            forwardsParameter: forwarded != nil,
            parameterLabel: forwarded.flatMap { $0.label >= 0 ? tree.stream.text(tokens[Int($0.label)]) : nil },
            location: location(node: value), context: context))
    }

    /// The node naming the function an argument is passed to, when the call ends a chain of plain names
    /// (`postNotification(…)`, `self.center.postOnMain(…)`) and is no construction.
    func plainCalleeNode(ofArgument argument: Int32) -> Int32? {
        let call = tree[argument].parent
        guard call >= 0, kind(call) == .call else { return nil }
        let chain = tree[call].parent
        guard chain >= 0, kind(chain) == .postfixChain, tree[chain].lastChild == call else { return nil }
        var function: Int32 = -1
        var c = tree[chain].firstChild
        while c >= 0 && c != call {
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
    static func expectsNotificationName(function: String, label: String?) -> Bool {
        if let label { return label == "name" || label == "notification" || label == "notificationName" }
        return function.contains("Notification") || function.hasPrefix("notif") || function.hasPrefix("post")
    }

    /// A parameter typed `Notification.Name`, `NSNotification.Name` or `Name` (optional or not).
    func isNotificationNameType(_ p: FunctionParameter) -> Bool {
        let text = TypeText.unwrapped(tree.stream.text(from: Int(p.typeFirst), through: Int(p.typeLast)))
        return text == "Notification.Name" || text == "NSNotification.Name" || text == "Name" || text == "Foundation.Notification.Name"
    }
}
