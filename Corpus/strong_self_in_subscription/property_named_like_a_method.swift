import RxSwift
import RxCocoa
import UIKit

// A screen that exposes its disappearance as a property beside the UIKit method of the same base name: the bare
// name passed to an operator is the property's value, which holds nothing.

final class BidderEmailViewController: UIViewController {
    private let disposeBag = DisposeBag()
    private let emailField = UITextField()
    let email = BehaviorRelay<String>(value: "")
    private let disappearing = PublishSubject<Void>()
    var viewWillDisappear: Observable<Void> { disappearing.asObservable() }
    var formatter: (String) -> String = { $0.lowercased() }

    override func viewDidLoad() {
        super.viewDidLoad()
        emailField.rx.text.orEmpty
            .skipWhile { $0.isEmpty }
            .sample(viewWillDisappear)
            .bind(to: email)
            .disposed(by: disposeBag)
        email
            .map(normalize) // expect: strong_self_in_subscription
            .subscribe(onNext: { print($0) })
            .disposed(by: disposeBag)
        email
            .map(formatter)
            .subscribe(onNext: { print($0) })
            .disposed(by: disposeBag)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        disappearing.onNext(())
    }

    func normalize(_ text: String) -> String { text.trimmingCharacters(in: .whitespaces) }
}

final class AuctionListingsViewController: UIViewController, UICollectionViewDataSource {
    private let disposeBag = DisposeBag()
    let updates = PublishSubject<Void>()
    lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

    override func viewDidLoad() {
        super.viewDidLoad()
        updates.mapReplace(with: collectionView)
            .subscribe(onNext: { view in view.reloadData() })
            .disposed(by: disposeBag)
        updates
            .map(listingCount) // expect: strong_self_in_subscription
            .subscribe(onNext: { print($0) })
            .disposed(by: disposeBag)
    }

    func listingCount() -> Int { 0 }
    func collectionView(_ view: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    func collectionView(_ view: UICollectionView, cellForItemAt path: IndexPath) -> UICollectionViewCell { UICollectionViewCell() }
}

extension ObservableType {
    func mapReplace<T>(with value: T) -> Observable<T> { map { _ in value } }
}
