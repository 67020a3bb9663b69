import Foundation
import Network

// Handlers whose cycle the code breaks on its own: the handler clears its property or the object holding it, a
// stop method takes it back, or Foundation clears an operation's completion block after running it.

final class ConnectionProbe {
    private let connection: NWConnection

    init(connection: NWConnection) { self.connection = connection }

    func waitUntilReady() async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
            connection.stateUpdateHandler = { state in
                switch state {
                case .ready: continuation.resume(returning: ())
                case let .failed(error): continuation.resume(throwing: error)
                default: return
                }
                self.connection.stateUpdateHandler = nil
            }
            connection.start(queue: .main)
        }
    }

    func watch() {
        connection.pathUpdateHandler = { path in // expect: closure_property_strong_self
            self.log(path)
        }
    }

    func log(_ path: NWPath) {}
}

final class ExportCoordinator {
    private var exportHelper: ExportHelper?

    func export(_ url: URL) {
        exportHelper = ExportHelper()
        exportHelper?.onFinish = { done in
            self.exportHelper = nil
            self.report(done)
        }
        exportHelper?.start(url)
    }

    func share(_ url: URL) {
        let helper = ExportHelper()
        helper.onFinish = { done in // expect: closure_property_strong_self
            self.report(done)
        }
        exportHelper = helper
    }

    func report(_ done: Bool) {}
}

final class ExportHelper {
    var onFinish: ((Bool) -> Void)?
    func start(_ url: URL) { onFinish?(true) }
}

final class TrafficGenerator {
    private let connection: NWConnection

    init(connection: NWConnection) { self.connection = connection }

    func start() {
        connection.stateUpdateHandler = { state in
            self.handle(state)
        }
        connection.start(queue: .global())
    }

    func stop() {
        connection.stateUpdateHandler = { _ in }
        connection.cancel()
    }

    func handle(_ state: NWConnection.State) {}
}

final class ReconnectOperation: Operation {
    var onProgress: ((Double) -> Void)?
    override func main() {}
}

// The controller keeps the running operation (to cancel it), so its own handler holds self until the controller
// lets go of it; the completion block is cleared by Foundation all the same.
final class TunnelController {
    private let queue = OperationQueue()
    private var running: ReconnectOperation?

    func reconnect(completion: @escaping () -> Void) {
        let operation = ReconnectOperation()
        operation.completionBlock = {
            DispatchQueue.main.async { self.didReconnect(); completion() }
        }
        operation.onProgress = { value in // expect: closure_property_strong_self
            self.show(value)
        }
        running = operation
        queue.addOperation(operation)
    }

    func didReconnect() {}
    func show(_ value: Double) {}
}
