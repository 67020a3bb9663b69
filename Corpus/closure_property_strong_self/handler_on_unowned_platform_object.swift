import Foundation
import Network

final class PrinterDiscovery {
    private var browser: NWBrowser?
    private var found: [String] = []

    func connect(to endpoint: NWEndpoint) {
        // A local connection self never stores or hands on: no cycle closes through self.
        let connection = NWConnection(to: endpoint, using: .tcp)
        connection.stateUpdateHandler = { state in
            if case .ready = state { self.found.append("\(endpoint)") }
        }
        connection.start(queue: .main)
    }

    func browse() {
        // Stored in self: self → browser → handler → self.
        browser = NWBrowser(for: .bonjour(type: "_ipp._tcp", domain: nil), using: .tcp)
        browser?.browseResultsChangedHandler = { results, _ in self.found = results.map { "\($0.endpoint)" } } // expect: closure_property_strong_self
    }

    func keep(_ endpoint: NWEndpoint, in pool: inout [NWConnection]) {
        // Handed on to a pool that may keep it: still reported.
        let pooled = NWConnection(to: endpoint, using: .tcp)
        pooled.stateUpdateHandler = { _ in self.found.removeAll() } // expect: closure_property_strong_self
        pool.append(pooled)
    }
}
