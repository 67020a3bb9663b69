import Foundation
import Network

// Decision: a platform object a method is handed (`accept(_ connection: NWConnection)`, from a listener's callback)
// and only passes to self's own methods that keep none of their parameters (`echo(on:)` reads from it) is never
// self's: Network keeps the connection while it runs and lets it go with its handler, so the handler holding self
// closes no lasting cycle. A method of self that keeps its parameter (`track(_:)` appends it) makes self an owner,
// and the handler is reported.

/// Echoes what each client sends.
final class EchoListener {
    private var listener: NWListener?
    private let queue = DispatchQueue(label: "echo")
    private var tracked: [NWConnection] = []
    private(set) var served = 0

    func start() throws {
        let listener = try NWListener(using: .tcp, on: 9000)
        listener.newConnectionHandler = { [weak self] connection in
            self?.accept(connection)
        }
        listener.start(queue: queue)
        self.listener = listener
    }

    private func accept(_ connection: NWConnection) {
        connection.stateUpdateHandler = { state in
            if case .ready = state { self.echo(on: connection) }
        }
        connection.start(queue: queue)
    }

    func acceptTracked(_ trackedConnection: NWConnection) {
        trackedConnection.stateUpdateHandler = { _ in self.served += 1 } // expect: closure_property_strong_self
        track(trackedConnection)
    }

    private func echo(on connection: NWConnection) {
        served += 1
        connection.receive(minimumIncompleteLength: 1, maximumLength: 1024) { data, _, _, _ in
            connection.send(content: data, completion: .contentProcessed { _ in connection.cancel() })
        }
    }

    private func track(_ connection: NWConnection) {
        tracked.append(connection)
    }
}
