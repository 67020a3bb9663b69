import Combine
import Foundation

/// Provides weather from a background URLSession queue.
final class WeatherService {
    private let temperatureSubject = CurrentValueSubject<Double, Never>(0)
    private let alertSubject = PassthroughSubject<String, Never>()

    var temperaturePublisher: AnyPublisher<Double, Never> {
        temperatureSubject.eraseToAnyPublisher()
    }

    var alertPublisher: AnyPublisher<String, Never> {
        alertSubject.eraseToAnyPublisher()
    }
}

/// Weather screen state. None of these chains moves to the main queue before touching
/// @Published state: `subscribe(on:)` is not `receive(on:)`, and a global queue is not main.
@MainActor
final class WeatherViewModel: ObservableObject {
    @Published private(set) var temperature = "--"
    @Published private(set) var alert: String?
    private var observers = Set<AnyCancellable>()
    private var alertCancellable: AnyCancellable?

    init(service: WeatherService) {
        service.temperaturePublisher
            .map { "\(Int($0))°" }
            .sink { [weak self] text in self?.temperature = text } // expect: receive_on_main
            .store(in: &observers)

        service.alertPublisher
            .subscribe(on: DispatchQueue.main)
            .sink { [weak self] in self?.alert = $0 } // expect: receive_on_main
            .store(in: &observers)

        alertCancellable = service.alertPublisher
            .receive(on: DispatchQueue.global(qos: .utility))
            .sink { print("alert logged:", $0) } // expect: receive_on_main
    }
}
