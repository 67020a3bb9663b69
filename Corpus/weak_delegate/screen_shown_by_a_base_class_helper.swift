import UIKit

// A screen made in a local, given `self` as its delegate and handed to the base class's presenting helper (declared in
// another file) is only shown: its strong delegate makes no cycle. Handed to a helper that keeps it, it does.
protocol LedgerMemoPickerDelegate: AnyObject {
    func memoPicked(_ memo: String)
}

final class LedgerMemoSheet: LedgerBaseViewController {
    var memoDelegate: LedgerMemoPickerDelegate?
}

final class LedgerPinnedSheet: LedgerBaseViewController {
    var memoDelegate: LedgerMemoPickerDelegate? // expect: weak_delegate
}

final class LedgerTransferViewController: LedgerBaseViewController, LedgerMemoPickerDelegate {
    private var memo = ""

    func onTapMemo() {
        let sheet = LedgerMemoSheet()
        sheet.memoDelegate = self
        onStartSheet(sheet, 260)
    }

    func onTapPin() {
        let sheet = LedgerPinnedSheet()
        sheet.memoDelegate = self
        rememberSheet(sheet)
    }

    func memoPicked(_ memo: String) { self.memo = memo }
}
