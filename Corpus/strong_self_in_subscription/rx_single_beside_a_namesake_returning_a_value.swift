import UIKit
import RxSwift

// A view model method that every Rx declaration makes return a `Single` ends after its value, whatever an unrelated
// type's method of the same name returns (a plain value no chain subscribes to). One that also returns an
// `Observable` somewhere stays reported.

protocol MemberListViewModel {
    func loadMember(id: String) -> Single<String>
    func memberUpdates(id: String) -> Observable<String>
}

final class DefaultMemberListViewModel: MemberListViewModel {
    func loadMember(id: String) -> Single<String> { .just(id) }
    func memberUpdates(id: String) -> Observable<String> { .never() }
}

final class MemberCache {
    func loadMember(id: String) -> String? { nil }
}

final class MemberCell: UICollectionViewCell {
    private var viewModel: MemberListViewModel?
    private var disposeBag = DisposeBag()
    let label = UILabel()

    func configure(id: String) {
        viewModel?.loadMember(id: id)
            .subscribe(onSuccess: { name in
                self.label.text = name
            })
            .disposed(by: disposeBag)
        viewModel?.memberUpdates(id: id)
            .subscribe(onNext: { name in // expect: strong_self_in_subscription
                self.label.text = name
            })
            .disposed(by: disposeBag)
    }
}
