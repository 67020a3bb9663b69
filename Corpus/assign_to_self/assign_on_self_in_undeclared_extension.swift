import Combine
import UIKit

// UISwitch is not declared in the analyzed sources: unknown type, so `on: self` is not
// reported (no guessing about whether it is a reference type).

extension UISwitch {
    func bindIsOn(to publisher: AnyPublisher<Bool, Never>) -> AnyCancellable {
        publisher.assign(to: \.isOn, on: self)
    }
}
