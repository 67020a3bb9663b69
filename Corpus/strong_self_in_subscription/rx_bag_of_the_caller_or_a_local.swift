import UIKit
import RxSwift
import RxCocoa

// A view model that subscribes into the bag its caller hands it (`transform(input:disposeBag:)`), or into a bag it
// makes for the call, keeps no subscription itself: the strong self in the closure makes no cycle. Its own bag does.

final class DistanceFormatter {
    let validated = PublishSubject<String>()
}

final class DistanceModel {
    let shown = BehaviorRelay<String>(value: "")
    private let formatter = DistanceFormatter()
    private let disposeBag = DisposeBag()

    func transform(disposeBag: DisposeBag) {
        formatter.validated
            .map { self.format($0) }
            .bind(to: shown)
            .disposed(by: disposeBag)
    }

    func preview() {
        let bag = DisposeBag()
        formatter.validated
            .map { self.format($0) }
            .bind(to: shown)
            .disposed(by: bag)
    }

    func start() {
        formatter.validated
            .map { self.format($0) } // expect: strong_self_in_subscription
            .bind(to: shown)
            .disposed(by: disposeBag)
    }

    private func format(_ value: String) -> String { value + " km" }
}

final class DistanceController: UIViewController {
    private let disposeBag = DisposeBag()
    private let model = DistanceModel()

    override func viewDidLoad() {
        super.viewDidLoad()
        model.transform(disposeBag: disposeBag)
    }
}
