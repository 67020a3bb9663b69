import Foundation
import RxSwift

// In a file importing RxSwift, `subscribe(toTopic:)` with a label RxSwift's `subscribe` never takes is another API
// (a push service's topic subscription, returning nothing), not a sequence subscription to dispose of.

final class PushTopics {
    func subscribe(toTopic topic: String, completion: @escaping (Error?) -> Void) { completion(nil) }
}

struct TopicJoiner {
    let topics: PushTopics
    let events: Observable<Void>

    func join(topic: String) -> Observable<Void> {
        Observable.create { observer in
            topics.subscribe(toTopic: topic) { error in
                if let error { observer.onError(error) } else { observer.onCompleted() }
            }
            return Disposables.create()
        }
    }

    func listen() {
        events.subscribe(onNext: { print("event") }) // expect: unstored_subscription
    }
}
