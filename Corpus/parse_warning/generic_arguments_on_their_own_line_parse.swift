// Generic arguments may start their own line after the type they specialize (swiftc ignores the whitespace before
// `<` when a closed list follows), also in a type alias, and the trailing closure may follow on the next line; a `<` that starts a line
// before a plain value is still a comparison.

import UIKit

/// Lists the names the user can pick from.
final class PickerViewController: UIViewController {
    /// The cell registration, its generic arguments on their own line and its closure below them.
    func makeRegistration() -> UICollectionView.CellRegistration<UICollectionViewListCell, String> {
        let registration = UICollectionView.CellRegistration
            <UICollectionViewListCell, String>
        {
            cell, indexPath, item in
            var config = UIListContentConfiguration.cell()
            config.text = item
            cell.contentConfiguration = config
        }
        return registration
    }

    /// A spaced generic type in a type annotation.
    let names: Array <String> = []

    /// A type alias whose generic arguments take a line of their own.
    typealias NameCount =
        Dictionary
        <String, Int>

    /// Comparisons whose `<` starts a line or sits between calls.
    func isSmall(_ count: Int, limit: Int, floor: Int) -> Bool {
        let below = count
            < limit
        precondition(count < limit || floor > .zero)
        return below && (count < limit) && (floor > .zero)
    }
}
