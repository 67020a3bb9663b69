import Combine
import Foundation

/// Formats catalog prices. The operator closures (not only the sink) capture self, and the
/// `assign(to: &$property)` form ties the chain to self's own storage, so they are reported too.
final class CatalogPriceFormatter: ObservableObject {
    @Published private(set) var label = ""
    @Published private(set) var badge = ""
    private let currencyCode: String
    private let minimumPrice: Decimal = 1
    private var observers = Set<AnyCancellable>()

    init(prices: AnyPublisher<Decimal?, Never>, currencyCode: String) {
        self.currencyCode = currencyCode

        prices
            .compactMap { $0 }
            .filter { price in price >= self.minimumPrice } // expect: strong_self_in_subscription
            .map { price in self.format(price) } // same subscription: related location
            .handleEvents(receiveOutput: { text in self.log(text) }) // same subscription: related location
            .sink { [weak self] text in self?.label = text }
            .store(in: &observers)

        prices
            .compactMap { $0 }
            .tryMap { price -> String in try self.validated(price) } // expect: strong_self_in_subscription
            .replaceError(with: "—")
            .assign(to: &$badge)
    }

    func bindDiscount(_ discounts: AnyPublisher<Decimal, Never>) {
        discounts
            .map { self.format($0) } // expect: strong_self_in_subscription
            .assign(to: &self.$label)
    }

    private func format(_ price: Decimal) -> String {
        "\(price) \(currencyCode)"
    }

    private func validated(_ price: Decimal) throws -> String {
        guard price > 0 else { throw URLError(.badServerResponse) }
        return format(price)
    }

    private func log(_ text: String) {
        print("formatted", text)
    }
}
