import Foundation
import Network

// Decision: a handler set on an object self keeps is let go when another member of the type lets go of that object
// (`func stopMonitor() { monitor?.cancel(); monitor = nil }`), also when the handler was set on a local the same
// member then stores there (`let m = NWPathMonitor(); monitor = m; m.pathUpdateHandler = { … }`): the type's own
// teardown breaks the cycle, as documented for taking the handler back with `nil`. A `stop` that only cancels keeps
// the object, its handler and self, and stays reported.

final class ReachabilityWatcher {
    private var monitor: NWPathMonitor?
    private var isOnline = false

    func startMonitor() {
        let pathMonitor = NWPathMonitor()
        monitor = pathMonitor
        pathMonitor.pathUpdateHandler = { path in
            self.isOnline = path.status == .satisfied
        }
        pathMonitor.start(queue: .global())
    }

    func stopMonitor() {
        monitor?.cancel()
        monitor = nil
    }
}

final class InterfaceWatcher {
    private let monitor = NWPathMonitor()
    private var interfaces: [String] = []

    func start() {
        monitor.pathUpdateHandler = { path in // expect: closure_property_strong_self
            self.interfaces = path.availableInterfaces.map(\.name)
        }
        monitor.start(queue: .global())
    }

    func stop() {
        monitor.cancel()
    }
}
