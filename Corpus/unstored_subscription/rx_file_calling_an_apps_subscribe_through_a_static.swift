import Cocoa
import RxSwift

// `FeedStore.main.feed.subscribe(onNext:)` reaches, through a static and a property whose types are written, the
// app's own `subscribe(onNext:)`, which keeps the listener and returns nothing: no Disposable to keep. A relay reached
// the same way is RxSwift's.

final class ListenerFeed {
    typealias Listener = ([String]) -> Void
    private var listeners = [Listener]()

    func subscribe(onNext: @escaping Listener) { listeners.append(onNext) }
}

final class FeedStore {
    static let main = FeedStore()
    var feed: ListenerFeed!
    let updates = PublishSubject<[String]>()
}

final class ListenerFeedController: NSViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        FeedStore.main.feed.subscribe(onNext: { items in print(items.count) })
        FeedStore.main.updates.subscribe(onNext: { items in print(items.count) }) // expect: unstored_subscription
    }
}
