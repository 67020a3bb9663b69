import UIKit

// `didSet`/`willSet` observers do not make a property computed, and attributes from the
// non-wrapper list (`@objc`, `@IBOutlet`, `@MainActor`, `@available`, `@usableFromInline`,
// `@nonobjc`, a global actor the sources declare) do not own the storage: all reported.
// `nonisolated(unsafe)` and access modifiers are modifiers, not attributes.

/// Serializes media-library access.
@globalActor
actor MediaLibraryActor {
    static let shared = MediaLibraryActor()
}

/// Selection callbacks of the photo picker.
@objc protocol PhotoPickerDelegate {
    func pickerDidSelect(_ identifiers: [String])
}

/// Told when the media library finishes syncing.
protocol MediaLibrarySyncDelegate: AnyObject {
    func librarySyncDidFinish()
}

/// A photo picker with several delegate properties, none of them weak.
final class PhotoPickerController: NSObject {
    var delegate: PhotoPickerDelegate? { // expect: weak_delegate
        didSet { print("picker delegate changed") }
    }
    var previewDelegate: PhotoPickerDelegate? { // expect: weak_delegate
        willSet { print("preview delegate will change") }
    }
    @objc var selectionDelegate: PhotoPickerDelegate? // expect: weak_delegate
    @IBOutlet var storyboardDelegate: NSObject? // expect: weak_delegate
    @MainActor var highlightDelegate: PhotoPickerDelegate? // expect: weak_delegate
    @MediaLibraryActor var syncDelegate: MediaLibrarySyncDelegate? // expect: weak_delegate
    @nonobjc var swiftOnlyDelegate: MediaLibrarySyncDelegate? // expect: weak_delegate
    @usableFromInline var inlinableDelegate: MediaLibrarySyncDelegate? // expect: weak_delegate
    @available(iOS, deprecated: 17, message: "Use the async API — it needs no delegate") var legacyDelegate: PhotoPickerDelegate? // expect: 96 [weak_delegate] "legacyDelegate"
    nonisolated(unsafe) var exportDelegate: MediaLibrarySyncDelegate? // expect: weak_delegate
}
