import Combine
import Foundation

// `.init("…")` and `.init(rawValue: "…")` are literals too (reported at `init`), in
// publisher(for:) and in notifications(named:), the async form of the same API.

extension Notification.Name {
    static let orchardHarvestStarted = Notification.Name("orchardHarvestStarted")
}

final class OrchardHarvestLog {
    private var observers = Set<AnyCancellable>()
    private(set) var lines: [String] = []

    func start() {
        NotificationCenter.default.post(name: .orchardHarvestStarted, object: nil)
    }

    func watch() {
        NotificationCenter.default.publisher(for: .init("orchardHarvestStarted")) // expect: 52 [notification_name_literal]
            .receive(on: DispatchQueue.main)
            .sink { [weak self] _ in self?.lines.append("started") }
            .store(in: &observers)
    }

    func follow() async {
        for await _ in NotificationCenter.default.notifications(named: .init(rawValue: "orchardHarvestStarted")) { // expect: notification_name_literal
            lines.append("started")
        }
    }
}
