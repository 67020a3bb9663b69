import Combine
import Foundation

/// Receiving on a background queue, or subscribing on main, does not deliver on main.
final class LibraryViewModel: ObservableObject {
    @Published private(set) var titles: [String] = []
    private let library: LibraryService
    private let workQueue = DispatchQueue(label: "library.work")
    private var observers = Set<AnyCancellable>()

    init(library: LibraryService) {
        self.library = library
        library.books
            .receive(on: workQueue)
            .map { $0.map(\.title) }
            .sink { [weak self] titles in self?.titles = titles } // expect: receive_on_main
            .store(in: &observers)

        library.deletions
            .subscribe(on: DispatchQueue.main)
            .sink { [weak self] _ in self?.titles.removeAll() } // expect: receive_on_main
            .store(in: &observers)
    }
}
