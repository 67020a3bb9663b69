import Cocoa
import RxRelay
import RxSwift

// A subscription a method returns is kept by whoever calls the method. The panel's host keeps `follow(_:)`'s result
// in its own bag: the panel never holds it, so its strong `self` makes no cycle. A method whose result self keeps
// (`track(_:)`, called on self into self's bag) closes the cycle: reported.

final class ShelfVisibility {
    static let main = ShelfVisibility()
    let visible = BehaviorRelay<Bool>(value: false)
}

final class ShelfPanelView: NSView {
    private let bag = DisposeBag()

    func follow(_ visible: Observable<Bool>) -> Disposable {
        visible.subscribe(onNext: { shown in
            self.isHidden = !shown
        })
    }

    func track(_ visible: Observable<Bool>) -> Disposable {
        visible.subscribe(onNext: { shown in // expect: strong_self_in_subscription
            self.alphaValue = shown ? 1 : 0.5
        })
    }

    func start() {
        track(ShelfVisibility.main.visible.asObservable()).disposed(by: bag)
    }
}

final class ShelfPanelHost {
    let panel = ShelfPanelView()
    private let bag = DisposeBag()

    init() {
        panel.follow(ShelfVisibility.main.visible.asObservable()).disposed(by: bag)
    }
}
