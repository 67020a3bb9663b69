import RxSwift
import RxCocoa

// RxSwift's `bind` always takes an observer, a relay or a closure: `Launch.loader.bind()`, called with nothing on a
// static of the app's namespace, is the app's own setup method, not a discarded subscription. A `bind(to:)` whose
// disposable is dropped still is.

final class LaunchLoader {
    private let bag = DisposeBag()
    let start = PublishRelay<Void>()
    let shown = BehaviorRelay<Bool>(value: false)

    func bind() {
        start.subscribe(onNext: { print("start") }).disposed(by: bag)
    }
}

enum Launch {
    static let loader = LaunchLoader()
    enum Stores {
        static let session = LaunchLoader()
    }
}

final class LaunchSequence {
    private let visible = PublishRelay<Bool>()

    func run() {
        Launch.loader.bind()
        Launch.Stores.session.bind()
        visible.bind(to: Launch.loader.shown) // expect: unstored_subscription
    }
}
