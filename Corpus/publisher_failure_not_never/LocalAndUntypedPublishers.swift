import Combine
import Foundation

/// Locals are not properties; `Published<Value>.Publisher` never fails.
final class OnboardingProgressModel: ObservableObject {
    @Published var step = 0

    var stepPublisher: Published<Int>.Publisher { $step }

    func validate(_ input: String) -> Bool {
        let checks = PassthroughSubject<String, ValidationError>()
        checks.send(input)
        return !input.isEmpty
    }
}

struct ValidationError: Error {}
