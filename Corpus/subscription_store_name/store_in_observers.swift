import Combine
import Foundation

/// Follows the currency exchange rate.
final class ExchangeRateMonitor {
    private var observers = Set<AnyCancellable>()
    private(set) var rate: Decimal = 1

    init(rates: AnyPublisher<Decimal, Never>) {
        rates
            .sink { [weak self] in self?.rate = $0 }
            .store(in: &observers)

        rates.sink { print("rate", $0) }.store(in: &observers)
    }
}

/// The same convention with an array of cancellables.
final class ExchangeRateAlarm {
    private var observers: [AnyCancellable] = []

    init(rates: AnyPublisher<Decimal, Never>, threshold: Decimal) {
        rates
            .filter { $0 > threshold }
            .sink { print("rate above", threshold, $0) }
            .store(in: &observers)
    }
}
