import Combine
import Foundation

// Decision: an object an initializer's default argument makes (`init(notifier: UpsellNotifier = .init())`) and the
// initializer stores is kept by that property like one made in the body; when the keeper lives for the whole run (a
// service the process-wide container makes once), so does it, and its cycle frees nothing. The same notifier kept by
// a service each screen makes stays reported.

extension Notification.Name {
    static let corpusUpsellShown = Notification.Name("corpus.upsell.shown")
}

final class UpsellNotifier {
    weak var service: UpsellTelemetry?
    private var observers = Set<AnyCancellable>()

    init() {
        NotificationCenter.default
            .publisher(for: .corpusUpsellShown)
            .sink(receiveValue: upsellShown)
            .store(in: &observers)
    }

    private func upsellShown(_ notification: Notification) {
        service?.record()
    }
}

final class UpsellTelemetry {
    private let notifier: UpsellNotifier

    init(notifier: UpsellNotifier = .init()) {
        self.notifier = notifier
        notifier.service = self
    }

    func record() {}
}

final class UpsellContainer {
    static let shared = UpsellContainer()
    private init() {}

    private lazy var telemetry = UpsellTelemetry()

    func makeTelemetry() -> UpsellTelemetry { telemetry }
}

final class PaywallNotifier {
    private var observers = Set<AnyCancellable>()
    private var shown = 0

    init() {
        NotificationCenter.default
            .publisher(for: .corpusUpsellShown)
            .sink { _ in self.shown += 1 } // expect: strong_self_in_subscription
            .store(in: &observers)
    }
}

final class PaywallTracker {
    private let notifier: PaywallNotifier

    init(notifier: PaywallNotifier = .init()) {
        self.notifier = notifier
    }
}

final class PaywallScreen {
    private let tracker = PaywallTracker()

    func show() {
        NotificationCenter.default.post(name: .corpusUpsellShown, object: nil)
    }
}

// The same when the parameter is declared with a protocol and its default makes the class
// (`init(source: UpsellSource = UpsellPrompter())`): the class the default makes is what the property keeps.
protocol UpsellSource: AnyObject {}

final class UpsellPrompter: UpsellSource {
    private var observers = Set<AnyCancellable>()
    private var shown = 0

    init() {
        NotificationCenter.default
            .publisher(for: .corpusUpsellShown)
            .sink { _ in self.shown += 1 }
            .store(in: &observers)
    }
}

final class UpsellCoordinator {
    static let shared = UpsellCoordinator()
    private let source: UpsellSource
    private init(source: UpsellSource = UpsellPrompter()) { self.source = source }
}
