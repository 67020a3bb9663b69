import Cocoa
import RxSwift

// In a file importing RxSwift, `MenuTheme.bind(to: menu)` calls a static method of a type of the sources, which
// returns nothing: no subscription to dispose of. RxSwift's `bind(to:)` on a relay is still one.

enum MenuTheme: String, CaseIterable {
    case light, dark

    static func bind(to menu: NSMenu) {
        allCases.forEach { menu.addItem(withTitle: $0.rawValue, action: nil, keyEquivalent: "") }
    }
}

final class MenuThemeController: NSViewController {
    let themeNames = PublishSubject<String>()
    let chosen = BehaviorSubject<String>(value: "light")
    let popup = NSPopUpButton()

    override func viewDidLoad() {
        super.viewDidLoad()
        MenuTheme.bind(to: popup.menu!)
        themeNames.bind(to: chosen) // expect: unstored_subscription
    }
}
