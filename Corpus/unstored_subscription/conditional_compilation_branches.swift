import Combine
import Foundation

// Every #if branch is analyzed, whatever the active build configuration.

/// Collects breadcrumbs for crash reports.
final class CrashBreadcrumbRecorder {
    private let breadcrumbs: AnyPublisher<String, Never>
    private var observers = Set<AnyCancellable>()

    init(breadcrumbs: AnyPublisher<String, Never>) {
        self.breadcrumbs = breadcrumbs
    }

    func start() {
        #if DEBUG
        breadcrumbs.sink { print("🍞", $0) } // expect: unstored_subscription
        #else
        breadcrumbs
            .sink { _ in }
            .store(in: &observers)
        #endif

        #if os(iOS)
        _ = breadcrumbs.collect(10).sink { print("batch", $0.count) } // expect: unstored_subscription
        #elseif os(macOS)
        breadcrumbs.collect(50).sink { print("batch", $0.count) }.store(in: &observers)
        #else
        let _ = breadcrumbs.last().sink { print("last", $0) } // expect: unstored_subscription
        #endif
    }
}
