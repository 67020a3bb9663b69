import Foundation

// The nested-weak-self pitfall applies to closure properties too. And after `guard let self`
// inside a weak closure, a closure that uses the re-bound self captures it strongly.

/// State of the media grid.
final class MediaGridModel {
    var onReload: (() -> Void)?
    var onLongPress: ((String) -> Void)?
    let preview = MediaPreviewModel()
}

/// State of the full-screen preview.
final class MediaPreviewModel {
    var onDismiss: (() -> Void)?
}

/// Runs the media gallery.
final class MediaGalleryCoordinator {
    private let grid = MediaGridModel()

    func start() {
        grid.onReload = { // expect: closure_property_strong_self
            DispatchQueue.main.async { [weak self] in
                self?.refreshBadges()
            }
        }
        grid.onLongPress = { [weak self] item in
            guard let self else { return }
            self.grid.preview.onDismiss = { self.restoreSelection(item) } // expect: closure_property_strong_self
        }
    }

    private func refreshBadges() {
        print("badges refreshed")
    }

    private func restoreSelection(_ item: String) {
        print("restoring", item)
    }
}

/// Base class of sheet coordinators.
class SheetCoordinatorBase {
    func dismissSheet() {
        print("sheet dismissed")
    }
}

/// State of the tip-jar sheet.
final class TipJarSheetModel {
    var onDone: (() -> Void)?
}

/// Mentioning `super` captures self as well.
final class TipJarCoordinator: SheetCoordinatorBase {
    func start(with sheet: TipJarSheetModel) {
        sheet.onDone = { super.dismissSheet() } // expect: closure_property_strong_self
    }
}
