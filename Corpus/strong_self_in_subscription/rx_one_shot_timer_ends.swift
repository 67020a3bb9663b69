import RxSwift
import UIKit

// RxSwift's `Observable<Int>.timer(_:scheduler:)` without `period:` emits one value and completes: the subscription,
// and the strong `self` in its closure, last two seconds. With `period:` it ticks for ever: reported.

final class ToastBannerController: UIViewController {
    private let disposeBag = DisposeBag()
    private let banner = UILabel()
    private var ticks = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        Observable<Int>.timer(.seconds(2), scheduler: MainScheduler.instance)
            .subscribe(onNext: { _ in
                self.banner.isHidden = true
            })
            .disposed(by: disposeBag)

        Observable<Int>.timer(.seconds(0), period: .seconds(1), scheduler: MainScheduler.instance)
            .subscribe(onNext: { _ in // expect: strong_self_in_subscription
                self.ticks += 1
            })
            .disposed(by: disposeBag)
    }
}
