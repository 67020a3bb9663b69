import Combine
import Foundation

/// Every subject and publisher property fails with Never: nothing to report.
final class StreakCounter: ObservableObject {
    @Published private(set) var streak = 0
    private let days = PassthroughSubject<Date, Never>()
    private let best: CurrentValueSubject<Int, Never> = .init(0)
    let bestStreak: AnyPublisher<Int, Never>

    var dayPublisher: AnyPublisher<Date, Never> {
        days.eraseToAnyPublisher()
    }

    init() {
        bestStreak = best.eraseToAnyPublisher()
    }

    func record(_ day: Date) {
        streak += 1
        best.send(max(best.value, streak))
        days.send(day)
    }
}
