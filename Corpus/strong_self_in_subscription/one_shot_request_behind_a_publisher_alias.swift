import Combine
import Foundation

// A repository method declared to return `Signal<Bool>` (`typealias Signal<T> = AnyPublisher<T, Never>`) that hands
// on a one-shot request's result ends after its value, as one declared `AnyPublisher<Bool, Never>` does: the strong
// self lasts until the reply. One returning a subject's stream under the same alias never ends.
public typealias Signal<T> = AnyPublisher<T, Never>

class StampHTTPBase {
    func send(_ path: String) -> AnyPublisher<Int, Error> {
        Future { promise in
            DispatchQueue.global().async { promise(.success(path.count)) }
        }.eraseToAnyPublisher()
    }
}

final class StampService: StampHTTPBase {
    func clearStamps() -> AnyPublisher<Int, Error> { send("/stamps/clear") }
}

final class StampRepository {
    private let service = StampService()
    private let changes = PassthroughSubject<Bool, Never>()

    func clearStamps() -> Signal<Bool> {
        service.clearStamps().map { $0 == 200 }.replaceError(with: false).eraseToAnyPublisher()
    }

    func stampChanges() -> Signal<Bool> {
        changes.eraseToAnyPublisher()
    }
}

final class StampUseCase {
    private let repository = StampRepository()
    private var observers = Set<AnyCancellable>()
    private var cleared = false

    func clear() {
        repository.clearStamps()
            .sink { ok in self.cleared = ok }
            .store(in: &observers)
    }

    func watch() {
        repository.stampChanges()
            .sink { ok in self.cleared = ok } // expect: strong_self_in_subscription
            .store(in: &observers)
    }
}
