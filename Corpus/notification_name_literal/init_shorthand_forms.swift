import Combine
import Foundation

// `.init("…")` and `.init(rawValue: "…")`: the finding is on the `init` token, in `name:` of
// `post`, `forName:` of the block `addObserver`, and `for:` of `publisher(for:)`.

/// Kiosk mode for in-store demo devices.
final class KioskModeSwitch {
    func enter() {
        NotificationCenter.default.post(name: .init("corpus.kiosk.entered"), object: nil) // expect: 48 [notification_name_literal]
    }

    func exit() {
        NotificationCenter.default.post(name: .init(rawValue: "corpus.kiosk.exited"), object: nil) // expect: 48 [notification_name_literal]
    }
}

/// Locks the demo device's settings while in kiosk mode.
final class KioskSettingsLock {
    private var enteredToken: NSObjectProtocol?
    private var observers = Set<AnyCancellable>()
    private(set) var isLocked = false

    init() {
        enteredToken = NotificationCenter.default.addObserver(forName: .init("corpus.kiosk.entered"), object: nil, queue: .main) { [weak self] _ in // expect: 73 [notification_name_literal]
            self?.isLocked = true
        }
        NotificationCenter.default.publisher(for: .init(rawValue: "corpus.kiosk.exited")) // expect: 52 [notification_name_literal]
            .sink { [weak self] _ in self?.isLocked = false }
            .store(in: &observers)
    }
}
