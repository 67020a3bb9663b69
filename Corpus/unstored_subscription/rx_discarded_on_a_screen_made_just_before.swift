import RxCocoa
import RxSwift
import UIKit

// A binding to a sequence of a screen the function has just made lives exactly as long as that screen when every
// closure of it holds the screen weakly: the screen's subject keeps the subscription, nothing keeps the screen.
// Holding the screen strongly keeps it alive through its own subject for ever: reported. So is a discarded binding to
// a sequence of self's own.

extension Reactive where Base: ColorPickerScreen {
    var picked: Observable<String> { base.pickedSubject.asObservable() }
}

final class ColorPickerScreen: UIViewController {
    fileprivate let pickedSubject = PublishSubject<String>()
    let cancelled = PublishSubject<Void>()

    func finish(with value: String) {
        pickedSubject.onNext(value)
    }
}

final class ColorFormScreen: UIViewController {
    let field = UITextField()
    let refreshes = PublishSubject<Void>()

    @objc func pickColor() {
        let picker = ColorPickerScreen()
        _ = picker.rx.picked.bind { [weak picker, self] value in
            self.field.text = value
            picker?.navigationController?.popViewController(animated: true)
        }
        navigationController?.pushViewController(picker, animated: true)
    }

    @objc func pickColorKeepingTheScreen() {
        let picker = ColorPickerScreen()
        _ = picker.cancelled.subscribe(onNext: { [weak self] in // expect: unstored_subscription
            picker.navigationController?.popViewController(animated: true)
            self?.field.text = nil
        })
        navigationController?.pushViewController(picker, animated: true)
    }

    func watchRefreshes() {
        _ = refreshes.subscribe(onNext: { [weak self] in self?.field.text = "" }) // expect: unstored_subscription
    }
}
