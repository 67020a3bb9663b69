import Foundation
import RxSwift

// A repository wrapping a client call in `Observable.create` hands the inner subscription to whoever subscribes to
// the sequence it makes (`return Disposables.create([inner])`): the repository keeps nothing, so the strong self in
// the closures makes no cycle. Put in the repository's own bag instead, the subscription is the repository's.

enum PinStoreError: Error { case wrapped(Error) }

final class PinStoreRepository {
    private let writes = PublishSubject<Void>()
    private let disposeBag = DisposeBag()

    func register(id: String) -> Observable<Bool> {
        Observable.create { observer -> Disposable in
            let inner = self.write(path: id)
                .subscribe(onNext: { _ in
                    observer.onNext(true)
                }, onError: { error in
                    observer.onError(self.translate(error))
                })
            return Disposables.create([inner])
        }
    }

    func mirror(id: String) -> Observable<Bool> {
        Observable<Bool>.create { observer -> Disposable in
            self.write(path: id)
                .subscribe(onNext: { _ in // expect: strong_self_in_subscription
                    self.log(id)
                    observer.onNext(true)
                })
                .disposed(by: self.disposeBag)
            return Disposables.create()
        }
    }

    private func write(path: String) -> Observable<Void> { writes.asObservable() }
    private func translate(_ error: Error) -> Error { PinStoreError.wrapped(error) }
    private func log(_ id: String) {}
}
