import Combine
import Foundation

/// A UI type's own `@Published` state is set on main, so its `$property` emits there.
final class SearchFieldViewModel: ObservableObject {
    @Published var text = ""
    @Published private(set) var isValid = false
    @Published private(set) var characterCount = 0
    private var observers = Set<AnyCancellable>()

    init() {
        $text
            .map { $0.count >= 3 }
            .sink { [weak self] valid in self?.isValid = valid }
            .store(in: &observers)

        self.$text
            .map(\.count)
            .sink { [weak self] count in self?.characterCount = count }
            .store(in: &observers)
    }
}
