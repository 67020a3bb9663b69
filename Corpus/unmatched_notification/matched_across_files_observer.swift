import Combine
import Foundation

// The other side of matched_across_files_poster.swift: by declared name, and by the raw value
// spelled as a literal (a notification_name_literal finding, but the names match).

final class OrchardBeehiveJournal {
    private var observers = Set<AnyCancellable>()
    private(set) var entries = 0

    func start() {
        NotificationCenter.default.publisher(for: .orchardBeehiveInspected)
            .sink { [weak self] _ in self?.entries += 1 }
            .store(in: &observers)
        NotificationCenter.default.publisher(for: Notification.Name("orchardBeehiveSwarmed")) // expect: notification_name_literal
            .sink { [weak self] _ in self?.entries += 1 }
            .store(in: &observers)
    }
}
