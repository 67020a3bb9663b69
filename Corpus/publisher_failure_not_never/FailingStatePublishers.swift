import Combine
import Foundation

/// A view model's state streams sit next to its `@Published` state: they should not fail either.
final class TimelineFeedModel: ObservableObject {
    @Published private(set) var isRefreshing = false
    private let postsSubject = CurrentValueSubject<[Post], Never>([])

    var posts: AnyPublisher<[Post], Error> { // expect: publisher_failure_not_never
        postsSubject.setFailureType(to: Error.self).eraseToAnyPublisher()
    }
    let banners: AnyPublisher<Banner, TimelineError> // expect: publisher_failure_not_never

    init(banners: AnyPublisher<Banner, TimelineError>) {
        self.banners = banners
    }
}

enum TimelineError: Error {
    case offline
}

struct Banner {}
