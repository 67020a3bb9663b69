import Combine
import Foundation

// Chains rooted at a $property of self start on the thread that sets the property (the
// main thread for UI state), so they are exempt.

/// Recipe search screen state.
@MainActor
final class RecipeSearchViewModel: ObservableObject {
    @Published var query = ""
    @Published var filters: Set<String> = []
    @Published private(set) var results: [String] = []
    private var observers = Set<AnyCancellable>()

    init() {
        $query
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .removeDuplicates()
            .sink { [weak self] query in self?.search(query) }
            .store(in: &observers)

        self.$filters
            .dropFirst()
            .sink { [weak self] _ in self?.search(self?.query ?? "") }
            .store(in: &observers)
    }

    private func search(_ query: String) {
        results = query.isEmpty ? [] : ["\(query) soup", "\(query) salad"]
    }
}
