import Combine
import RxSwift
import Foundation

// Decision: a type that empties its subscription store in an instance method other than the one subscribing
// (a call session's `leave()`, the helper a disappearance method calls) breaks the cycle when that method runs.
// Emptying the store right before subscribing into it again rebinds, and emptying it only in `deinit` never runs:
// both stay reported.

final class ConferenceSignals {
    static let shared = ConferenceSignals()
    private let eventSubject = PassthroughSubject<String, Never>()
    private let levelSubject = PassthroughSubject<Int, Never>()
    var events: AnyPublisher<String, Never> { eventSubject.eraseToAnyPublisher() }
    var levels: AnyPublisher<Int, Never> { levelSubject.eraseToAnyPublisher() }
}

final class ConferenceSession {
    let room: String
    private var observers: Set<AnyCancellable> = []

    init(room: String) { self.room = room }

    func join() {
        ConferenceSignals.shared.events
            .filter { $0 == self.room }
            .sink { [weak self] event in self?.handle(event) }
            .store(in: &observers)
    }

    func end() { leave() }

    private func leave() {
        observers.removeAll()
    }

    private func handle(_ event: String) {}
}

final class ConferenceLevelMeter {
    private var observers: [AnyCancellable] = []

    func watchLevels() {
        observers.forEach { $0.cancel() }
        ConferenceSignals.shared.levels
            .sink { level in self.show(level) } // expect: strong_self_in_subscription
            .store(in: &observers)
    }

    private func show(_ level: Int) {}
}

final class ConferenceRoster {
    private var observers: Set<AnyCancellable> = []

    func watch() {
        ConferenceSignals.shared.events
            .sink { name in self.add(name) } // expect: strong_self_in_subscription
            .store(in: &observers)
    }

    deinit {
        observers.removeAll()
    }

    private func add(_ name: String) {}
}

final class PeerStatisticsModel: ObservableObject {
    @Published var peers = 0
    private var observers = [AnyCancellable]()

    func viewDidAppear() {
        ConferenceSignals.shared.levels
            .map { self.scaled($0) }
            .sink { [weak self] in self?.peers = $0 }
            .store(in: &observers)
    }

    func viewDidDisappear() {
        unsubscribe()
    }

    private func unsubscribe() {
        observers.forEach { $0.cancel() }
    }

    private func scaled(_ value: Int) -> Int { value * 2 }
}

// RxSwift's teardown: a new bag disposes the old one's subscriptions.
final class RallySession {
    private var disposeBag = DisposeBag()
    private(set) var last = 0

    func start(source: Observable<Int>) {
        source
            .subscribe(onNext: { value in
                self.last = value
            })
            .disposed(by: disposeBag)
    }

    func stop() {
        disposeBag = DisposeBag()
    }
}
