import UIKit

// Kept tokens: a property, a collection via append, and a returned token, so each observer
// can be removed later.

/// Tracks keyboard frames for a chat screen.
final class KeyboardFrameTracker {
    private var willShowToken: NSObjectProtocol?
    private var tokens: [NSObjectProtocol] = []
    private(set) var keyboardHeight: CGFloat = 0

    func start() {
        willShowToken = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: .main) { [weak self] note in
            let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
            self?.keyboardHeight = frame?.height ?? 0
        }
        tokens.append(NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: .main) { [weak self] _ in
            self?.keyboardHeight = 0
        })
    }

    func observeDidShow(_ handler: @escaping (Notification) -> Void) -> NSObjectProtocol {
        NotificationCenter.default.addObserver(forName: UIResponder.keyboardDidShowNotification, object: nil, queue: .main, using: handler)
    }

    func stop() {
        if let willShowToken {
            NotificationCenter.default.removeObserver(willShowToken)
        }
        tokens.forEach { NotificationCenter.default.removeObserver($0) }
        tokens.removeAll()
    }
}
