import RxSwift
import UIKit

// Decision: `child.bind(to: models)` calls the app's own `bind(to:)` when the receiver's class inherits it: from its
// superclass, or from a protocol extension its superclass adopts. It returns nothing and makes no subscription. A
// receiver whose classes declare no `bind` is RxSwift's, and a discarded binding stays reported.

class CatalogModel {}

protocol CatalogBindable: AnyObject {
    var models: [CatalogModel]? { get set }
    func bind(to models: [CatalogModel]?)
}

extension CatalogBindable where Self: CatalogBaseController {
    func bind(to models: [CatalogModel]?) {
        self.models = models
    }
}

class CatalogBaseController: UIViewController, CatalogBindable {
    var models: [CatalogModel]?
}

final class CatalogChildController: CatalogBaseController {}

final class CatalogContainerController: CatalogBaseController {
    private var child: CatalogChildController!
    private let titles = BehaviorRelay<String>(value: "")
    private let label = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        child = CatalogChildController()
        self.child.bind(to: [CatalogModel()])
        titles.bind(to: label.rx.text) // expect: unstored_subscription
    }
}
