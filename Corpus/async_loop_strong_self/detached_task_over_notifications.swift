import UIKit

// `Task.detached` keeps its captures just the same; `notifications(named:)` never finishes.

final class ForegroundRefresher {
    private var refreshCount = 0

    func start() {
        Task.detached { // expect: async_loop_strong_self
            for await _ in NotificationCenter.default.notifications(named: UIApplication.willEnterForegroundNotification) {
                await self.refresh()
            }
        }
    }

    @MainActor
    func refresh() {
        refreshCount += 1
    }
}

actor PriceTicker {
    private var latest: Decimal = 0

    func follow(_ feed: PriceFeed) {
        Task { // expect: async_loop_strong_self
            for try await price in feed.prices.values {
                record(price)
            }
        }
    }

    func record(_ price: Decimal) {
        latest = price
    }
}

final class PriceFeed {
    let prices = PriceSubject()
}

final class PriceSubject {
    var values: AsyncThrowingStream<Decimal, Error> { AsyncThrowingStream { $0.finish() } }
}
