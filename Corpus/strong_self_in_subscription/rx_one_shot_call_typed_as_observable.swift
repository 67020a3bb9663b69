import RxSwift

// Decision: Rx code that wraps each one-shot call in `Observable` rather than `Single` builds it with
// `.create { …; observer.onCompleted() }` or `.deferred { return .just(x) }`: the sequence completes after its answer
// and RxSwift lets go of the closures, so a strong `self` lasts until the answer (the screen wants it then). The
// protocol's requirement says only `Observable`; its implementation decides. A method returning a relay's stream
// keeps running and stays reported.

protocol TracingUseCase {
    func stopTracing() -> Observable<Bool>
    func countries() -> Observable<[String]>
    func statusChanges() -> Observable<Bool>
}

final class DefaultTracingUseCase: TracingUseCase {
    private var cached: [String]?
    private let status = PublishSubject<Bool>()

    func stopTracing() -> Observable<Bool> {
        .create { observer in
            Radio.shared.stop { stopped in
                observer.onNext(stopped)
                observer.onCompleted()
            }
            return Disposables.create()
        }
    }

    func countries() -> Observable<[String]> {
        Observable.deferred { [weak self] in
            if let cached = self?.cached { return .just(cached) }
            return Observable.just(["ES", "PT"])
        }
        .observe(on: MainScheduler.instance)
    }

    func statusChanges() -> Observable<Bool> {
        status.asObservable()
    }
}

final class TracingViewController {
    private let useCase: TracingUseCase
    private let disposeBag = DisposeBag()
    private var names: [String] = []

    init(useCase: TracingUseCase) {
        self.useCase = useCase
    }

    func stop() {
        useCase.stopTracing().subscribe(onError: { _ in
            self.close()
        }, onCompleted: {
            self.close()
        }).disposed(by: disposeBag)
    }

    func load() {
        useCase.countries().subscribe(onNext: { list in
            self.names = list
        }).disposed(by: disposeBag)
    }

    func watch() {
        useCase.statusChanges().subscribe(onNext: { active in // expect: strong_self_in_subscription
            self.render(active)
        }).disposed(by: disposeBag)
    }

    func close() {}
    func render(_ active: Bool) {}
}

final class Radio {
    static let shared = Radio()
    func stop(_ done: @escaping (Bool) -> Void) { done(true) }
}
