import Combine
import Foundation

// A container the app keeps for the whole run (a singleton with a private init) makes its stores once, in lazy
// properties: `lazy var counter: ContainerCounter = { .init(feed: feed) }()` is a construction of the annotated type
// like `= ContainerCounter(feed: feed)`, and the store lives for the process: its `assign(to:on: self)` frees
// nothing. A store the container makes anew on every read (a computed property) comes and goes: still reported.

final class ContainerFeed {
    @Published var value = 0
}

final class ContainerCounter: ObservableObject {
    @Published var count = 0
    private var observers = Set<AnyCancellable>()

    init(feed: ContainerFeed) {
        feed.$value.assign(to: \.count, on: self).store(in: &observers)
    }
}

final class ContainerProbe: ObservableObject {
    @Published var count = 0
    private var observers = Set<AnyCancellable>()

    init(feed: ContainerFeed) {
        feed.$value.assign(to: \.count, on: self).store(in: &observers) // expect: assign_to_self
    }
}

final class AppContainer {
    static let shared = AppContainer()
    private init() {}

    lazy var feed = ContainerFeed()
    lazy var counter: ContainerCounter = { .init(feed: feed) }()
    var probe: ContainerProbe { .init(feed: feed) }
}
