import Combine
import Foundation

/// The subject stays private; the outside sees an AnyPublisher.
final class ComposerDraftStore {
    private let draftSubject = PassthroughSubject<String, Never>()
    fileprivate let savedSubject = CurrentValueSubject<Date?, Never>(nil)
    private var pending: PassthroughSubject<Int, Never>?

    var drafts: AnyPublisher<String, Never> { draftSubject.eraseToAnyPublisher() }
    let saved: AnyPublisher<Date?, Never>

    init() {
        saved = savedSubject.eraseToAnyPublisher()
    }

    func update(_ text: String) {
        let local = PassthroughSubject<String, Never>()
        local.send(text)
        draftSubject.send(text)
    }
}
