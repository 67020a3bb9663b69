import Combine

// `publisher.sink { … }.cancel()` reads what a synchronous publisher holds now and cancels on purpose: nothing is
// lost. The same chain left as a statement is cancelled before it runs anything asynchronous.
final class ReadableSetting<Value> {
    private let publisher: AnyPublisher<Value, Never>
    private var last: Value?

    init(_ subject: CurrentValueSubject<Value, Never>) {
        publisher = subject.eraseToAnyPublisher()
    }

    var currentValue: Value? {
        publisher.sink { [weak self] value in
            self?.last = value
        }.cancel()
        return last
    }

    func watch() {
        publisher.sink { [weak self] value in self?.last = value } // expect: unstored_subscription
    }
}
