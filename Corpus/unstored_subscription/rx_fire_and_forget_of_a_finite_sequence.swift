import RxSwift

// Decision: RxSwift runs a subscription to its end whether its Disposable is kept or not (unlike Combine, where a
// released AnyCancellable cancels). Discarding the Disposable of a sequence that ends by itself, a `Single`
// request, `Observable.just`, a chain with `take(1)` or `asSingle()` (which delivers only once its source completes),
// is fire and forget. A discarded subscription to a relay or a
// subject, which never ends, is still reported; so is a method that some Rx declaration makes an `Observable`.

protocol LikeServiceType {
    func like(shotID: Int) -> Single<Void>
    func ping() -> Completable
    func likes() -> Observable<Int>
}

final class LikeReactor {
    let service: LikeServiceType
    let taps = PublishSubject<Void>()

    init(service: LikeServiceType) { self.service = service }

    func toggle(shotID: Int) {
        _ = self.service.like(shotID: shotID).subscribe()
        _ = service.ping().subscribe()
        _ = Observable.just(1).subscribe()
        _ = Single.just(1).subscribe()
        _ = taps.take(1).subscribe(onNext: { print("first tap") })
        _ = taps.subscribe(onNext: { print("tap") }) // expect: unstored_subscription
        _ = service.likes().subscribe(onNext: { print($0) }) // expect: unstored_subscription
        _ = service.likes().asSingle().do(onSuccess: { print("liked", $0) }).subscribe()
    }

    /// A local made by a one-shot trait (`Maybe<Int>.deferred { … }`) ends by itself too.
    func likeIfNeeded(shotID: Int) {
        let pending = Maybe<Int>.deferred { shotID > 0 ? Maybe.just(shotID) : Maybe.empty() }
        _ = pending.subscribe(onSuccess: { print("liked", $0) })
    }
}
