import Combine
import UIKit

// The configured suffixes Coordinator, Presenter and View; kept by store, by assignment
// and by return.

/// Walks the user through onboarding.
final class OnboardingCoordinator {
    private var observers = Set<AnyCancellable>()

    func start(progress: AnyPublisher<Int, Never>) {
        progress
            .removeDuplicates()
            .sink { [weak self] step in self?.show(step: step) } // expect: receive_on_main
            .store(in: &observers)
    }

    private func show(step: Int) {
        print("onboarding step", step)
    }
}

/// Formats the payment summary.
final class PaymentSummaryPresenter {
    private var totalsCancellable: AnyCancellable?
    private(set) var totalText = ""

    func attach(totals: AnyPublisher<Decimal, Never>) {
        totalsCancellable = totals.sink { [weak self] total in self?.totalText = "\(total)" } // expect: receive_on_main
    }

    func bind(totals: AnyPublisher<Decimal, Never>, to label: UILabel) -> AnyCancellable {
        totals.map { "\($0)" }.sink { label.text = $0 } // expect: receive_on_main
    }
}

/// Cellular signal bars.
final class SignalStrengthView: UIView {
    private var observers = Set<AnyCancellable>()
    private var bars = 0

    init(signal: AnyPublisher<Int, Never>) {
        super.init(frame: .zero)
        signal
            .sink { [weak self] in self?.bars = $0 } // expect: receive_on_main
            .store(in: &observers)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }
}
