import Foundation
import Moya
import RxSwift

// Moya's `provider.rx.request(_:)` returns a `Single`: it emits the response once and completes, and RxSwift lets go
// of the closures then, so the strong `self` lasts only while the request runs. A relay of the provider's type never
// ends: still reported.

enum HomeFeedAPI: TargetType {
    case home
    var baseURL: URL { URL(string: "https://example.com")! }
    var path: String { "/home" }
    var method: Moya.Method { .get }
    var task: Task { .requestPlain }
    var headers: [String: String]? { nil }
}

final class HomeFeedModel {
    private let provider = MoyaProvider<HomeFeedAPI>()
    private let bag = DisposeBag()
    private let refreshes = PublishSubject<Void>()
    private var latest: Data?

    func load() {
        provider.rx.request(.home)
            .asObservable()
            .subscribe(onNext: { response in self.latest = response.data })
            .disposed(by: bag)
        refreshes.subscribe(onNext: { self.latest = nil }).disposed(by: bag) // expect: strong_self_in_subscription
    }
}
