import CrosstalkFacts
import CrosstalkGraph

/// `closure_property_strong_self`: a closure stored into another object's property that captures self strongly.
public struct ClosurePropertyStrongSelfRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "closure_property_strong_self", category: "Closures", defaultSeverity: .warning, enabledByDefault: true,
        summary: "A closure assigned to another object's property that captures self strongly",
        documentation: """
        ## What it does
        Inside a class or actor (or an extension of one the sources declare), flags an assignment
        `a.b = { … }` or `a.b.c = { … }` whose left side is a member of some object other than `self` alone
        (`self.onClose = …` and `super.onClose = …` are not flagged; `self.viewModel.onClose = …` is), when the
        closure captures `self` strongly.

        A closure captures `self` strongly when its capture list has no `weak self`/`unowned self` and either
        holds `self` strongly (`[self]`, `[vm = self]`) or its body mentions `self` or `super` — including
        inside nested closures, even ones that capture `[weak self]` themselves (the outer closure must hold
        `self` strongly to create that weak reference). Code in `static` members has no instance `self`.

        Not flagged when the object receiving the closure is a local variable (or a parameter), or a value stored
        inline in it (`sheet.attributes.dismissal.excludedFrames = { … }` with struct members `attributes` and
        `dismissal`; an object it holds, `controller.viewModel`, may be self's as well), that the code
        after it never hands on (never passes it bare as an argument, never assigns it to anything; passing it to a
        method of self that the file declares and that does not hand on the parameter it arrives in, such as
        `self.echo(on: connection)` where `echo` only reads from it, is no handing on) and that holds an object
        self does not own: one of a type the sources do not declare (`NWConnection`, `URLSessionTask`, `BGTask`), a new
        object (`let helper = ExportHelper()`, which only the local keeps, also when a local declared without a value is
        given one in each branch, `let request: APIRequest` then `request = SearchRequest(…)`, or a controller a storyboard makes:
        `storyboard!.instantiateViewController(withIdentifier:) as! EditItemController`, or one a static maker of its type returns:
        `EditItemController.instantiate()` with `static func instantiate() -> Self` in a protocol it adopts), or one read from a parameter of a
        platform type (`guard let editor = segue.destination as? EditItemController`, or `as!`, which UIKit keeps), or a
        cell dequeued from a view handed in to a data source that keeps no such view and is no view or screen itself (a
        representable's coordinator), or one read from a computed property that makes a new object on each read: no
        cycle closes through self. Calling its own methods (`connection.start(queue:)`) is fine. Presenting it
        is fine too: a view controller held by a local and handed to `present`, `pushViewController`, `show`,
        `showDetailViewController`, `presentAsSheet` or `presentAsModalWindow` (or to an app's helper named for
        presenting: `present…`/`push…` followed by a capital, `presentModally(_:from:)`) is kept by UIKit or AppKit
        while on screen and let go after; so is one handed to the construction of another such local (`let nav =
        UINavigationController(rootViewController: editor); present(nav, animated: true)`), before or after the
        closure is assigned; so is a screen a maker makes (a method named `make…` followed by a capital, or a static
        factory: `AppStoryboard.Main.playlistEditor()`) that is only shown, directly or wrapped that way (`let tip = screens.makeTip(); present(UINavigationController(
        rootViewController: tip))`), with a model held by a local and handed to that maker (`let receipt =
        screens.makeReceipt(model: model); push(receipt)`). So is an operation handed to what runs it — a CloudKit database's `add(_:)`
        (`privateCloudDatabase.add(operation)`), an operation queue's `addOperation(_:)`, `addOperations(_:waitUntilFinished:)`
        or `add(_:)` on a receiver named for a queue: kept until it finishes, then let go with its blocks (a
        parameter of a platform type counts like such a local). Handing it as the target of a target-action pair (`UIBarButtonItem(…, target: editor,
        action: …)`, `addTarget(editor, action: …, for: …)`) is no handing on: controls, bar items and gesture
        recognizers hold their targets weakly. Stored
        properties of self, locals the code hands on (`let vm = LoginViewModel(); vm.onClose = { self.close() };
        show(LoginView(viewModel: vm))` is the canonical coordinator cycle) and objects of unknown type stay
        reported. A local named like a property of self is taken to be the property.

        Not flagged either when the object is a parameter of the enclosing closure (no local or property of self
        goes by its name) and that closure is passed to a call rooted at a type the sources do not declare
        (`BGTaskScheduler.shared.register(…) { task in task.expirationHandler = { … } }`, or an app helper declared
        on a platform type, `UIApplication.share(items) { sheet in sheet.completionWithItemsHandler = { … } }`), and
        the file never hands that name on: the platform made the object and hands it in, and self does not keep it.

        Not flagged either when the path starts at a static member of a type the sources do not declare
        (`NSAnimationContext.current.completionHandler = { self.close() }`), or at a `weak` or `unowned` property of self (`model?.picker.onPick =
        { self.insert($0) }` with `weak var model`): self does not own the object that keeps the closure, so
        there is no cycle.

        \(RuleOption.cycleExemptions)

        Not flagged when the code lets go of the closure itself: the closure sets the property, or an object on
        its path, to `nil`, itself or in a later callback of the same method (`self.connection.stateUpdateHandler = nil`
        once the connection is ready, `DispatchQueue.main.async { self.pipe.onLine = nil }` when the run ends,
        `self.exportHelper = nil` when the export ends), or on the object the platform hands it
        (`readabilityHandler = { handle in …; handle.readabilityHandler = nil }` at the end of the output); or the
        same method lets go of the object after setting the handler (`currentProcess = process`, then the handler,
        then `currentProcess = nil` once the awaited process ends); or another member of the type takes the handler back
        with `nil` or a closure that does not hold `self` (`func stop() { connection.stateUpdateHandler = nil }`),
        or lets go of an object on its path (`func stopMonitor() { monitor?.cancel(); monitor = nil }`, also when the
        handler was set on a local the same member stores there: `let m = NWPathMonitor(); monitor = m;
        m.pathUpdateHandler = { … }`).
        Nor for a handler the platform clears after calling it, set on a local object made to run:
        `operation.completionBlock` of a local `Operation` (an operation that `self` stores and never runs keeps
        its block, and stays reported). Nor for an `AsyncStream` continuation's `onTermination`: called once when
        the consumer stops, then released; the stream's life is the intended life of what it holds.

        Inside a class every construction of which in the app (outside tests and previews) is sent one message and
        dropped, as a statement (`PushRegistrationService(presenter: AlertPresenter()).register(from: self)`), the
        finding stays but its advice changes: nothing keeps such an object but the callbacks it sets, so `[weak self]`
        would end its work at once; the cycle is broken by setting the handler to `nil` once it has run.

        ## Why is this bad?
        The typical shape is a coordinator wiring a child: the coordinator owns the view model, the view model
        owns the closure, and the closure owns the coordinator. None of the three is ever released, and the
        closure keeps firing into a screen that should be gone.

        ## Example
        ```swift
        final class ProfileCoordinator {
            func start() {
                viewModel.onClose = {
                    self.dismiss()
                }
            }
        }
        ```

        ## Use instead
        ```swift
        final class ProfileCoordinator {
            func start() {
                viewModel.onClose = { [weak self] in
                    self?.dismiss()
                }
            }
        }
        ```

        ## Known limits
        Only plain name paths on the left are read: `handlers[key] = { … }` and assignments through calls
        (`make().onClose = …`) are not. Whether the target object actually outlives the closure is not known:
        a closure stored into a short-lived local object is reported as well.
        """)

    public var options: [RuleOption] { [.includeTests, .includeWindowRoots] }

    public func check(file: Int, context: RuleContext) -> [Diagnostic] {
        let facts = context.files[file]
        var result: [Diagnostic] = []
        for a in facts.assignments {
            guard a.value == .closure, let c = a.closure, let type = a.context.type, a.target.count >= 2 else { continue }
            // `self.x = { }` stores into self: a cycle, but a different rule's business and often intended.
            if a.target.count == 2 && (a.target[0] == "self" || a.target[0] == "super") { continue }
            let closure = facts.closures[c]
            guard closure.capturesSelfStrongly, context.index.isReferenceContext(file: file, type: type),
                  !context.cycleCannotLeak(file: file, type: type) else { continue }
            // A name that is also a property of self is taken to be the property (locals are found by name, not scope).
            // (Also deeper in it, through values it stores inline: `sheet.attributes.dismissal.excludedFrames = { … }`
            // with struct `attributes` and `dismissal`. An object it holds, `controller.viewModel`, may be self's too.)
            if !context.instancePropertyNames(of: facts.types[type]).contains(a.target[0]),
               a.target.count == 2 || Self.isHeldInline(a.target, local: a.target[0], before: a.location.offset, facts: facts, index: context.index),
               LocalOwnership.isUnowned(a.target[0], before: a.location.offset, facts: facts, index: context.index) { continue }
            if context.weakMember(startingPath: a.target, in: facts.types[type]) != nil { continue }
            if Self.startsAtAPlatformType(a.target, index: context.index) { continue }
            if a.target.count == 2, Self.isHandedInByAPlatformCallback(a.target[0], closure: closure, facts: facts, type: facts.types[type], context: context) { continue }
            // An `AsyncStream` continuation calls `onTermination` once, when its consumer stops, and then lets it go.
            if a.target.last == Vocabulary.streamTerminationHandler { continue }
            if a.target.count == 2, Vocabulary.handlersClearedAfterRunning.contains(a.target[1]),
               facts.nearestLocal(a.target[0], before: a.location.offset) != nil { continue }
            if Self.isLetGo(a, closure: closure, facts: facts) { continue }
            let property = a.target.joined(separator: ".")
            // The use of self that makes the capture strong, when it is not on the closure's own line (a nested closure, a later statement).
            let use = closure.selfLocation.flatMap { $0.line == closure.location.line ? nil : RelatedSite(file: file, location: $0, message: "self is used here") }
            // Made, sent one message and dropped by every caller: the strong capture is all that keeps the object alive
            // until the callback runs, and `[weak self]` would end the work at once; the cycle is broken by letting go.
            let advice = context.index.isFireAndForgetObject(file: file, type: type)
                ? "nothing else keeps this object (every caller drops it after one call), so [weak self] would end its work at once; set '\(property)' to nil once it has run"
                : "capture [weak self]"
            result.append(Diagnostic(file: file, location: closure.location, message: "closure assigned to '\(property)' captures self strongly; \(advice)",
                                     related: use.map { [$0] } ?? []))
        }
        return result
    }

    /// The cycle is broken by the code itself: the closure, or a later callback of the same member, sets the property or
    /// an object holding it to nil (`self.connection.stateUpdateHandler = nil` once the connection is ready,
    /// `self.exportHelper = nil`, `handle.readabilityHandler = nil` on the object handed in), the member itself lets go
    /// of the object after setting the handler (`currentProcess = nil` once the awaited process ends), or another
    /// member of the type takes the handler back with `nil` or a closure that does not hold self (a `stop()`).
    static func isLetGo(_ assignment: AssignmentFact, closure: ClosureFact, facts: FileFacts) -> Bool {
        let path = pathWithoutSelf(assignment.target)
        if closure.clearedPaths.contains(where: { path == $0 || path.hasPrefix($0 + ".") }) { return true }
        // The handler clears itself on the object the platform hands it (`readabilityHandler = { handle in …;
        // handle.readabilityHandler = nil }` at the end of the output).
        let handler = assignment.target[assignment.target.count - 1]
        if closure.clearedPaths.contains(where: { cleared in
            let names = cleared.split(separator: ".")
            return names.count == 2 && names[1] == handler && names[0] != "self" && !assignment.target.contains(String(names[0]))
        }) { return true }
        // A later callback of the same member clears it when the work ends (`DispatchQueue.main.async { self.pipe.onLine
        // = nil }` after the run).
        if facts.closures.contains(where: { $0.context.type == assignment.context.type && $0.context.member == assignment.context.member
            && $0.location.offset > assignment.location.offset && $0.clearedPaths.contains(where: { path == $0 || path.hasPrefix($0 + ".") }) }) { return true }
        // A local the same member stores into a property of self (`monitor = pathMonitor`) is that property.
        var paths = [path]
        if assignment.target.count == 2, let keeper = facts.assignments.first(where: { other in
            other.context.type == assignment.context.type && other.context.member == assignment.context.member
                && other.valueText == assignment.target[0] && (other.target.count == 1 || (other.target.count == 2 && other.target[0] == "self"))
        }) {
            paths.append(pathWithoutSelf(keeper.target) + "." + assignment.target[1])
        }
        return facts.assignments.contains { other in
            guard other.context.type == assignment.context.type else { return false }
            let otherPath = pathWithoutSelf(other.target)
            // The member itself lets go of the object once its work is done (`currentProcess = nil` after awaiting the
            // process's end): self keeps it no longer than the member runs.
            if other.context.member == assignment.context.member {
                return other.valueText == "nil" && other.location.offset > assignment.location.offset
                    && paths.contains { $0 == otherPath || $0.hasPrefix(otherPath + ".") }
            }
            // The handler taken back, or an object on its path let go by a member's own statement (`monitor?.cancel();
            // monitor = nil` in a `stop()`), not by a callback of that member that lets go of its own object.
            if other.valueText == "nil" {
                if paths.contains(otherPath) { return true }
                let inCallback = facts.closures.contains { $0.context.type == other.context.type && $0.context.member == other.context.member && $0.clearedPaths.contains(otherPath) }
                return !inCallback && paths.contains { $0.hasPrefix(otherPath + ".") }
            }
            return paths.contains(otherPath) && other.value == .closure && other.closure.map { !facts.closures[$0].capturesSelfStrongly } == true
        }
    }

    /// Every member between the local and the handler (`attributes`, `dismissal` of `sheet.attributes.dismissal.onX`) is
    /// a struct or enum of the sources: the handler is stored inside the local's own object.
    static func isHeldInline(_ target: [String], local: String, before offset: Int, facts: FileFacts, index: ProjectIndex) -> Bool {
        guard let declared = facts.nearestLocal(local, before: offset) else { return false }
        var type: String?
        if let text = declared.typeText { type = TypeText.baseName(TypeText.unwrapped(text)) }
        else if let i = declared.initializer, i.isCall, i.members.isEmpty, let root = i.root { type = TypeText.baseName(root) }
        for member in target.dropFirst().dropLast() {
            guard let owner = type, let property = index.properties(of: owner).first(where: { $0.name == member && !$0.isStatic }),
                  let text = property.typeText ?? property.initializer.flatMap({ $0.isCall && $0.members.isEmpty ? $0.root : nil }) else { return false }
            // A nested value type goes by its simple name or under its owner (`TipSheet.Attributes`).
            let written = TypeText.baseName(TypeText.unwrapped(text))
            guard let held = [written, owner + "." + written].first(where: { index.kind(of: $0) != nil }),
                  index.kind(of: held) == .struct || index.kind(of: held) == .enum else { return false }
            type = held
        }
        return true
    }

    /// `self.a.b` and `a.b` name the same property: `a.b`.
    static func pathWithoutSelf(_ target: [String]) -> String {
        (target.first == "self" ? target.dropFirst() : target[...]).joined(separator: ".")
    }

    /// `BGTaskScheduler.shared.register(…) { task in task.expirationHandler = { … } }`: the object is a parameter of
    /// the enclosing closure (no local, no property of self), which a call rooted at a platform type takes: the
    /// platform makes the object and hands it to its callback, and self keeps it only by handing it on.
    static func isHandedInByAPlatformCallback(_ name: String, closure: ClosureFact, facts: FileFacts, type: TypeFact, context: RuleContext) -> Bool {
        guard let parent = closure.parent, name.first?.isLowercase == true, facts.handOffs[name] == nil,
              facts.nearestLocal(name, before: closure.location.offset) == nil,
              !context.instancePropertyNames(of: type).contains(name) else { return false }
        return facts.calls.contains { call in
            guard !call.isConstruction, let root = call.callee.first, call.arguments.contains(where: { $0.closure == parent }) else { return false }
            return LocalOwnership.isPlatformType(root, index: context.index)
        }
    }

    /// `NSAnimationContext.current.completionHandler = { }`: the path starts at a static member of a type the sources
    /// do not declare, an object of the platform that self cannot own.
    static func startsAtAPlatformType(_ target: [String], index: ProjectIndex) -> Bool {
        target.count >= 3 && LocalOwnership.isPlatformType(target[0], index: index)
    }
}
