import Combine
import Foundation

// A raw string literal is a string literal too.

/// Exports monthly reports.
final class MonthlyReportExporter {
    func export() {
        NotificationCenter.default.post(name: Notification.Name(#"corpus.reports.exported"#), object: nil) // expect: notification_name_literal
    }
}

/// Shows the "report ready" toast.
final class ReportReadyToast {
    private var observers = Set<AnyCancellable>()
    private(set) var message = ""

    init() {
        NotificationCenter.default.publisher(for: Notification.Name(#"corpus.reports.exported"#)) // expect: notification_name_literal
            .sink { [weak self] _ in self?.message = #"Your "monthly" report is ready"# }
            .store(in: &observers)
    }
}
