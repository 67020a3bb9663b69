// Decision: the rule covers closure literals (`a.b = { … }`); assigning a method reference
// (`a.b = dismiss`) is not reported. Closures that do not mention self, `Self.` calls, local
// closures that are not member assignments, and nil are not reported either.

/// State of the coupon sheet.
final class CouponSheetModel {
    var onApply: ((String) -> Void)?
    var onDismiss: (() -> Void)?
    var onError: ((String) -> Void)?
    var title = ""
}

/// Runs the coupon flow.
final class CouponFlowCoordinator {
    private let sheet = CouponSheetModel()

    static func log(_ message: String) {
        print("coupon:", message)
    }

    func start() {
        sheet.onDismiss = dismiss
        sheet.onApply = { code in print("applied", code) }
        sheet.onError = { message in Self.log(message) }
        sheet.title = "Redeem a coupon"
        let retry = { self.start() }
        print("retry handler ready", retry)
    }

    func stop() {
        sheet.onDismiss = nil
        sheet.onApply = nil
    }

    private func dismiss() {
        print("dismissed")
    }
}
