import Combine
import Foundation

final class StationSearchViewModel {
    @Published var query = ""
    @Published private(set) var results: [String] = []
    private let stations: AnyPublisher<[String], Never>
    private var observers = Set<AnyCancellable>()

    init(stations: AnyPublisher<[String], Never>) {
        self.stations = stations
    }

    func bind() {
        // The debounce already delivers on the main run loop.
        stations
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .sink { [weak self] found in self?.results = found }
            .store(in: &observers)
        // The sink only hops to the main actor itself.
        stations
            .sink { [weak self] found in
                DispatchQueue.main.async { self?.results = found }
            }
            .store(in: &observers)
        stations
            .sink { [weak self] found in
                Task { @MainActor in self?.results = found }
            }
            .store(in: &observers)
        // A later background scheduler moves the values off main again.
        stations
            .throttle(for: .seconds(1), scheduler: DispatchQueue.main, latest: true)
            .receive(on: DispatchQueue.global())
            .sink { [weak self] found in self?.log(found) } // expect: receive_on_main
            .store(in: &observers)
        // The sink does more than hop.
        stations
            .sink { [weak self] found in // expect: receive_on_main
                self?.log(found)
                DispatchQueue.main.async { self?.results = found }
            }
            .store(in: &observers)
    }

    private func log(_ found: [String]) {}
}
