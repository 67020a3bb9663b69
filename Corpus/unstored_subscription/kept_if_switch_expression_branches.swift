import Combine
import Foundation

/// Follows the bitrate of whichever network is active. The `if`/`switch` expressions
/// below are kept (initializer, assignment, implicit return), so their branches are kept too.
final class PlaybackQualityMonitor {
    enum BitrateSource { case wifi, cellular }

    private let wifiBitrate: AnyPublisher<Int, Never>
    private let cellularBitrate: AnyPublisher<Int, Never>
    private var activeSubscription: AnyCancellable?

    init(wifiBitrate: AnyPublisher<Int, Never>, cellularBitrate: AnyPublisher<Int, Never>) {
        self.wifiBitrate = wifiBitrate
        self.cellularBitrate = cellularBitrate
    }

    func monitor(useWifi: Bool) {
        let subscription: AnyCancellable = if useWifi {
            wifiBitrate.sink { print("wifi kbps", $0) }
        } else {
            cellularBitrate.sink { print("cellular kbps", $0) }
        }
        activeSubscription = subscription
    }

    func monitor(source: BitrateSource) {
        activeSubscription = switch source {
        case .wifi: wifiBitrate.sink { print("wifi kbps", $0) }
        case .cellular: cellularBitrate.sink { print("cellular kbps", $0) }
        }
    }

    func makeSubscription(for source: BitrateSource) -> AnyCancellable {
        switch source {
        case .wifi: wifiBitrate.sink { print("wifi kbps", $0) }
        case .cellular: cellularBitrate.sink { print("cellular kbps", $0) }
        }
    }
}
