import Combine
import Foundation

// Structs (and extensions of structs declared in the sources) are value types: capturing
// self copies the value, so there is no retain cycle and nothing is reported.

/// Watches the pasteboard and prefixes what it sees.
struct ClipboardWatcher {
    let changes: AnyPublisher<String, Never>
    let prefix: String

    func watch() -> AnyCancellable {
        changes
            .map { self.prefix + $0 }
            .sink { text in print(self.prefix.count, text) }
    }
}

extension ClipboardWatcher {
    func watchTrimmed() -> AnyCancellable {
        changes
            .map { self.trim($0) }
            .sink(receiveValue: log)
    }

    private func trim(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespaces)
    }

    private func log(_ text: String) {
        print(prefix, text)
    }
}
