import Combine
import Foundation

/// Keeps the cart total in sync with its lines. Both subscriptions are stored.
final class CartTotalsService {
    private let lines = CurrentValueSubject<[CartLine], Never>([])
    private var observers = Set<AnyCancellable>()
    private(set) var total: Decimal = 0

    init() {
        lines
            .map { $0.reduce(0) { sum, line in sum + line.price * Decimal(line.quantity) } }
            .sink { [weak self] total in self?.total = total }
            .store(in: &observers)

        lines.sink { print("lines:", $0.count) }.store(in: &observers)
    }

    func add(_ line: CartLine) {
        lines.value.append(line)
    }
}

/// One line of the cart.
struct CartLine {
    let sku: String
    let price: Decimal
    let quantity: Int
}
