import Combine
import Foundation

/// After `guard let self`, `self` is strong again: the inner assign retains it.
final class ReadingProgressTracker {
    var percentRead = 0.0
    var chapterTitle = ""
    private var observers = Set<AnyCancellable>()

    func track(_ book: BookSession) {
        book.opened
            .sink { [weak self] chapter in
                guard let self else { return }
                chapter.progress
                    .assign(to: \.percentRead, on: self) // expect: assign_to_self
                    .store(in: &self.observers)
            }
            .store(in: &observers)
    }

    func trackTitle(_ book: BookSession) -> AnyCancellable {
        book.chapterTitle.assign(to: \.chapterTitle, on: self) // expect: assign_to_self
    }
}
