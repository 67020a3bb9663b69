import Combine
import Foundation

// Observed, but posted nowhere: the observers wait forever. The finding is at each observe site.

extension Notification.Name {
    static let walletCardsSynced = Notification.Name("corpus.wallet.cardsSynced")
    static let walletLocked = Notification.Name("corpus.wallet.locked")
}

/// Wallet home screen state.
final class WalletHomeScreenModel: NSObject {
    private var observers = Set<AnyCancellable>()
    private(set) var isLocked = false

    override init() {
        super.init()
        NotificationCenter.default.addObserver(self, selector: #selector(reloadCards), name: .walletCardsSynced, object: nil) // expect: unmatched_notification
        // An own-line marker applies to the next line with code.
        // expect: unmatched_notification
        NotificationCenter.default.publisher(for: .walletLocked).sink { [weak self] _ in self?.isLocked = true }.store(in: &observers)
    }

    @objc private func reloadCards() {
        print("reloading cards")
    }
}
