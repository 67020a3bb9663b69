import Foundation

// Declared but neither posted nor observed: nothing to match, no finding.

extension Notification.Name {
    static let onboardingSkipped = Notification.Name("corpus.onboarding.skipped")
}
