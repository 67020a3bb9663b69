import UIKit

// A platform name whose constant is in a framework the file does not import has only its literal here: AppKit's
// window notifications in an iPad app running on a Mac, IOBluetooth's power notifications without IOBluetooth.
// Observed once and posted by the system, there is no poster to keep in step. UIKit's names, which this file can
// name through UIKit, and the app's own names are still reported.
final class DeskWindowFocus {
    private var tokens: [NSObjectProtocol] = []
    var onFocusChange: ((Bool) -> Void)?
    var onRadioChange: ((Bool) -> Void)?

    func start() {
        tokens.append(NotificationCenter.default.addObserver(forName: .init("NSWindowDidBecomeMainNotification"), object: nil, queue: .main) { [weak self] _ in
            self?.onFocusChange?(true)
        })
        tokens.append(NotificationCenter.default.addObserver(forName: .init("IOBluetoothHostControllerPoweredOnNotification"), object: nil, queue: .main) { [weak self] _ in
            self?.onRadioChange?(true)
        })
        tokens.append(NotificationCenter.default.addObserver(forName: .init("UIApplicationDidBecomeActiveNotification"), object: nil, queue: .main) { [weak self] _ in // expect: notification_name_literal
            self?.onFocusChange?(true)
        })
    }

    func announce() {
        NotificationCenter.default.post(name: .init("DeskFocusChanged"), object: nil) // expect: notification_name_literal, unmatched_notification
    }
}
