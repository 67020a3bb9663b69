import Combine
import Foundation

/// Battery state for the status bar. `assign(to: &$x)` returns Void and ties the
/// subscription to the @Published storage, so there is nothing to store.
final class BatteryStatusModel: ObservableObject {
    @Published private(set) var level: Float = 1
    @Published private(set) var isLow = false

    init(levels: AnyPublisher<Float, Never>) {
        levels.assign(to: &$level)
        levels
            .map { $0 < 0.2 }
            .removeDuplicates()
            .assign(to: &self.$isLow)
    }
}
