import Combine
import Foundation

// Decision: a subscription to what an app method returns ends with it when every declaration of that method
// returns a publisher that ends: `Deferred { Future { … } }`, `Just(x)`, or a request's `dataTaskPublisher(for:)`
// with operators after it. Combine then releases the sink and its strong `self` after the answer. A method handing
// out a subject's stream keeps running and stays reported; so does a method some other type declares with the same
// name and an endless publisher, unless the receiver is a new object whose own type's method ends.

struct RelayListRequest {
    let name: String

    func publisher() -> AnyPublisher<[String], Never> {
        Deferred {
            Future { promise in
                DispatchQueue.global().async { promise(.success([name])) }
            }
        }
        .eraseToAnyPublisher()
    }
}

final class LiveRelayFeed {
    static let shared = LiveRelayFeed()
    private let relaySubject = CurrentValueSubject<[String], Never>([])
    var relays: AnyPublisher<[String], Never> { relaySubject.eraseToAnyPublisher() }
}

/// Another type's `publisher()` that never ends: the name alone no longer says; a new request's type does.
struct LiveRelayRequest {
    func publisher() -> AnyPublisher<[String], Never> {
        LiveRelayFeed.shared.relays
    }
}

final class ProfileAPI {
    private let session = URLSession.shared
    private let updates = PassthroughSubject<String, Never>()

    func fetchProfile(id: String) -> AnyPublisher<Data, URLError> {
        session.dataTaskPublisher(for: URL(string: "https://example.com/\(id)")!)
            .map(\.data)
            .eraseToAnyPublisher()
    }

    func profileUpdates() -> AnyPublisher<String, Never> {
        updates.eraseToAnyPublisher()
    }
}

final class SignupSession {
    @Published var relays: [String] = []
    @Published var profile = Data()
    @Published var status = ""
    private let api = ProfileAPI()
    private var observers: Set<AnyCancellable> = []

    init() {
        RelayListRequest(name: "default").publisher()
            .sink { relays in self.relays = relays }
            .store(in: &observers)
        LiveRelayRequest().publisher()
            .sink { relays in self.relays = relays } // expect: strong_self_in_subscription
            .store(in: &observers)
        api.fetchProfile(id: "me")
            .sink(receiveCompletion: { _ in }, receiveValue: { data in self.profile = data })
            .store(in: &observers)
        api.profileUpdates()
            .sink { status in self.status = status } // expect: strong_self_in_subscription
            .store(in: &observers)
    }
}
