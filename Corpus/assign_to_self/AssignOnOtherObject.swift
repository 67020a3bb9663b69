import Combine
import UIKit

/// Assigning onto another object is not a self cycle.
final class LoginFormBinder {
    private var observers = Set<AnyCancellable>()

    func bind(_ model: LoginFormState, to button: UIButton, label: UILabel) {
        model.canSubmit
            .receive(on: DispatchQueue.main)
            .assign(to: \.isEnabled, on: button)
            .store(in: &observers)

        model.errorText
            .receive(on: DispatchQueue.main)
            .assign(to: \.text, on: label)
            .store(in: &observers)
    }
}
