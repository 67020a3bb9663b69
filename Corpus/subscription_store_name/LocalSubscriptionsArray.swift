import Combine
import Foundation

/// Arrays of cancellables follow the same convention.
final class PairingSession {
    private var subscriptions: [AnyCancellable] = []
    private(set) var paired = false

    func begin(_ accessory: AccessoryLink) {
        accessory.handshake.sink { [weak self] ok in self?.paired = ok }.store(in: &subscriptions) // expect: subscription_store_name
    }
}
