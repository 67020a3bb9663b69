import Cocoa
import RxSwift
import RxCocoa

// A base screen of the sources drops its subclasses' bag when the screen goes off screen (`bag = nil` in
// `viewWillDisappear`): the subscriptions end there, and the cycle with them. A subclass subscribing into a bag of its
// own that nothing empties keeps the cycle.

class TypedPaneController<V: NSView>: NSViewController {
    var contentView: V { view as! V }
}

class BaggedPaneController<V: NSView>: TypedPaneController<V> {
    var bag: DisposeBag! = DisposeBag()

    override func viewWillAppear() {
        super.viewWillAppear()
        if bag == nil { bag = DisposeBag() }
    }

    override func viewWillDisappear() {
        bag = nil
        super.viewWillDisappear()
    }
}

final class ThemePaneView: NSView {
    let popup = NSPopUpButton()
}

final class ThemePaneController: BaggedPaneController<ThemePaneView> {
    var choice = ""
    let picks = PublishSubject<String>()
    private let ownBag = DisposeBag()

    override func viewWillAppear() {
        super.viewWillAppear()
        picks.subscribe(onNext: { value in self.choice = value }).disposed(by: bag)
        picks.subscribe(onNext: { value in self.choice = value + "!" }).disposed(by: ownBag) // expect: strong_self_in_subscription
    }
}
