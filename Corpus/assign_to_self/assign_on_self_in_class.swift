import Combine
import Foundation

/// Progress of one file download. `assign(to:on: self)` keeps a strong reference to self
/// inside the subscription that self stores: a retain cycle.
final class DownloadProgressModel {
    var fractionCompleted: Double = 0
    var statusText = ""
    private var observers = Set<AnyCancellable>()

    init(progress: AnyPublisher<Double, Never>) {
        progress
            .assign(to: \.fractionCompleted, on: self) // expect: assign_to_self
            .store(in: &observers)

        progress
            .map { "\(Int($0 * 100))%" }
            .assign(to: \.statusText, on: self).store(in: &observers) // expect: assign_to_self
    }
}
