import Foundation
import RxSwift

// A static join of one-shot requests (`Observable.zip` of two `Single`s) emits once and completes: self is held only
// until both requests finish. A join that takes a sequence that never ends (a relay) keeps self for good.
protocol ShelfAPI {
    func fetchShelfTitle(id: Int) -> Single<String>
    func fetchShelfCount(id: Int) -> Single<Int>
}

final class ShelfInteractor {
    private let api: ShelfAPI
    private let selection = PublishSubject<Int>()
    private let bag = DisposeBag()
    private(set) var summary = ""

    init(api: ShelfAPI) { self.api = api }

    func load(id: Int) {
        Observable.zip(api.fetchShelfTitle(id: id).asObservable(), api.fetchShelfCount(id: id).asObservable())
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { title, count in
                self.summary = "\(title) (\(count))"
            })
            .disposed(by: bag)
    }

    func follow() {
        Observable.combineLatest(selection.asObservable(), api.fetchShelfTitle(id: 1).asObservable())
            .subscribe(onNext: { id, title in // expect: strong_self_in_subscription
                self.summary = "\(id) \(title)"
            })
            .disposed(by: bag)
    }
}
