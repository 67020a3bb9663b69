import RxCocoa
import RxSwift

// In an RxSwift file, `subscribe`/`bind`/`drive` return a Disposable that must go into a bag.

final class LoginViewController: UIViewController {
    private let disposeBag = DisposeBag()
    private let viewModel = LoginViewModel()
    private let usernameField = UITextField()
    private let submitButton = UIButton()

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.isValid.drive(submitButton.rx.isEnabled) // expect: unstored_subscription
        usernameField.rx.text.orEmpty.bind(to: viewModel.username) // expect: unstored_subscription
        viewModel.errors.subscribe(onNext: { [weak self] message in self?.show(message) }) // expect: unstored_subscription
        viewModel.isValid.drive(submitButton.rx.isEnabled).disposed(by: disposeBag)
        let disposable = viewModel.errors.subscribe(onNext: { print($0) })
        disposable.disposed(by: disposeBag)
    }

    func show(_ message: String) {}
}

final class LoginViewModel {
    let username = BehaviorRelay<String>(value: "")
    let isValid = Driver<Bool>.just(false)
    let errors = PublishSubject<String>()
}

// The app's own `bind(to:)` on cells is a method call, not a subscription.

class RepositoryCell: UITableViewCell {
    private var cellDisposeBag = DisposeBag()

    func bind(to viewModel: RepositoryCellViewModel) {
        cellDisposeBag = DisposeBag()
        viewModel.title.drive(textLabel!.rx.text).disposed(by: cellDisposeBag)
    }
}

final class StarredRepositoryCell: RepositoryCell {
    override func bind(to viewModel: RepositoryCellViewModel) {
        super.bind(to: viewModel)
    }
}

final class RepositoryCellViewModel {
    let title = Driver<String?>.just(nil)
}

final class RepositoryListDataSource {
    func configure(_ cell: RepositoryCell, with viewModel: RepositoryCellViewModel) -> UITableViewCell {
        cell.bind(to: viewModel)
        return cell
    }
}
