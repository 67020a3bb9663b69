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
