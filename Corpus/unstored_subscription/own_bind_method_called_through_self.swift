import RxSwift
import RxCocoa

// The app's own views declare `bind(items:)`, which returns nothing and keeps its subscription itself: calling it
// through `self.view?` is a method call, not a discarded Rx subscription.

protocol SettingListViewProtocol: AnyObject {
    func bind(items: Driver<[String]>)
}

final class SettingListView: SettingListViewProtocol {
    private let disposeBag = DisposeBag()

    func bind(items: Driver<[String]>) {
        items.drive(onNext: { print($0) }).disposed(by: disposeBag)
    }
}

final class SettingListPresenter {
    private weak var view: SettingListViewProtocol?
    private let refreshes = PublishSubject<Void>()

    init(view: SettingListViewProtocol) { self.view = view }

    func onViewReady() {
        let items = Driver.just(["Auto-lock", "Browser"])
        self.view?.bind(items: items)
        view?.bind(items: items)
        self.refreshes.subscribe(onNext: { print("refresh") }) // expect: unstored_subscription
    }
}
