import Combine
import Foundation

// None of these closures captures self strongly: weak/unowned capture lists, `guard let self`
// re-binding, and `self?` inside a closure nested in a `[weak self]` closure (it names the outer
// weak capture). The last sink re-binds self and then uses it in a nested closure: the sink's own
// closure still captures weakly, and the nested one is not a subscription closure.

/// Saves message drafts while the user types.
final class MessageDraftAutosaver {
    private var observers = Set<AnyCancellable>()
    private(set) var savedText = ""

    init(edits: AnyPublisher<String, Never>) {
        edits
            .sink { [weak self] text in self?.savedText = text }
            .store(in: &observers)

        edits
            .debounce(for: .seconds(2), scheduler: DispatchQueue.global())
            .sink { [unowned self] text in self.persist(text) }
            .store(in: &observers)

        edits
            .map { [unowned(unsafe) self] text in self.normalize(text) }
            .filter { [unowned(safe) self] text in text != self.savedText }
            .sink { [weak self, edits] text in
                print("pending edits stream:", edits)
                self?.persist(text)
            }
            .store(in: &observers)

        edits
            .sink { [weak self] text in
                guard let self else { return }
                self.persist(text)
            }
            .store(in: &observers)

        edits
            .sink { [weak self] text in
                if let self {
                    self.persist(text)
                }
            }
            .store(in: &observers)

        edits
            .sink { [weak self] text in
                guard let self = self else { return }
                self.persist(text)
            }
            .store(in: &observers)

        edits
            .sink { [weak self] text in
                DispatchQueue.main.async {
                    self?.persist(text)
                }
            }
            .store(in: &observers)

        edits
            .sink { [weak self] text in
                guard let self else { return }
                DispatchQueue.global().async {
                    self.persist(text)
                }
            }
            .store(in: &observers)
    }

    private func normalize(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private func persist(_ text: String) {
        savedText = text
    }
}
