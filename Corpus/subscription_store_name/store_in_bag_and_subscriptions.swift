import Combine
import Foundation

/// Keeps the grocery list in sync across devices.
final class GroceryListSync {
    private var bag = Set<AnyCancellable>()
    private var subscriptions: [AnyCancellable] = []
    private var disposeBag = Set<AnyCancellable>()
    private(set) var items: [String] = []

    init(remote: AnyPublisher<[String], Never>, local: AnyPublisher<[String], Never>) {
        remote
            .sink { [weak self] in self?.items = $0 }
            .store(in: &bag) // expect: subscription_store_name

        local.sink { print("local items", $0.count) }.store(in: &subscriptions) // expect: subscription_store_name

        local
            .combineLatest(remote)
            .sink { local, remote in print("diff", local.count - remote.count) }
            .store(in: &disposeBag) // expect: subscription_store_name
    }
}
