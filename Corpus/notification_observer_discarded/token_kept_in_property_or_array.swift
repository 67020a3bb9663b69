import UIKit

// Kept tokens: assigned to a property, appended to an array, inserted into a set of observers.

final class GreenhouseClimateMonitor {
    private var activeToken: NSObjectProtocol?
    private var observers: [NSObjectProtocol] = []
    private var tokenSet = Set<NSObject>()

    func start() {
        let center = NotificationCenter.default
        activeToken = center.addObserver(forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main) { [weak self] _ in
            self?.sample()
        }
        observers.append(center.addObserver(forName: UIApplication.willResignActiveNotification, object: nil, queue: .main) { [weak self] _ in
            self?.sample()
        })
        if let token = center.addObserver(forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: nil, using: { _ in }) as? NSObject {
            tokenSet.insert(token)
        }
    }

    func stop() {
        observers.forEach(NotificationCenter.default.removeObserver)
        observers.removeAll()
        activeToken.map(NotificationCenter.default.removeObserver)
    }

    private func sample() {}
}
