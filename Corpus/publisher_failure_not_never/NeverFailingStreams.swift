import Combine
import Foundation

/// Errors travel as values; the streams themselves never fail.
final class SettingsSyncModel: ObservableObject {
    @Published private(set) var lastSync: Date?
    private let resultSubject = PassthroughSubject<Result<Date, Error>, Never>()
    private let pendingSubject = CurrentValueSubject<Int, Swift.Never>(0)
    var results: AnyPublisher<Result<Date, Error>, Never> { resultSubject.eraseToAnyPublisher() }
    var pending: AnyPublisher<Int, Never> { pendingSubject.eraseToAnyPublisher() }
}
