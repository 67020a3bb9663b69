import RxSwift
import RxCocoa
import UIKit

// Decision: a property that Rx code only ever gives a sequence that ends (`self.albumTitle = Observable.just(title)` in the
// cell model's init) completes on subscribe, and RxSwift lets go of the closures: no cycle. A property given a relay
// anywhere keeps running, and its strong capture is reported.

final class AlbumCellModel {
    let albumTitle: Observable<String>
    let plays: Observable<Int>

    init(title: String, plays: BehaviorRelay<Int>) {
        self.albumTitle = Observable.just(title)
        self.plays = plays.asObservable()
    }
}

final class AlbumCell: UICollectionViewCell {
    private let titleLabel = UILabel()
    private let playsLabel = UILabel()
    private let disposeBag = DisposeBag()

    func bind(_ model: AlbumCellModel) {
        model.albumTitle
            .map { $0.uppercased() }
            .bind(onNext: { title in self.titleLabel.text = title })
            .disposed(by: disposeBag)
        model.plays
            .map { "\($0) plays" }
            .bind(onNext: { text in self.playsLabel.text = text }) // expect: strong_self_in_subscription
            .disposed(by: disposeBag)
    }
}
