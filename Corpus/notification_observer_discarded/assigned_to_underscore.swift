import UIKit

// `_ =` and `let _ =` silence the unused-result warning but still drop the token.

final class GreenhouseLightingController {
    private let center: NotificationCenter

    init(center: NotificationCenter = .default) {
        self.center = center
        _ = center.addObserver(forName: UIApplication.didReceiveMemoryWarningNotification, object: nil, queue: nil) { [weak self] _ in // expect: notification_observer_discarded
            self?.dimLights()
        }
        let _ = center.addObserver(forName: UIScreen.brightnessDidChangeNotification, object: nil, queue: .main) { [weak self] _ in // expect: notification_observer_discarded
            self?.dimLights()
        }
    }

    func dimLights() {}
}
