import RxCocoa
import RxSwift

// `model.output.bind(to: query)` where the path's type (a protocol of the sources) declares `bind(to:)` returning
// nothing: the app's own method, no Disposable to keep. A relay reached the same way is RxSwift's `bind`.
protocol CatalogQueryOutput {
    func bind(to query: Observable<String>)
    var results: Driver<[String]> { get }
}

struct CatalogQueryModel: CatalogQueryOutput {
    var output: CatalogQueryOutput { return self }
    let queries = PublishRelay<String>()
    private let relay = PublishRelay<[String]>()
    private let disposeBag = DisposeBag()
    var results: Driver<[String]> { relay.asDriver(onErrorJustReturn: []) }

    func bind(to query: Observable<String>) {
        query.map { [$0] }.bind(to: relay).disposed(by: disposeBag)
    }
}

final class CatalogQueryPanel {
    private let disposeBag = DisposeBag()
    private let model = CatalogQueryModel()

    func attach(_ query: Observable<String>) {
        model.output.bind(to: query)
        query.bind(to: model.queries) // expect: unstored_subscription
    }
}
