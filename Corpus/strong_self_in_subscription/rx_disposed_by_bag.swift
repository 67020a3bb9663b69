import RxSwift

// The bag belongs to self, the bag keeps the subscription, the subscription keeps the closure.

final class RepositoriesViewModel {
    private let disposeBag = DisposeBag()
    private let refresh = PublishSubject<Void>()
    private var repositories: [String] = []

    func bind(service: RepositoryService) {
        refresh
            .flatMapLatest { service.fetch() }
            .subscribe(onNext: { repositories in // expect: strong_self_in_subscription
                self.repositories = repositories
            })
            .disposed(by: disposeBag)
        refresh
            .subscribe(onNext: { [weak self] in self?.repositories = [] })
            .disposed(by: disposeBag)
        // Finishes after one request: the bag lets go of the closure then.
        Observable.just(())
            .flatMapLatest { service.fetch() }
            .subscribe(onNext: { repositories in
                self.repositories = repositories
            })
            .disposed(by: disposeBag)
    }
}

final class RepositoryService {
    func fetch() -> Observable<[String]> { .just([]) }
}
