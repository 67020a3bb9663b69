import Combine
import UIKit

// Decision: the documented teardown exemption (a store of cancellables emptied when the screen goes away) holds
// wherever the type's code is: the subscriptions made in an extension in PagerScreen+Feed.swift are let go by the
// `viewDidDisappear` here. The ticker screen has no teardown and stays reported.

final class PagerHub {
    static let shared = PagerHub()
    private let ticks = PassthroughSubject<Int, Never>()
    var tick: AnyPublisher<Int, Never> { ticks.eraseToAnyPublisher() }
}

class PagerScreen: UIViewController {
    var observers = Set<AnyCancellable>()

    func show(_ page: Int) {}

    override func viewDidLoad() {
        super.viewDidLoad()
        subscribeToFeed()
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        observers.removeAll()
    }
}

class TickerScreen: UIViewController {
    var observers = Set<AnyCancellable>()

    func show(_ tick: Int) {}
}
