import Foundation

// No RxSwift import: `subscribe(onNext:)` is this app's own observer API, not a subscription chain.

final class PriceStream {
    func subscribe(onNext handler: @escaping (Decimal) -> Void) -> UUID { UUID() }
}

final class PriceLabelModel {
    private let stream = PriceStream()
    private var token: UUID?
    private var price: Decimal = 0

    func start() {
        token = stream.subscribe(onNext: { value in
            self.price = value
        })
    }
}
