import Combine
import Foundation

// The project stores subscriptions in a set named `observers`; `cancellables` is the common
// name elsewhere. Decision: the finding is at the `store` token; the fixture keeps
// `.store(in: &x)` on one line so the line is unambiguous.

/// Mirrors the user's language preference.
final class LanguagePreferenceSync {
    private var cancellables = Set<AnyCancellable>()
    private(set) var languageCode = "en"

    init(languages: AnyPublisher<String, Never>) {
        languages
            .sink { [weak self] in self?.languageCode = $0 }
            .store(in: &cancellables) // expect: subscription_store_name
    }
}
