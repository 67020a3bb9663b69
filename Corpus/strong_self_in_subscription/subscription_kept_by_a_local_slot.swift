import Combine
import UIKit

// A subscription kept in a local slot of the method (`var token: AnyCancellable?`, cancelled by its own closure) is
// not kept by self: no cycle through self. The same slot handed to self's store is.
final class PinFieldModel {
    let text = CurrentValueSubject<String, Never>("") // expect: subject_exposed
    func update(_ value: String) { text.send(value) }
}

final class PinEntryScreen: UIViewController {
    let field = PinFieldModel()
    private var observers = Set<AnyCancellable>()

    @objc func fillDebugValues() {
        let current = field.text.first().eraseToAnyPublisher()
        var token: AnyCancellable?
        token = current.sink { value in
            self.field.update(value.isEmpty ? "0000" : "")
            token?.cancel()
        }
    }

    func watch() {
        var token: AnyCancellable?
        token = field.text.sink { value in // expect: strong_self_in_subscription
            self.title = value
        }
        if let token { observers.insert(token) }
    }
}
