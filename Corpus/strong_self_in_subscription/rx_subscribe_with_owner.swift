import RxSwift

// RxSwift 6's `subscribe(with: self)` holds the object weakly and hands it to the closure, whose parameter named
// `self` is what `self` means inside: no outer self is captured. A plain closure mentioning self still is.

final class LookupController {
    private let disposeBag = DisposeBag()
    private let results = PublishSubject<[String]>()
    private var shown: [String] = []

    func bind() {
        results
            .subscribe(with: self, onNext: { `self`, items in
                self.shown = items
            })
            .disposed(by: disposeBag)
        results
            .subscribe(onNext: { items in // expect: strong_self_in_subscription
                self.shown = items
            })
            .disposed(by: disposeBag)
    }
}
