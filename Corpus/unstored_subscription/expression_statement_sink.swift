import Combine
import Foundation

/// Logs upload progress. Each chain below is an expression statement: the compiler
/// only warns "result unused", and the subscription dies on the next line.
final class UploadProgressLogger {
    private let progress: AnyPublisher<Double, Never>
    private let completion: AnyPublisher<Void, Never>
    weak var session: UploadSessionState?

    init(progress: AnyPublisher<Double, Never>, completion: AnyPublisher<Void, Never>) {
        self.progress = progress
        self.completion = completion
    }

    func attach() {
        progress.sink { print("upload at \(Int($0 * 100))%") } // expect: unstored_subscription

        completion
            .first()
            .sink { _ in print("upload finished") } // expect: unstored_subscription

        session?.$bytesSent.sink { print("sent", $0) } // expect: unstored_subscription

        if let session {
            progress
                .map { $0 >= 1 }
                .assign(to: \.isComplete, on: session) // expect: unstored_subscription
        }
    }
}

/// Per-upload state shared with the UI.
final class UploadSessionState: ObservableObject {
    @Published var bytesSent = 0
    var isComplete = false
}
