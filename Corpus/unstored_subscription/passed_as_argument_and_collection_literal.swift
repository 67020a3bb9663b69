import Combine
import Foundation

/// Watches the download queue. Subscriptions are passed as arguments or listed in literals.
final class DownloadQueueMonitor {
    private let queued: AnyPublisher<Int, Never>
    private let failed: AnyPublisher<Int, Never>
    private var observers = Set<AnyCancellable>()
    private var history: [AnyCancellable] = []

    init(queued: AnyPublisher<Int, Never>, failed: AnyPublisher<Int, Never>) {
        self.queued = queued
        self.failed = failed
    }

    func start() {
        observers.insert(queued.sink { print("queued", $0) })
        history.append(failed.sink { print("failed", $0) })
        observers.formUnion([
            queued.filter { $0 > 10 }.sink { _ in print("queue is long") },
            failed.filter { $0 > 0 }.sink { _ in print("downloads failing") },
        ])
        let pair: [AnyCancellable] = [queued.sink { _ in }, failed.sink { _ in }]
        history += pair
        let byName = ["queued": queued.sink { _ in }, "failed": failed.sink { _ in }]
        history += byName.values
        keep(queued.sink { print("still queued", $0) })
    }

    private func keep(_ subscription: AnyCancellable) {
        subscription.store(in: &observers)
    }
}
