import Combine
import UIKit

// Without an RxSwift/RxCocoa import, `bind`, `drive` and `subscribe` are ordinary methods.

final class FormBinder {
    func bind(to field: UITextField) {}
    func drive(_ label: UILabel) {}
    func subscribe(onNext handler: @escaping (String) -> Void) {}
}

final class FormScreen {
    private let binder = FormBinder()
    private let field = UITextField()
    private let label = UILabel()

    func setUp() {
        binder.bind(to: field)
        binder.drive(label)
        binder.subscribe(onNext: { print($0) })
    }
}
