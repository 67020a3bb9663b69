import Combine
import UIKit

// The target object is not self: a label, a property of self, a parameter.

/// Fills in the parking-ticket summary.
final class ParkingTicketBinder {
    private let summary = ParkingTicketSummary()
    private var observers = Set<AnyCancellable>()

    func bind(plate: AnyPublisher<String?, Never>, fee: AnyPublisher<String, Never>, into label: UILabel) {
        plate
            .receive(on: DispatchQueue.main)
            .assign(to: \.text, on: label)
            .store(in: &observers)

        fee
            .assign(to: \.feeText, on: self.summary)
            .store(in: &observers)

        fee
            .map { !$0.isEmpty }
            .assign(to: \.isPaid, on: summary)
            .store(in: &observers)
    }
}

/// The plain object the binder writes into.
final class ParkingTicketSummary {
    var feeText = ""
    var isPaid = false
}
