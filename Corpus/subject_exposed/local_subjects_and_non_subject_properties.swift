import Combine
import Foundation

// Locals are not properties; @Published, AnyPublisher and computed properties are not stored
// subjects. Decision (known limit): a computed property that returns a subject is not
// reported, since the rule is about stored properties.

/// Loads a weekly report.
final class WeeklyReportLoader: ObservableObject {
    @Published var isLoading = false
    let reports: AnyPublisher<[String], Never>
    private let reportSubject = CurrentValueSubject<[String], Never>([])

    var legacyReportSubject: CurrentValueSubject<[String], Never> {
        reportSubject
    }

    init() {
        reports = reportSubject.eraseToAnyPublisher()
    }

    func reload() -> AnyPublisher<Int, Never> {
        let progress = PassthroughSubject<Int, Never>()
        let total: CurrentValueSubject<Int, Never> = .init(0)
        DispatchQueue.global().async {
            progress.send(50)
            total.send(100)
            progress.send(completion: .finished)
        }
        return progress.eraseToAnyPublisher()
    }

    func makeSubject() -> PassthroughSubject<String, Never> {
        PassthroughSubject()
    }
}
