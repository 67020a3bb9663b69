import UIKit

// A screen a view controller makes, shows and never keeps holds that controller strongly as its delegate. UIKit keeps
// a presented or pushed screen only while it is on screen, and the presenter holds nothing of it once it is gone: no
// cycle. The same reference from a screen the presenter keeps, adds as a child, or returns to a table is a cycle, and
// so is one to a coordinator, which keeps the navigation controller that keeps the screen.
protocol ParcelScannerDelegate: AnyObject {
    func parcelScannerDidScan(_ code: String)
}

final class ParcelScannerViewController: UIViewController {
    var delegate: ParcelScannerDelegate?

    func finish(with code: String) {
        delegate?.parcelScannerDidScan(code)
        dismiss(animated: true)
    }

    func cancel() {
        delegate = nil
        dismiss(animated: true)
    }
}

/// Sets the platform's own `tableView.delegate`: another type's property of that name, no value of the scanner's.
final class ParcelListViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.delegate = self
    }
}

final class ShippingAddressViewController: UIViewController, ParcelScannerDelegate {
    func scanTapped() {
        let scanner = ParcelScannerViewController()
        scanner.delegate = self
        present(scanner, animated: true)
    }

    func parcelScannerDidScan(_ code: String) { title = code }
}

protocol ReceiptPreviewDelegate: AnyObject {
    func receiptPreviewDidConfirm()
}

final class ReceiptPreviewViewController: UIViewController {
    var previewDelegate: ReceiptPreviewDelegate?
}

class ReceiptBaseViewController: UIViewController {}

final class ReceiptComposerViewController: ReceiptBaseViewController, ReceiptPreviewDelegate {
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let preview = segue.destination as? ReceiptPreviewViewController {
            preview.previewDelegate = self
        }
    }

    func receiptPreviewDidConfirm() {}
}

protocol CouponPickerDelegate: AnyObject {
    func couponPickerDidPick(_ coupon: String)
}

final class CouponPickerViewController: UIViewController {
    var delegate: CouponPickerDelegate? // expect: weak_delegate
}

/// Keeps the picker it shows: the picker's strong delegate closes the loop.
final class CartViewController: UIViewController, CouponPickerDelegate {
    private var picker: CouponPickerViewController?

    func pickCoupon() {
        let picker = CouponPickerViewController()
        picker.delegate = self
        self.picker = picker
        present(picker, animated: true)
    }

    func couponPickerDidPick(_ coupon: String) {}
}

protocol GiftWrapDelegate: AnyObject {
    func giftWrapDidChange()
}

final class GiftWrapViewController: UIViewController {
    var delegate: GiftWrapDelegate? // expect: weak_delegate
}

/// Pushes onto the navigation controller it keeps: the pushed screen holds the coordinator, which holds the stack.
final class GiftFlowCoordinator: GiftWrapDelegate {
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let wrap = GiftWrapViewController()
        wrap.delegate = self
        navigationController.pushViewController(wrap, animated: true)
    }

    func giftWrapDidChange() {}
}
