import UIKit

// `(storyboard.instantiateViewController(…) as? T)!` is a `T` as much as `… as! T`: a screen made that way, pushed and
// never kept, holds its presenter strongly without a cycle. The same screen kept by the presenter is a cycle.
protocol TrialDetailDelegate: AnyObject {
    func trialDetailDidJoin()
}

final class TrialDetailViewController: UIViewController {
    var delegate: TrialDetailDelegate? // expect: weak_delegate
}

final class TrialListViewController: UIViewController, TrialDetailDelegate {
    func openDetail() {
        let board = UIStoryboard(name: "Trials", bundle: .main)
        let detail = (board.instantiateViewController(withIdentifier: "Detail") as? TrialDetailViewController)!
        detail.delegate = self
        navigationController?.pushViewController(detail, animated: true)
    }

    func trialDetailDidJoin() {}
}

final class TrialHistoryViewController: UIViewController, TrialDetailDelegate {
    private var detail: TrialDetailViewController?

    func openDetail() {
        let board = UIStoryboard(name: "Trials", bundle: .main)
        let shown = (board.instantiateViewController(withIdentifier: "Detail") as? TrialDetailViewController)!
        shown.delegate = self
        detail = shown
        navigationController?.pushViewController(shown, animated: true)
    }

    func trialDetailDidJoin() {}
}
