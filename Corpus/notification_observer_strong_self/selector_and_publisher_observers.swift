import Combine
import UIKit

// The selector form keeps no block; a publisher subscription is strong_self_in_subscription's business.

final class KeyboardTracker: NSObject {
    private var observers = Set<AnyCancellable>()
    private(set) var height: CGFloat = 0

    func start() {
        NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.publisher(for: UIResponder.keyboardWillHideNotification)
            .sink { [weak self] _ in self?.height = 0 }
            .store(in: &observers)
    }

    @objc private func keyboardWillShow() {}
}

struct BannerState {
    var token: NSObjectProtocol?

    mutating func start() {
        token = NotificationCenter.default.addObserver(forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main) { _ in
            print("active")
        }
    }
}
