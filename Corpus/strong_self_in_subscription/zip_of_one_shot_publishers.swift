import Combine
import Foundation

// `Publishers.Zip` of two publishers that each finish after one value (app methods returning a `Future`) finishes
// too: the sink holds self until both arrive. Zipped with a `$property`, which never finishes, it holds self for good.
final class BadgeAPI {
    func fetchBadgeTitle() -> Future<String, Never> { Future { $0(.success("new")) } }
    func fetchBadgeCount() -> Future<Int, Never> { Future { $0(.success(1)) } }
}

final class BadgeLoader {
    let api = BadgeAPI()
    @Published var filter = ""
    var observers = Set<AnyCancellable>()
    var text = ""

    func load() {
        Publishers.Zip(api.fetchBadgeTitle(), api.fetchBadgeCount())
            .sink { title, count in self.text = "\(title) \(count)" }
            .store(in: &observers)
    }

    func follow() {
        Publishers.CombineLatest(api.fetchBadgeTitle(), $filter)
            .sink { title, filter in self.text = title + filter } // expect: strong_self_in_subscription
            .store(in: &observers)
    }
}
