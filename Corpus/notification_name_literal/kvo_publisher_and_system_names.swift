import Combine
import UIKit

// `publisher(for: \.keyPath)` is KVO, not NotificationCenter; system constants are not literals.

final class OrchardPlayerObserver: NSObject {
    @objc dynamic var volume: Float = 0.5
    private var observers = Set<AnyCancellable>()

    func start() {
        publisher(for: \.volume)
            .sink { print("volume", $0) }
            .store(in: &observers)
        NotificationCenter.default.publisher(for: UIApplication.didEnterBackgroundNotification)
            .sink { _ in print("background") }
            .store(in: &observers)
    }
}
