import RxSwift

// Sequences that end after one event release their observer's closures: a strong `self` lasts until the answer.
// Every declaration of `sendSingle` returns a `Single`, one of them spelled `RxSwift.Single`.
final class Wallet {
    func sendSingle(amount: Int) -> Single<String> { .just("tx") }
    func balances() -> Observable<Int> { .just(1) }
    private let updates = PublishSubject<Int>()
    func balanceUpdates() -> Observable<Int> { updates.asObservable() }
}

final class LedgerAdapter {
    func sendSingle(note: String) -> RxSwift.Single<Void> { .just(()) }
}

final class SendService {
    private let wallet = Wallet()
    private var disposeBag = DisposeBag()
    private(set) var state = ""
    private(set) var fee = 0

    func send() {
        wallet.sendSingle(amount: 1)
            .subscribe(onSuccess: { [weak self] hash in
                self?.state = hash
            }, onError: { error in
                self.state = "\(error)"
            })
            .disposed(by: disposeBag)
    }

    // A local declared as a `Single`, given its value in branches.
    func refresh(max: Bool) {
        disposeBag = DisposeBag()
        let single: Single<String>
        if max {
            single = wallet.sendSingle(amount: 2)
        } else {
            single = wallet.sendSingle(amount: 1)
        }
        single
            .subscribe(onSuccess: { value in
                self.state = value
            })
            .disposed(by: disposeBag)
    }

    // A local given, without a written type, what a method returning a `Single` returns.
    func quote() {
        let pending = wallet.sendSingle(amount: 3)
        pending
            .map { $0 + "!" }
            .subscribe(onSuccess: { value in
                self.state = value
            })
            .disposed(by: disposeBag)
    }

    // A local declared as an `Observable` may never end: reported.
    func watch() {
        let balances: Observable<Int> = wallet.balances()
        let untypedBalances = wallet.balanceUpdates()
        untypedBalances
            .map { $0 * 2 }
            .subscribe(onNext: { value in // expect: strong_self_in_subscription
                self.fee = value
            })
            .disposed(by: disposeBag)
        balances
            .subscribe(onNext: { value in // expect: strong_self_in_subscription
                self.fee = value
            })
            .disposed(by: disposeBag)
    }
}
