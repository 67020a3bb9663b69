import Combine
import UIKit

// `viewModel.$gate` is a $property of another object, not of self, so it is not exempt.

/// Boarding-pass state.
@MainActor
final class BoardingPassViewModel: ObservableObject {
    @Published var gate = "B12"
    @Published var boardingTime = Date()
    @Published var seat = "14C"
}

/// Shows the boarding pass.
final class BoardingPassViewController: UIViewController {
    private let viewModel: BoardingPassViewModel
    private let gateLabel = UILabel()
    private let timeLabel = UILabel()
    private let seatLabel = UILabel()
    var observers = Set<AnyCancellable>()

    init(viewModel: BoardingPassViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.$gate
            .sink { [weak self] gate in self?.gateLabel.text = gate } // expect: receive_on_main
            .store(in: &observers)

        viewModel.$boardingTime
            .map { $0.formatted(date: .omitted, time: .shortened) }
            .assign(to: \.text, on: timeLabel) // expect: receive_on_main
            .store(in: &observers)

        bindSeat()
    }
}

// An extension of a UI type declared in the sources is still that UI type.
extension BoardingPassViewController {
    func bindSeat() {
        viewModel.$seat
            .sink { [weak self] seat in self?.seatLabel.text = seat } // expect: receive_on_main
            .store(in: &observers)
    }
}
