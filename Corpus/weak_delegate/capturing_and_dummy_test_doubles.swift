import UIKit

// `Capturing…` and `Dummy…` name test doubles too: they keep the delegate they are given for a test to read.
protocol LedgerSceneDelegate: AnyObject {
    func ledgerSceneDidLoad()
}

final class CapturingLedgerScene {
    var delegate: LedgerSceneDelegate?
}

final class DummyLedgerScene {
    var sceneDelegate: LedgerSceneDelegate?
}
