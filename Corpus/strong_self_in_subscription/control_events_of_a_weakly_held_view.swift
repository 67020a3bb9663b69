import UIKit
import RxSwift
import RxCocoa

// A presenter that its view owns, holding the view weakly, subscribes to the view's control events: each completes
// when its control is freed with the view, and RxSwift lets go of the closure then. A subject of the view does not
// complete, and the view controller's own outlet lives as long as the view controller.

protocol OnboardingViewProtocol: AnyObject {
    var doneTapped: ControlEvent<Void> { get }
    var skipTapped: Observable<Void> { get }
    var pageChanged: Observable<Int> { get }
}

final class OnboardingView: UIViewController, OnboardingViewProtocol {
    private let doneButton = UIButton()
    private let skipButton = UIButton()
    private let pages = PublishSubject<Int>()
    private var presenter: OnboardingPresenter?

    var doneTapped: ControlEvent<Void> { doneButton.rx.tap }
    var skipTapped: Observable<Void> { skipButton.rx.tap.asObservable() }
    var pageChanged: Observable<Int> { pages.asObservable() }

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter = OnboardingPresenter(view: self)
        presenter?.onViewReady()
    }
}

final class OnboardingPresenter {
    private weak var view: OnboardingViewProtocol?
    private let disposeBag = DisposeBag()
    private var page = 0

    init(view: OnboardingViewProtocol) { self.view = view }

    func onViewReady() {
        view?.doneTapped
            .subscribe(onNext: { _ in self.finish() })
            .disposed(by: disposeBag)
        self.view?.skipTapped
            .subscribe(onNext: { _ in self.finish() })
            .disposed(by: disposeBag)
        view?.pageChanged
            .subscribe(onNext: { page in self.page = page }) // expect: strong_self_in_subscription
            .disposed(by: disposeBag)
        if let done = self.view?.doneTapped {
            done.observe(on: MainScheduler.instance).subscribe(onNext: { _ in self.finish() }).disposed(by: disposeBag)
        }
        if let pages = view?.pageChanged {
            pages.observe(on: MainScheduler.instance).subscribe(onNext: { page in self.page = page }).disposed(by: disposeBag) // expect: strong_self_in_subscription
        }
    }

    func finish() {}
}

final class SettingsTableViewController: UIViewController {
    @IBOutlet weak var tableView: UITableView!
    private let disposeBag = DisposeBag()
    private var selected: IndexPath?

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rx.itemSelected
            .subscribe(onNext: { path in self.selected = path }) // expect: strong_self_in_subscription
            .disposed(by: disposeBag)
    }
}
