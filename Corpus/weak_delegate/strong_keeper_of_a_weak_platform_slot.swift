import UIKit

// UIKit holds `transitioningDelegate` weakly, so a presented sheet keeps its transition animator alive in a strong
// property of its own and forwards it in `didSet`: `weak` there would free the animator before the transition
// runs. The same holds for the weak slot of a view it holds (a reply box keeping the helper it installs as its text
// view's delegate). A delegate property whose observer does something else is still a back reference to report, and
// so is a keeper that the controller owning the view fills with its own `self`.

final class CardSheetController: UIViewController {
    var cardTransitionDelegate: UIViewControllerTransitioningDelegate? {
        didSet {
            self.transitioningDelegate = cardTransitionDelegate
        }
    }
}

final class MentionTextHelper: NSObject, UITextViewDelegate {
    func style(_ textView: UITextView) {}
}

final class ReplyBox: UIView {
    private lazy var textView = UITextView()

    var textViewDelegate: MentionTextHelper? {
        didSet {
            textView.delegate = textViewDelegate
            textViewDelegate?.style(textView)
        }
    }
}

protocol SearchResultsDelegate: UITableViewDelegate {}

final class SearchResultsView: UIView {
    private let tableView = UITableView()

    var delegate: SearchResultsDelegate? { // expect: weak_delegate
        didSet {
            tableView.delegate = delegate
        }
    }
}

final class SearchResultsController: UIViewController, SearchResultsDelegate {
    private let resultsView = SearchResultsView()

    override func viewDidLoad() {
        super.viewDidLoad()
        resultsView.delegate = self
    }
}

protocol CardSheetEventsDelegate: AnyObject {
    func cardSheetDidClose()
}

final class CardSheetHeader: UIView {
    var eventsDelegate: CardSheetEventsDelegate? { // expect: weak_delegate
        didSet {
            setNeedsLayout()
        }
    }
}

final class CardSheetFooter: UIView {
    var footerDelegate: CardSheetEventsDelegate? { // expect: weak_delegate
        didSet {
            self.accessibilityLabel = footerDelegate == nil ? nil : "footer"
        }
    }
}

// A property not named for a delegate that holds a transitioning delegate is its keeper for UIKit's weak slot, even
// when the code setting it lives in a package (a sheet presenter's `present(_:)`).
final class PlayerSheetScreen: UIViewController {
    var transitionController: UIViewControllerTransitioningDelegate?
}
