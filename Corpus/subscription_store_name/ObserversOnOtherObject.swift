import Combine
import Foundation

final class SharedObserverBox {
    var observers = Set<AnyCancellable>()
}

/// Another object's `observers` still follows the convention.
final class WidgetTimelineRefresher {
    private let box = SharedObserverBox()
    private(set) var refreshes = 0

    func start(_ timeline: WidgetTimeline) {
        timeline.reloads
            .sink { [weak self] _ in self?.refreshes += 1 }
            .store(in: &box.observers)
    }
}
