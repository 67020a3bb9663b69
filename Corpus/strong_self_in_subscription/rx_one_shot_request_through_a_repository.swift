import Foundation
import RxSwift

// A use case subscribes, with a strong self, to a repository method that returns a network service's one-shot
// request (`Observable.create { …; onCompleted() }`) through `map`: the sequence ends after the response, two
// protocol-typed hops away, and RxSwift lets go of the closure then. A test double's stand-in does not change what
// the app's implementations return. A repository method that merges the request with a relay never ends.

protocol InviteHTTPClient {
    func post(_ path: String) -> Observable<Data>
}

final class URLSessionInviteClient: InviteHTTPClient {
    func post(_ path: String) -> Observable<Data> {
        Observable.create { observer in
            let task = URLSession.shared.dataTask(with: URL(fileURLWithPath: path)) { data, _, error in
                if let error { observer.onError(error); return }
                observer.onNext(data ?? Data())
                observer.onCompleted()
            }
            task.resume()
            return Disposables.create { task.cancel() }
        }
    }
}

protocol InvitationRepository {
    func sendInvite(to mate: String) -> Observable<Void>
    func inviteUpdates(for mate: String) -> Observable<Void>
}

final class RemoteInvitationRepository: InvitationRepository {
    private let client: InviteHTTPClient
    private let refreshes = PublishSubject<Void>()
    init(client: InviteHTTPClient) { self.client = client }

    func sendInvite(to mate: String) -> Observable<Void> {
        client.post("/invite/\(mate)").map { _ in }.asObservable()
    }

    func inviteUpdates(for mate: String) -> Observable<Void> {
        client.post("/invite/\(mate)").map { _ in }.merge(with: refreshes)
    }
}

final class FakeInvitationRepository: InvitationRepository {
    func sendInvite(to mate: String) -> Observable<Void> { .never() }
    func inviteUpdates(for mate: String) -> Observable<Void> { .never() }
}

final class InviteMateUseCase {
    private let repository: InvitationRepository
    private let disposeBag = DisposeBag()
    private(set) var sent = false
    init(repository: InvitationRepository) { self.repository = repository }

    func invite(_ mate: String) {
        repository.sendInvite(to: mate)
            .subscribe(onNext: { _ in
                self.sent = true
            })
            .disposed(by: disposeBag)
        repository.inviteUpdates(for: mate)
            .subscribe(onNext: { _ in // expect: strong_self_in_subscription
                self.sent = true
            })
            .disposed(by: disposeBag)
    }
}
