import Foundation
import RxSwift

// `disposed(by: rx.disposeBag)` (NSObject+Rx) keeps the subscription in self's own bag, reached through self's `rx`
// namespace: a strong self in its closure closes a cycle. A bag of a local's object (`row.bag`) is not self's.

final class ThemeRowModel {
    let bag = DisposeBag()
}

final class ThemePickerModel: NSObject {
    private let themes = PublishSubject<String>()
    private var current = ""

    func bind() {
        themes
            .subscribe(onNext: { theme in self.current = theme }) // expect: strong_self_in_subscription
            .disposed(by: rx.disposeBag)
    }

    func bind(row: ThemeRowModel) {
        themes
            .subscribe(onNext: { theme in self.current = theme })
            .disposed(by: row.bag)
    }
}

extension Reactive where Base: NSObject {
    var disposeBag: DisposeBag { DisposeBag() }
}
