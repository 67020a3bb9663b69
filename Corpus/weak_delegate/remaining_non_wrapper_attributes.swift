import CoreData
import UIKit

// The rest of the non-wrapper list: `@IBInspectable`, `@NSCopying`, `@NSManaged` and
// `@preconcurrency` do not own the storage either, so these strong delegates are reported.

/// A copyable delegate object used by export settings.
final class ExportFormatDelegate: NSObject, NSCopying {
    func copy(with zone: NSZone? = nil) -> Any {
        ExportFormatDelegate()
    }
}

/// Told when the rating changes.
protocol RatingChangeDelegate: AnyObject {
    func ratingDidChange(to value: Int)
}

/// A star-rating control designed in Interface Builder.
final class StarRatingControl: UIControl {
    @IBInspectable var accessibilityDelegate: NSObject? // expect: weak_delegate
    @NSCopying var exportDelegate: ExportFormatDelegate? // expect: weak_delegate
    @preconcurrency var changeDelegate: RatingChangeDelegate? // expect: weak_delegate
}

/// A Core Data note that remembers the object resolving its sync conflicts.
final class SyncedNote: NSManagedObject {
    @NSManaged var conflictDelegate: ExportFormatDelegate? // expect: weak_delegate
}
