import Combine
import Foundation

// Combine's `sink` never takes two closures in parentheses without labels: `result.sink({ value in … }, { error in
// … })` is a promise library's, which returns nothing to keep. A Combine sink with a trailing closure beside it,
// discarded, is still reported.

final class ConversionScreen {
    private var status = ""
    private let updates = PassthroughSubject<String, Never>()

    func start(_ result: ConversionPromise) {
        result.sink({ value in
            self.status = value
        }, { error in
            self.status = "\(error)"
        })
        updates.sink { self.status = $0 } // expect: unstored_subscription
    }
}

final class ConversionPromise {
    func sink(_ fulfilled: @escaping (String) -> Void, _ rejected: @escaping (Error) -> Void) {}
}
