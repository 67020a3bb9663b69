import Combine
import Foundation

/// The configured name, bare or through `self`.
final class ClipboardWatcher {
    private var observers = Set<AnyCancellable>()
    private(set) var lastCopied = ""

    func watch(_ pasteboard: PasteboardFeed) {
        pasteboard.copied
            .sink { [weak self] text in self?.lastCopied = text }
            .store(in: &observers)
        pasteboard.cleared
            .sink { [weak self] in self?.lastCopied = "" }
            .store(in: &self.observers)
    }
}
