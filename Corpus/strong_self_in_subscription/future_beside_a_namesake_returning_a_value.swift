import UIKit
import Combine

// An app method returning a `Future` ends after its value, whatever an unrelated type's method of the same name
// returns (a plain value no sink subscribes to).

struct ShapeValidator {
    func verify() -> Bool { true }
}

final class MicrophoneChecker {
    func verify() -> Future<Bool, Never> {
        Future { promise in promise(.success(true)) }
    }
}

final class MicrophoneStartViewController: UIViewController {
    private let checker = MicrophoneChecker()
    private var cancellable: AnyCancellable?

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        cancellable = checker.verify().sink { ok in // expect: receive_on_main
            self.finish(ok)
        }
    }

    private func finish(_ ok: Bool) {}
}
