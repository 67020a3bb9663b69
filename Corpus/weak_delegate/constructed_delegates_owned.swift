import UIKit

// When the initializer constructs the object, the owner must keep it strongly:
// `= T()`, `= .init()`, `= T.init()`, and a `lazy var` whose initializer does so.

/// Table delegate for the cart list.
final class CartTableDelegate: NSObject, UITableViewDelegate {}

/// Collection delegate for the gallery grid.
final class GalleryCollectionDelegate: NSObject, UICollectionViewDelegate {
    unowned let owner: GalleryScreenController

    init(owner: GalleryScreenController) {
        self.owner = owner
    }
}

/// A gallery screen that owns the helper delegates it creates.
final class GalleryScreenController: UIViewController {
    var tableDelegate = CartTableDelegate()
    var listDelegate: CartTableDelegate = .init()
    var footerDelegate: CartTableDelegate? = CartTableDelegate.init()
    lazy var collectionDelegate = GalleryCollectionDelegate(owner: self)
    lazy var pagingDelegate: GalleryCollectionDelegate = .init(owner: self)
}
