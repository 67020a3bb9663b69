import Combine
import Foundation

/// Every way of keeping the cancellable.
final class ScreenTimeTracker {
    private var observers = Set<AnyCancellable>()
    private var sessionToken: AnyCancellable?
    private var tokens: [AnyCancellable] = []
    private(set) var seconds = 0

    func start(_ clock: ScreenClock) {
        clock.ticks.sink { [weak self] _ in self?.seconds += 1 }.store(in: &observers)
        sessionToken = clock.sessions.sink { _ in }
        observers.insert(clock.resets.sink { [weak self] _ in self?.seconds = 0 })
        tokens.append(clock.pauses.sink { _ in })
        tokens += [clock.resumes.sink { _ in }]
        let local = clock.ticks.sink { _ in }
        tokens.append(local)
        sessionToken = verbose ? clock.ticks.sink { print($0) } : clock.ticks.sink { _ in }
    }

    private var verbose = false
}
