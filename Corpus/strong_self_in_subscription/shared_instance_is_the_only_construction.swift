import Combine
import SwiftUI

// A class whose only construction in the app is its own `static let shared` lives until the process exits, even
// with an internal `init`: a cycle there frees nothing. Tests and previews that make their own instance do not
// change that, nor a debug instance kept for previews (`static var sharedForPreview`). A second construction anywhere in the app, a subclass, or a decoder that can make instances
// means instances come and go, and each one leaks.

enum ReceiptFeed {
    static let receipts = PassthroughSubject<String, Never>().eraseToAnyPublisher()
}

final class ReceiptStoreManager {
    static let shared = ReceiptStoreManager()
    private var observers = Set<AnyCancellable>()
    private(set) var receipts: [String] = []

    init() {
        ReceiptFeed.receipts
            .sink { receipt in self.receipts.append(receipt) }
            .store(in: &observers)
    }
}

struct ReceiptBadge: View {
    let manager: ReceiptStoreManager
    var body: some View { Text("\(manager.receipts.count)") }
}

#Preview {
    ReceiptBadge(manager: ReceiptStoreManager())
}

extension ReceiptStoreManager {
    #if DEBUG
    static var sharedForPreview = ReceiptStoreManager()
    #endif
}

final class CouponWallet {
    static let shared = CouponWallet()
    private var observers = Set<AnyCancellable>()
    private var coupons: [String] = []

    init() {
        ReceiptFeed.receipts
            .sink { receipt in self.coupons.append(receipt) } // expect: strong_self_in_subscription
            .store(in: &observers)
    }
}

final class CouponCheckoutFlow {
    private let wallet = CouponWallet()
}

class LoyaltyLedger {
    static let shared = LoyaltyLedger()
    var observers = Set<AnyCancellable>()
    var points = 0

    init() {
        ReceiptFeed.receipts
            .sink { _ in self.points += 1 } // expect: strong_self_in_subscription
            .store(in: &observers)
    }
}

final class FamilyLoyaltyLedger: LoyaltyLedger {}

final class ReceiptArchive: Codable {
    static let shared = ReceiptArchive()
    private var observers = Set<AnyCancellable>()
    private var count = 0

    init() {
        ReceiptFeed.receipts
            .sink { _ in self.count += 1 } // expect: strong_self_in_subscription
            .store(in: &observers)
    }

    enum CodingKeys: CodingKey {}
}
