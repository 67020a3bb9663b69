import RxSwift

// Stores built only as `static let shared` live for the whole run, and so does the code of a base class whose
// only subclass is such a store. A test double subclass does not change that; a second subclass the app makes
// on each screen does.

final class StoreDispatcher {
    static let shared = StoreDispatcher()
    let register = PublishSubject<Int>()
}

class BaseLoginStore {
    let disposeBag = DisposeBag()
    private(set) var count = 0

    init(dispatcher: StoreDispatcher = .shared) {
        dispatcher.register
            .subscribe(onNext: { value in
                self.count += value
            })
            .disposed(by: disposeBag)
    }
}

final class LoginStore: BaseLoginStore {
    static let shared = LoginStore()
}

class WindowSizeStore {
    static let shared = WindowSizeStore()
    private let disposeBag = DisposeBag()
    private var wide = false

    init(dispatcher: StoreDispatcher = .shared) {
        dispatcher.register
            .subscribe(onNext: { value in
                self.wide = value > 600
            })
            .disposed(by: disposeBag)
    }
}

/// A test double: never constructed by the app.
class FakeWindowSizeStore: WindowSizeStore {}

class BaseScreenModel {
    let disposeBag = DisposeBag()
    private var seen = 0

    init(dispatcher: StoreDispatcher = .shared) {
        dispatcher.register
            .subscribe(onNext: { _ in // expect: strong_self_in_subscription
                self.seen += 1
            })
            .disposed(by: disposeBag)
    }
}

final class SharedScreenModel: BaseScreenModel {
    static let shared = SharedScreenModel()
}

final class DetailScreenModel: BaseScreenModel {}

final class DetailScreen {
    func show() {
        let model = DetailScreenModel()
        print(model)
    }
}
