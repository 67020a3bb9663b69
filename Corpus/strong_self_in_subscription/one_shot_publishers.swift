import Combine
import Foundation

final class WeatherStation {
    @Published private(set) var reading = 0.0
    private let sensor: AnyPublisher<Double, Never>
    private var observers = Set<AnyCancellable>()

    init(sensor: AnyPublisher<Double, Never>) {
        self.sensor = sensor
    }

    func calibrate() {
        // `first()` finishes after one value: the subscription ends and frees its closure.
        sensor.first()
            .sink { value in self.reading = value }
            .store(in: &observers)
        sensor.prefix(3)
            .sink { value in self.reading += value / 3 }
            .store(in: &observers)
    }

    func loadCached() {
        Just(21.5)
            .sink { value in self.reading = value }
            .store(in: &observers)
        Future<Double, Never> { promise in promise(.success(20)) }
            .map { $0 + 1 }
            .sink { value in self.reading = value }
            .store(in: &observers)
        URLSession.shared.dataTaskPublisher(for: URL(fileURLWithPath: "/tmp/reading"))
            .map { Double($0.data.count) }
            .replaceError(with: 0)
            .sink { value in self.reading = value }
            .store(in: &observers)
    }

    func stream() {
        // The sensor never finishes: self → cancellable → closure → self.
        sensor
            .sink { value in self.reading = value } // expect: strong_self_in_subscription
            .store(in: &observers)
    }
}
