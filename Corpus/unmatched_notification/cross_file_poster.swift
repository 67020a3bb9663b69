import Foundation

// Declared and posted here, observed in cross_file_observer.swift: matched across files.

extension Notification.Name {
    static let subscriptionRenewed = Notification.Name("corpus.billing.subscriptionRenewed")
}

/// Talks to the App Store about subscriptions.
final class SubscriptionRenewalService {
    func renewalDidSucceed() {
        NotificationCenter.default.post(name: .subscriptionRenewed, object: self)
    }
}
