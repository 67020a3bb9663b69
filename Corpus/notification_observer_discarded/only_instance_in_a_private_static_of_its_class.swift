import UIKit

// A class whose only instance is a static of its own, under any name (`private static var thumbnailCache =
// ThumbnailCache()`, read through an accessor), lives for the process: its initializer registers observers for the whole
// run. A static cell used for sizing is not the cell's only instance (tables dequeue the others), and a static that some
// code assigns again lets go of what it held: both still reported.

final class ThumbnailMemoryCache {
    private let storage = NSCache<NSString, UIImage>()

    init() {
        NotificationCenter.default.addObserver(forName: UIApplication.didReceiveMemoryWarningNotification, object: nil, queue: .main) { [weak self] _ in
            self?.storage.removeAllObjects()
        }
    }
}

extension ThumbnailMemoryCache {
    private static var thumbnailCache = ThumbnailMemoryCache()

    static func current() -> ThumbnailMemoryCache { thumbnailCache }
}

class ThumbnailBaseCell: UITableViewCell {}

final class ThumbnailSizingCell: ThumbnailBaseCell {
    static var sizingCell = ThumbnailSizingCell()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        NotificationCenter.default.addObserver(forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: .main) { [weak self] _ in // expect: notification_observer_discarded
            self?.setNeedsLayout()
        }
    }

    required init?(coder: NSCoder) { nil }
}

final class ReplacedPalette {
    static var palette = ReplacedPalette()

    init() {
        NotificationCenter.default.addObserver(forName: UIApplication.significantTimeChangeNotification, object: nil, queue: .main) { _ in // expect: notification_observer_discarded
            print("time changed")
        }
    }

    static func reset() { palette = ReplacedPalette() }
}
