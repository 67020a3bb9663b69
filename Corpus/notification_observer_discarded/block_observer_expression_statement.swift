import AVFoundation
import UIKit

// The block-based `addObserver(forName:object:queue:using:)` returns the only handle that can
// remove the observer; as an expression statement it is thrown away.

/// Pauses video when the app leaves the foreground.
final class VideoPlaybackGuard {
    private let player: AVPlayer

    init(player: AVPlayer) {
        self.player = player
        NotificationCenter.default.addObserver(forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: .main) { [weak self] _ in // expect: notification_observer_discarded
            self?.player.pause()
        }
    }
}
