import Foundation

// Observes a name declared and posted in cross_file_poster.swift.

/// Unlocks premium features after a renewal.
final class PremiumFeatureGate: NSObject {
    private(set) var isUnlocked = false

    override init() {
        super.init()
        NotificationCenter.default.addObserver(self, selector: #selector(unlock), name: .subscriptionRenewed, object: nil)
    }

    @objc private func unlock() {
        isUnlocked = true
    }
}
