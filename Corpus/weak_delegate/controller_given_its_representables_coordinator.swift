import AVFoundation
import SwiftUI
import UserNotifications

// A controller a SwiftUI representable makes and hands its `context.coordinator`: SwiftUI keeps the coordinator for
// the representable's life, and a coordinator that keeps only the representable's bindings points back at nothing.
// One that also keeps the controller closes the loop.
final class TicketScanViewController: UIViewController {
    var delegate: AVCaptureMetadataOutputObjectsDelegate?
}

struct TicketScanner: UIViewControllerRepresentable {
    @Binding var code: String

    func makeUIViewController(context: Context) -> TicketScanViewController {
        let controller = TicketScanViewController()
        controller.delegate = context.coordinator
        return controller
    }

    func updateUIViewController(_ controller: TicketScanViewController, context: Context) {}

    func makeCoordinator() -> TicketScanCoordinator { TicketScanCoordinator($code) }
}

final class TicketScanCoordinator: NSObject, AVCaptureMetadataOutputObjectsDelegate {
    @Binding var code: String
    // A flag without a written type holds a `Bool`, read from its literal: no way back to the controller.
    var handled = false
    var attempts = 0
    init(_ code: Binding<String>) { _code = code }
}

final class BoardingPassViewController: UIViewController {
    var delegate: AVCaptureMetadataOutputObjectsDelegate? // expect: weak_delegate
}

struct BoardingPassScanner: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> BoardingPassViewController {
        let controller = BoardingPassViewController()
        controller.delegate = context.coordinator
        context.coordinator.controller = controller
        return controller
    }

    func updateUIViewController(_ controller: BoardingPassViewController, context: Context) {}

    func makeCoordinator() -> BoardingPassCoordinator { BoardingPassCoordinator() }
}

final class BoardingPassCoordinator: NSObject, AVCaptureMetadataOutputObjectsDelegate {
    var controller: BoardingPassViewController?
}

// An unrelated class handing `self` to the delegate of an object whose type the code does not say (a property made
// by a factory call) gives the scanner's delegate nothing: it adopts neither that delegate's protocol nor one
// refining it.
final class TicketReminderScheduler: NSObject, UNUserNotificationCenterDelegate {
    private let center = UNUserNotificationCenter.current()

    override init() {
        super.init()
        center.delegate = self
    }
}
