import CrosstalkFacts
import CrosstalkGraph

/// `unstored_subscription`: a `sink`/`assign(to:on:)` whose cancellable is discarded, so the subscription ends at once.
public struct UnstoredSubscriptionRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "unstored_subscription", category: "Combine", defaultSeverity: .error, enabledByDefault: true,
        summary: "A Combine subscription whose AnyCancellable is discarded",
        documentation: """
        ## What it does
        Flags a call chain ending in `.sink(…)` or `.assign(to:on:)` whose result is discarded: the chain is an
        expression statement, or is assigned to `_` (`_ = …`, `let _ = …`).

        Not flagged when the chain continues with `.store(in:)`, is assigned to a variable or property, is
        returned, passed as an argument, placed in a collection literal, or is the single expression of a
        closure (it may be the closure's result). `.assign(to: &$property)` returns `Void` and is never flagged.
        Only an `if` that ends in `else` can be a closure's result: in an `if` without a final `else` the chain
        is discarded even when that `if` is all the closure holds (`DispatchQueue.main.async { if ready { subject.sink { … } } }`).

        ## Why is this bad?
        `sink` and `assign(to:on:)` return an `AnyCancellable` that cancels the subscription when it is
        released. A discarded one is released immediately: the closure never runs (or runs once for a
        synchronous publisher), which looks like a Combine bug and is hard to see in review.

        ## Example
        ```swift
        func bind() {
            service.user.sink { [weak self] user in self?.render(user) }
        }
        ```

        ## Use instead
        ```swift
        func bind() {
            service.user
                .sink { [weak self] user in self?.render(user) }
                .store(in: &observers)
        }
        ```
        """)

    public func check(file: Int, context: RuleContext) -> [Diagnostic] {
        context.files[file].subscriptions.compactMap { s in
            guard s.terminal != .assignToPublished, s.disposition == .discarded else { return nil }
            let call = s.terminal == .sink ? "sink" : "assign(to:on:)"
            return Diagnostic(file: file, location: s.location, message: "result of '\(call)' is discarded; store the AnyCancellable or the subscription is cancelled immediately")
        }
    }
}
