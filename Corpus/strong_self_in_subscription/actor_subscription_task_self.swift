import Combine
import Foundation

// An actor is a reference type. The sink closure mentions self inside the nested Task
// closure, so the sink closure itself captures self strongly.

/// Records a price history for charts.
actor PriceHistoryRecorder {
    private var samples: [Decimal] = []
    private var observers = Set<AnyCancellable>()

    func start(_ ticks: AnyPublisher<Decimal, Never>) {
        ticks
            .sink { price in // expect: strong_self_in_subscription
                Task { await self.record(price) }
            }
            .store(in: &observers)
    }

    private func record(_ price: Decimal) {
        samples.append(price)
    }
}
