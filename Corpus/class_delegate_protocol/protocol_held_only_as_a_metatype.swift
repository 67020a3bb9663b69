import Foundation

// A protocol named for a delegate that code holds only as a metatype (`static var serviceType:
// LedgerAccountServiceDelegate.Type`, a seam tests swap) holds no instance: there is nothing to make `weak`, so
// nothing asks for `AnyObject`. One held as an instance is reported.
protocol LedgerAccountServiceDelegate {
    static func currentAccountID() -> String?
}

final class LedgerAccountService: LedgerAccountServiceDelegate {
    static func currentAccountID() -> String? { UserDefaults.standard.string(forKey: "id") }
}

protocol LedgerSignUpDelegate { // expect: class_delegate_protocol
    func signUpDidFinish()
}

final class LedgerSignUpModel {
    static var serviceType: LedgerAccountServiceDelegate.Type = LedgerAccountService.self
    var delegate: LedgerSignUpDelegate? // expect: weak_delegate

    func signUp() -> String? { Self.serviceType.currentAccountID() }
}
