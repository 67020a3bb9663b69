import RxSwift
import RxCocoa
import UIKit

// RxSwift 5 spells `take(until:)` as `takeUntil(_:)` and `take(while:)` as `takeWhile(_:)`: the chain ends when
// the screen goes away, and the bag lets go of the closure then.

final class SwipeCardViewController: UIViewController {
    private let disposeBag = DisposeBag()
    private let reader = CardReader()
    private let statusLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        let disappearing = rx.sentMessage(#selector(UIViewController.viewWillDisappear(_:))).map { _ in }
        reader.status
            .takeUntil(disappearing)
            .subscribe(onNext: { message in self.statusLabel.text = message })
            .disposed(by: disposeBag)
        reader.status
            .takeWhile { !$0.isEmpty }
            .subscribe(onNext: { message in self.statusLabel.text = message })
            .disposed(by: disposeBag)
        reader.status
            .take(until: disappearing)
            .subscribe(onNext: { message in self.statusLabel.text = message })
            .disposed(by: disposeBag)
        reader.status
            .skipUntil(disappearing)
            .subscribe(onNext: { message in self.statusLabel.text = message }) // expect: strong_self_in_subscription
            .disposed(by: disposeBag)
    }
}

final class CardReader {
    let status = PublishSubject<String>()
}
