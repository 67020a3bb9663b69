import Foundation

protocol TollGateDelegate: AnyObject {
    func gateDidOpen()
}

protocol TollGateControlling {
    func setDelegate(_ delegate: TollGateDelegate?)
}

// A generated mock records the delegate it was handed so a test can inspect it.
final class TollGateControllerMock: TollGateControlling {
    var setDelegateReceivedDelegate: TollGateDelegate?
    var underlyingDelegate: TollGateDelegate!

    func setDelegate(_ delegate: TollGateDelegate?) {
        setDelegateReceivedDelegate = delegate
    }
}

final class TollGateController: TollGateControlling {
    private var delegate: TollGateDelegate? // expect: weak_delegate

    func setDelegate(_ delegate: TollGateDelegate?) {
        self.delegate = delegate
    }
}
