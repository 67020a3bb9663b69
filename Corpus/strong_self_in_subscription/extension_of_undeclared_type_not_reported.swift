import Combine
import UIKit

// UILabel and UIButton are not declared in the analyzed sources: the extension's type is
// unknown, and rules that need a reference type do not guess.

extension UILabel {
    func bindText(to publisher: AnyPublisher<String?, Never>) -> AnyCancellable {
        publisher.sink { self.text = $0 }
    }
}

extension UIButton {
    func bindEnabled(to publisher: AnyPublisher<Bool, Never>) -> AnyCancellable {
        publisher
            .removeDuplicates()
            .sink { isEnabled in self.isEnabled = isEnabled }
    }
}
