import Combine
import Foundation

// Decision: suffixes match case-sensitively on the whole type name, so `ReviewModel`
// (…`viewModel`), `ReceiptPreview` (…`view`), `PhotoViewer` and `ViewStateCache` are not UI types.

/// A product review and its moderation state.
final class ReviewModel {
    private var observers = Set<AnyCancellable>()
    private(set) var isFlagged = false

    init(flags: AnyPublisher<Bool, Never>) {
        flags
            .sink { [weak self] in self?.isFlagged = $0 }
            .store(in: &observers)
    }
}

/// Renders receipt thumbnails off the main thread.
final class ReceiptPreview {
    private var observers = Set<AnyCancellable>()

    init(pages: AnyPublisher<Int, Never>) {
        pages
            .sink { print("rendering", $0, "pages") }
            .store(in: &observers)
    }
}

/// Decodes full-size photos.
final class PhotoViewer {
    private var observers = Set<AnyCancellable>()

    init(photos: AnyPublisher<URL, Never>) {
        photos
            .sink { print("decoding", $0.lastPathComponent) }
            .store(in: &observers)
    }
}

/// Caches view state between launches.
final class ViewStateCache {
    private var observers = Set<AnyCancellable>()

    init(states: AnyPublisher<[String: String], Never>) {
        states
            .sink { print("caching", $0.count, "states") }
            .store(in: &observers)
    }
}
