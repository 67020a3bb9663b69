import Foundation

// A launch self-check observes a name, posts it a few lines below and removes the observer: every spelling of the
// name is in that one function, side by side, and a mismatch fails the check itself. A literal posted in one method
// and observed in another can drift apart unnoticed: reported.

final class DeliveryProbe {
    func runSelfCheck() {
        let token = NotificationCenter.default.addObserver(forName: Notification.Name("DELIVERY_PROBE_PING"), object: nil, queue: .main) { _ in
            print("local delivery works")
        }
        NotificationCenter.default.post(name: Notification.Name("DELIVERY_PROBE_PING"), object: nil)
        NotificationCenter.default.removeObserver(token)
    }

    private var pongToken: NSObjectProtocol?

    func listenForPong() {
        pongToken = NotificationCenter.default.addObserver(forName: Notification.Name("DELIVERY_PROBE_PONG"), object: nil, queue: .main) { _ in // expect: notification_name_literal
            print("pong")
        }
    }

    func sendPong() {
        NotificationCenter.default.post(name: Notification.Name("DELIVERY_PROBE_PONG"), object: nil) // expect: notification_name_literal
    }
}
