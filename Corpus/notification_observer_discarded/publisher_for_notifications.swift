import Combine
import UIKit

// Combine's `publisher(for:)` is not a block observer; its subscription is stored.

/// Dims the UI when low-power mode turns on.
final class LowPowerModeWatcher {
    private var observers = Set<AnyCancellable>()
    private(set) var isDimmed = false

    init() {
        NotificationCenter.default.publisher(for: .NSProcessInfoPowerStateDidChange)
            .map { _ in ProcessInfo.processInfo.isLowPowerModeEnabled }
            .sink { [weak self] in self?.isDimmed = $0 }
            .store(in: &observers)
    }
}
