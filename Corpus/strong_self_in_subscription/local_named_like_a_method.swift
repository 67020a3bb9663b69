import Combine
import Foundation

// Decision: a local (or parameter) named like a method of the type is a value: passing it to an operator binds no
// self. The method itself passed by name still does.

final class TimelineFeed {
    private let entries = CurrentValueSubject<[String], Never>([])
    var updates: AnyPublisher<[String], Never> { entries.eraseToAnyPublisher() }
}

final class TimelineScreenModel {
    private let feed: TimelineFeed
    private var observers = Set<AnyCancellable>()
    private(set) var visible: [String] = []

    init(feed: TimelineFeed) {
        self.feed = feed
    }

    func bind() {
        let formatted = self.formatted(prefix: "•")
        feed.updates
            .map(formatted)
            .sink { [weak self] in self?.visible = $0 }
            .store(in: &observers)
        feed.updates
            .map(sorted) // expect: strong_self_in_subscription
            .sink { [weak self] in self?.visible = $0 }
            .store(in: &observers)
    }

    private func formatted(prefix: String) -> ([String]) -> [String] {
        { $0.map { prefix + $0 } }
    }

    private func sorted(_ entries: [String]) -> [String] { entries.sorted() }
}
