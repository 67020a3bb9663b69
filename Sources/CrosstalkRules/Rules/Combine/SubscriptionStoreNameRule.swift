import CrosstalkFacts
import CrosstalkGraph

/// `subscription_store_name`: `.store(in: &x)` into a collection not named by the project's convention.
public struct SubscriptionStoreNameRule: Rule {
    public init() {}

    static let defaultNames = ["observers"]

    public let description = RuleDescription(
        id: "subscription_store_name", category: "Combine", defaultSeverity: .info, enabledByDefault: false,
        summary: "store(in:) into a collection not named by the project's convention",
        documentation: """
        ## What it does
        Flags `.store(in: &x)` at the end of a subscription chain when `x` (the last name of the target:
        `bag` in `&self.bag`) is not one of the configured names. A convention rule: one name makes every
        type's subscription storage easy to find and review.

        ## Why is this bad?
        `cancellables`, `bag`, `subscriptions`, `disposeBag` and `observers` side by side make a reader check,
        per type, which set holds which subscriptions and whether it is the one cleared on reuse.

        ## Example
        ```swift
        service.user
            .sink { [weak self] in self?.render($0) }
            .store(in: &cancellables)
        ```

        ## Use instead
        ```swift
        service.user
            .sink { [weak self] in self?.render($0) }
            .store(in: &observers)
        ```

        ## Configuration
        - `names` (array of strings, default `["observers"]`): the accepted names, compared case-sensitively.

        ## Known limits
        Only `.store(in:)` chained to a `sink`/`assign` is seen; `cancellable.store(in: &x)` on a variable is not.
        """)

    public var options: [RuleOption] {
        [RuleOption(name: "names", defaultValue: .strings(Self.defaultNames), doc: "Accepted names of the collection subscriptions are stored in.")]
    }

    public func check(file: Int, context: RuleContext) -> [Diagnostic] {
        let names = context.options.strings("names", default: Self.defaultNames)
        return context.files[file].subscriptions.compactMap { s in
            guard !names.isEmpty, !s.isRx, let target = s.storeTarget, let location = s.storeTargetLocation, !names.contains(target) else { return nil }
            let expected = names.map { "'\($0)'" }.joined(separator: " or ")
            return Diagnostic(file: file, location: location, message: "subscription stored in '\(target)'; the convention is \(expected)")
        }
    }
}
