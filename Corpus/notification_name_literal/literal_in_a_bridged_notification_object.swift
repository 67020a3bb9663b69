import UIKit

// `post(NSNotification(name: …, object: nil) as Notification)` posts the name it builds, like `post(name:object:)`:
// a literal there is a literal name, and the post matches the observers of that name.

final class BridgedThemeStore {
    func toggle() {
        NotificationCenter.default.post(NSNotification(name: NSNotification.Name(rawValue: "corpus.bridged.themeFlip"), object: nil, userInfo: nil) as Notification) // expect: notification_name_literal
    }
}

final class BridgedHomeScreen: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(recolor), name: NSNotification.Name(rawValue: "corpus.bridged.themeFlip"), object: nil) // expect: notification_name_literal
    }

    @objc func recolor() { view.backgroundColor = .black }
}
