import Foundation

// Only an `if` that ends in `else` can be an expression (docs/rules.md): a block observer registered in an
// `if` without `else` is discarded even when that `if` is the only statement of a closure.

/// Reloads the catalog when the locale changes, once the catalog has loaded.
final class CatalogLocaleWatcher {
    private var hasLoaded = false
    private var tokens: [NSObjectProtocol] = []

    func watchAfterLoad() {
        DispatchQueue.main.async { [weak self] in
            if self?.hasLoaded == true {
                NotificationCenter.default.addObserver(forName: NSLocale.currentLocaleDidChangeNotification, object: nil, queue: .main) { _ in } // expect: notification_observer_discarded
            }
        }
    }

    func watch(when loaded: Bool) {
        if loaded {
            NotificationCenter.default.addObserver(forName: NSLocale.currentLocaleDidChangeNotification, object: nil, queue: nil) { _ in print("locale") } // expect: notification_observer_discarded
        } else if hasLoaded {
            print("already loaded")
        }
    }

    func makeToken(main: Bool) -> NSObjectProtocol {
        if main {
            NotificationCenter.default.addObserver(forName: NSLocale.currentLocaleDidChangeNotification, object: nil, queue: .main) { _ in }
        } else {
            NotificationCenter.default.addObserver(forName: NSLocale.currentLocaleDidChangeNotification, object: nil, queue: nil) { _ in }
        }
    }

    func keepToken(main: Bool) {
        let register = {
            if main {
                NotificationCenter.default.addObserver(forName: NSLocale.currentLocaleDidChangeNotification, object: nil, queue: .main) { _ in }
            } else {
                NotificationCenter.default.addObserver(forName: NSLocale.currentLocaleDidChangeNotification, object: nil, queue: nil) { _ in }
            }
        }
        tokens.append(register())
    }
}
