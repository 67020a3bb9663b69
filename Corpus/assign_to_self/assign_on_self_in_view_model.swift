import Combine
import Foundation

/// Order status for the tracking screen. The chain receives on main (so receive_on_main is
/// satisfied), but it still assigns onto self.
@MainActor
final class OrderStatusViewModel: ObservableObject {
    @Published var statusLine = ""
    @Published var etaMinutes = 0
    private var observers = Set<AnyCancellable>()

    init(status: AnyPublisher<String, Never>, eta: AnyPublisher<Int, Never>) {
        status
            .receive(on: DispatchQueue.main)
            .assign(to: \.statusLine, on: self) // expect: assign_to_self
            .store(in: &observers)

        eta.receive(on: RunLoop.main).assign(to: \.etaMinutes, on: self).store(in: &observers) // expect: assign_to_self
    }
}
