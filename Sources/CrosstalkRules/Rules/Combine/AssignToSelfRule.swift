import CrosstalkFacts
import CrosstalkGraph

/// `assign_to_self`: `.assign(to: \.keyPath, on: self)` in a reference type, which retains `self` for the subscription's lifetime.
public struct AssignToSelfRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "assign_to_self", category: "Combine", defaultSeverity: .warning, enabledByDefault: true,
        summary: "assign(to:on: self) in a class, which retains self strongly",
        documentation: """
        ## What it does
        Flags `.assign(to: \\.keyPath, on: self)` inside a class or actor (or an extension of one the sources
        declare).

        Not flagged, as for `strong_self_in_subscription`: a subscription kept by a store self does not keep (a
        parameter, a local the function makes, or, outside views and view controllers, another object's reached
        through a local: `.store(in: &cell.bag)` in a data source), nor one that ends by itself (a `Just`/`Future`/`dataTaskPublisher(for:)` root, `first()`, an
        app method every declaration of which returns such a publisher) unless `includeFinite` is on: `assign`
        lets go of its target when the publisher finishes. Nor one kept in a store the type empties in a teardown
        (`observers.removeAll()` in `viewDidDisappear`, a `stop()`), as `strong_self_in_subscription` explains.

        \(RuleOption.cycleExemptions)

        ## Why is this bad?
        `assign(to:on:)` holds its target object strongly until the subscription completes or is cancelled.
        When `self` also owns the cancellable — the usual `.store(in: &observers)` — `self` owns the
        subscription and the subscription owns `self`: a retain cycle that `[weak self]` cannot fix, because
        there is no closure to put it on.

        ## Example
        ```swift
        final class SearchViewModel: ObservableObject {
            @Published var results: [Result] = []
            private var observers = Set<AnyCancellable>()

            init(service: SearchService) {
                service.results
                    .assign(to: \\.results, on: self)
                    .store(in: &observers)
            }
        }
        ```

        ## Use instead
        ```swift
        init(service: SearchService) {
            // Lives as long as `results`' own storage; no cancellable, no cycle.
            service.results.assign(to: &$results)
        }
        ```
        or a `sink` with `[weak self]`:
        ```swift
        service.results
            .sink { [weak self] in self?.results = $0 }
            .store(in: &observers)
        ```

        ## Known limits
        Only the literal target `self` is recognized (not `self!`, or a local holding `self`). Code without an
        instance `self` (static members) is not checked.
        """)

    public var options: [RuleOption] { [.includeTests, .includeWindowRoots, .includeFinite] }

    public func check(file: Int, context: RuleContext) -> [Diagnostic] {
        let includeFinite = context.options.bool(RuleOption.includeFinite.name, default: false)
        let facts = context.files[file]
        return facts.subscriptions.compactMap { s in
            guard s.terminal == .assignToOn, s.assignTarget == "self", s.context.hasInstanceSelf, let type = s.context.type,
                  context.index.isReferenceContext(file: file, type: type), !context.cycleCannotLeak(file: file, type: type),
                  !StrongSelfInSubscriptionRule.isKeptOutsideSelf(s, facts: facts),
                  !StrongSelfInSubscriptionRule.isKeptByAnObjectSelfDoesNotOwn(s, in: facts.types[type], index: context.index),
                  !StrongSelfInSubscriptionRule.isKeptByAStoreEmptiedInTeardown(s, in: facts.types[type], index: context.index),
                  includeFinite || !context.isFinite(s, file: file) else { return nil }
            return Diagnostic(file: file, location: s.location, message: "'assign(to:on: self)' retains self strongly; use 'assign(to: &$property)' or a [weak self] sink")
        }
    }
}
