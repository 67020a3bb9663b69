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

        Not flagged inside test case classes (subclasses of `XCTestCase`, `QuickSpec` or `AsyncSpec`, directly or
        through classes the sources declare, and their extensions; XCTest keeps every instance until the run
        ends) unless `includeTests` is on, nor inside process-lifetime singletons (a class whose every
        initializer is `private`/`fileprivate` and that holds a `static let` instance of itself): a cycle there
        frees nothing that would otherwise be freed.

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

    public var options: [RuleOption] { [.includeTests] }

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
            let property = a.target.joined(separator: ".")
            result.append(Diagnostic(file: file, location: closure.location, message: "closure assigned to '\(property)' captures self strongly; capture [weak self]"))
        }
        return result
    }
}
