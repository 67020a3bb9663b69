import Combine
import UIKit

// Observers of a name nobody posts wait forever (the poster was renamed to orchardFrostAlert).

extension Notification.Name {
    static let orchardFrostWarning = Notification.Name("orchardFrostWarning")
}

final class OrchardFrostBanner: UIView {
    private var observers = Set<AnyCancellable>()

    override init(frame: CGRect) {
        super.init(frame: frame)
        NotificationCenter.default.addObserver(self, selector: #selector(showWarning), name: .orchardFrostWarning, object: nil) // expect: unmatched_notification
        NotificationCenter.default.publisher(for: Notification.Name.orchardFrostWarning) // expect: unmatched_notification
            .receive(on: DispatchQueue.main)
            .sink { [weak self] _ in self?.isHidden = false }
            .store(in: &observers)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    @objc private func showWarning() {
        isHidden = false
    }
}
