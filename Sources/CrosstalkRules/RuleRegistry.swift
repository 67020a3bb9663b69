/// Every built-in rule, in catalog order. A test keeps it honest: unique snake_case ids, docs, Corpus fixtures.
public enum RuleRegistry {
    public static let all: [any Rule] = [
        UnstoredSubscriptionRule(),
        StrongSelfInSubscriptionRule(),
        AssignToSelfRule(),
        SubjectExposedRule(),
        PublisherFailureNotNeverRule(),
        ReceiveOnMainRule(),
        SubscriptionStoreNameRule(),
        WeakDelegateRule(),
        ClassDelegateProtocolRule(),
        ClosurePropertyStrongSelfRule(),
        MutableSingletonRule(),
        NotificationObserverDiscardedRule(),
        NotificationObserverStrongSelfRule(),
        NotificationNameLiteralRule(),
        UnmatchedNotificationRule(),
        AsyncLoopStrongSelfRule(),
        ObservedObjectInitializedRule(),
        LayerViolationRule(),
    ]

    /// The rule with this id.
    public static func rule(_ id: String) -> (any Rule)? { all.first { $0.id == id } }
}
