import UIKit

final class StampTransitionAnimator: NSObject, UIViewControllerTransitioningDelegate {}
final class StampPickerHandler: NSObject, UIDocumentPickerDelegate {}

final class StampAlbumController: UIViewController {
    // Assigned a new animator below: this property is its only owner, `weak` would free it at once.
    var transitionDelegate: UIViewControllerTransitioningDelegate?
    var pickerDelegate: UIDocumentPickerDelegate?
    var sharingDelegate: StampPickerHandler?

    func presentDetail(_ detail: UIViewController) {
        transitionDelegate = StampTransitionAnimator()
        detail.transitioningDelegate = transitionDelegate
        present(detail, animated: true)
    }

    func importStamps() {
        let handler = StampPickerHandler()
        self.pickerDelegate = handler
    }

    func share() {
        self.sharingDelegate = .init()
    }
}

protocol StampAlbumControllerDelegate: AnyObject {
    func albumDidClose()
}

final class StampAlbumPresenter {
    var delegate: StampAlbumControllerDelegate? // expect: weak_delegate
    var closeDelegate: StampAlbumControllerDelegate? // expect: weak_delegate

    func attach(to owner: StampAlbumControllerDelegate) {
        delegate = owner
        closeDelegate = StampAlbumPresenter.makeCloseDelegate()
    }

    static func makeCloseDelegate() -> StampAlbumControllerDelegate? { nil }
}
