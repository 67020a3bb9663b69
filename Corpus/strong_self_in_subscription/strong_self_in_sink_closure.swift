import Combine
import Foundation

/// A basket store that keeps its subscriptions and (wrongly) lets their closures capture self:
/// self -> observers -> closure -> self.
final class BasketStore {
    private let pricing: AnyPublisher<[String: Decimal], Never>
    private let stock: AnyPublisher<Set<String>, Never>
    private var observers = Set<AnyCancellable>()
    private var refreshCancellable: AnyCancellable?
    private(set) var prices: [String: Decimal] = [:]
    private(set) var outOfStock: Set<String> = []

    init(pricing: AnyPublisher<[String: Decimal], Never>, stock: AnyPublisher<Set<String>, Never>) {
        self.pricing = pricing
        self.stock = stock

        pricing
            .sink { prices in self.prices = prices } // expect: strong_self_in_subscription
            .store(in: &observers)

        // `[self]` holds self strongly even though the body never spells it out.
        stock.sink { [self] skus in outOfStock = skus }.store(in: &observers) // expect: strong_self_in_subscription
    }

    func refresh() {
        refreshCancellable = pricing.first().sink { [store = self] prices in // first(): the subscription ends after one value
            store.prices.merge(prices) { _, new in new }
        }
        observers.insert(stock.sink { [self = self] skus in self.outOfStock.formUnion(skus) }) // expect: strong_self_in_subscription
    }
}

/// Shared behaviour of catalog synchronizers.
class CatalogSyncBase {
    func apply(_ catalog: [String]) {
        print("applying", catalog.count, "items")
    }
}

/// Mentioning `super` in the closure captures self as well.
final class SeasonalCatalogSync: CatalogSyncBase {
    private var observers = Set<AnyCancellable>()

    init(updates: AnyPublisher<[String], Never>) {
        super.init()
        updates
            .sink { catalog in super.apply(catalog) } // expect: strong_self_in_subscription
            .store(in: &observers)
    }

    override func apply(_ catalog: [String]) {
        super.apply(catalog.filter { $0.hasPrefix("season.") })
    }
}
