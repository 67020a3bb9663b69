import Combine
import Foundation

final class Player {
    let events = PassthroughSubject<String, Never>()
    var cancellables = Set<AnyCancellable>()
    var title = ""
    var plays = 0
    var onFinish: (() -> Void)?
    var onChoose: ((Int) -> Bool)?

    func log(_ text: String) {}

    func start() {
        events.sink { name in self.title = name }.store(in: &cancellables)
        events.sink { name in self.title = name + "!" }.store(in: &cancellables)
        events.sink { name in
            self.plays += 1
            self.log(name)
        }.store(in: &cancellables)
        events.sink { name in
            print(self.title, name)
        }.store(in: &cancellables)
        // Not fixed: map's closure returns a value.
        events.map { name in self.title + name }.sink { _ in }.store(in: &cancellables)
        // self is used in a nested closure: guard let self, never self?.
        events.sink { name in
            let later = { self.log(name) }
            later()
        }.store(in: &cancellables)
    }
}

final class Router {
    let player = Player()
    let cleanup = Operation()

    func open() {
        player.onFinish = { self.close() }
        // Operation.completionBlock is not declared in the sources, but close() returns nothing.
        cleanup.completionBlock = { self.close() }
        // Not fixed: the closure returns a Bool.
        player.onChoose = { index in self.choose(index) }
    }

    func close() {}

    func choose(_ index: Int) -> Bool { index > 0 }
}

final class Checkout {
    let payments = PassthroughSubject<Int, Never>()
    var cancellables = Set<AnyCancellable>()

    func collect() {}

    func start() {
        // Only the nested closure names self, weakly: it captures self from this closure, which then holds it.
        payments.sink { _ in
            DispatchQueue.main.async { [weak self] in
                self?.collect()
            }
        }.store(in: &cancellables)
    }
}
