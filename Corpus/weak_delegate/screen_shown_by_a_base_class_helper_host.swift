import UIKit

// The base class every screen inherits presents a sheet it is handed (`onStartSheet(_:_:)`, also used by
// screen_shown_by_a_base_class_helper.swift): a screen handed to it is shown, which the platform keeps only while it is
// on screen, like `present(sheet, animated: true)` itself.
class LedgerBaseViewController: UIViewController {
    func onStartSheet(_ sheet: UIViewController, _ height: CGFloat = 300) {
        if let controller = sheet.presentationController as? UISheetPresentationController {
            controller.detents = [.medium()]
            controller.prefersGrabberVisible = height > 200
        }
        present(sheet, animated: true)
    }

    /// Keeps the screen it is handed: not a presenting helper.
    func rememberSheet(_ sheet: UIViewController) {
        pinnedSheets.append(sheet)
    }

    var pinnedSheets: [UIViewController] = []
}
