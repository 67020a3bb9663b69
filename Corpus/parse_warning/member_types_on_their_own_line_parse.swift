// A member type may continue a declaration on the next line, with its leading `.`: in a type alias, a property's
// type annotation and a function's result. No declaration starts with `.`, so the line continues the one above.

import UIKit

/// A photo thumbnail.
final class ThumbnailCell: UICollectionViewCell {}

/// Lists thumbnails with a registration whose type is spelled over two lines.
final class ThumbnailsViewController: UIViewController {
    /// The registration type, its member type on the next line.
    typealias Registration = UICollectionView
        .CellRegistration<ThumbnailCell, Int>

    /// A stored property typed the same way.
    private var registration: UICollectionView
        .CellRegistration<ThumbnailCell, Int>?

    private var count = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        count += 1
    }
}
