import UIKit

// The block-based observer returns the only handle to the registration; as an expression
// statement it is lost, and every viewDidLoad adds one more observer that is never removed.

final class GreenhouseDashboardViewController: UIViewController {
    private let statusLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main) { [weak self] _ in // expect: notification_observer_discarded
            self?.refresh()
        }
        NotificationCenter.default
            .addObserver( // expect: notification_observer_discarded
                forName: UIApplication.significantTimeChangeNotification,
                object: nil,
                queue: .main
            ) { [weak self] _ in
                self?.refresh()
            }
    }

    private func refresh() {
        statusLabel.text = DateFormatter.localizedString(from: Date(), dateStyle: .none, timeStyle: .short)
    }
}
