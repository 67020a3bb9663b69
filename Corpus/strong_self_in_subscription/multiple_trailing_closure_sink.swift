import Combine
import Foundation

// `.sink { completion in … } receiveValue: { … }` is `sink(receiveCompletion:receiveValue:)` written with multiple
// trailing closures: a save request that finishes lets go of both. A single trailing closure is `receiveValue`.

protocol SettingsSaving {
    func save() -> AnyPublisher<Void, Error>
    var changes: AnyPublisher<Int, Never> { get }
}

final class UnitsSettingsModel {
    private let saver: SettingsSaving
    private var observers = Set<AnyCancellable>()
    var message = ""
    var count = 0

    init(saver: SettingsSaving) { self.saver = saver }

    func saveTapped() {
        saver.save()
            .receive(on: DispatchQueue.main)
            .sink { completion in
                if case let .failure(error) = completion { self.message = "Error: \(error)" }
            } receiveValue: {
                self.message = "Saved"
            }
            .store(in: &observers)
    }

    func watch() {
        saver.changes
            .sink { value in self.count = value } // expect: strong_self_in_subscription
            .store(in: &observers)
    }
}
