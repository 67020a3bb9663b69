import RxSwift

// Decision: `observer.on(.completed)` completes a `create` sequence like `observer.onCompleted()`: a method returning
// it is a one-shot request, and a subscription to it lets go of its closures when the response arrives.

enum QuillNet {
    static func fetchAvatar(_ id: Int) -> Observable<Int> {
        return Observable.create { observer in
            observer.on(.next(id))
            observer.on(.completed)
            return Disposables.create()
        }
    }

    static func watchTopics() -> Observable<Int> {
        return Observable.create { observer in
            observer.on(.next(1))
            return Disposables.create()
        }
    }
}

final class QuillAvatarCell {
    private let disposeBag = DisposeBag()
    var avatar = 0

    func configure() {
        QuillNet.fetchAvatar(1)
            .subscribe(onNext: { self.avatar = $0 })
            .disposed(by: disposeBag)
        QuillNet.watchTopics()
            .subscribe(onNext: { self.avatar = $0 }) // expect: strong_self_in_subscription
            .disposed(by: disposeBag)
    }
}
