import Combine
import Foundation

/// Passing a closure-typed stored property, a static method, or another object's method captures nothing of self.
final class CartTotalsCalculator {
    var onTotalChange: (Decimal) -> Void = { _ in }
    private let cart: CartService
    private let formatter = PriceFormatter()
    private var observers = Set<AnyCancellable>()
    @Published private(set) var totalText = ""

    init(cart: CartService) {
        self.cart = cart
    }

    func bind(onError: @escaping (Error) -> Void) {
        cart.total
            .sink(receiveValue: onTotalChange)
            .store(in: &observers)

        cart.total
            .map(CartTotalsCalculator.round)
            .map(formatter.format)
            .sink { [weak self] text in self?.totalText = text }
            .store(in: &observers)

        cart.errors
            .sink(receiveValue: onError)
            .store(in: &observers)

        // Not self's storage: the subscription lives as long as the other object.
        cart.total
            .map { self.formatter.format($0) }
            .assign(to: &formatter.$lastFormatted)
    }

    static func round(_ value: Decimal) -> Decimal { value }
}

final class PriceFormatter {
    @Published var lastFormatted = ""
    func format(_ value: Decimal) -> String { "\(value)" }
}
