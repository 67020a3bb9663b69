// The only owner of a delegate handed to a singleton: `weak` would free it before the first message.

class TunnelProviderDelegate {
    func handleMessage(_ data: [UInt8]) {}
}

final class SimulatorTunnelProvider {
    static let shared = SimulatorTunnelProvider()
    var delegate: TunnelProviderDelegate!
    private init() {}

    func handleMessage(_ data: [UInt8]) { delegate.handleMessage(data) }
}

final class SimulatorTunnelHost: TunnelProviderDelegate {}

final class SimulatorSetup {
    func install() {
        let host = SimulatorTunnelHost()
        SimulatorTunnelProvider.shared.delegate = host
    }
}

final class PacketRouter {
    static let shared = PacketRouter()
    var delegate: TunnelProviderDelegate? // expect: weak_delegate
    private init() {}
}

final class RouterClient: TunnelProviderDelegate {
    func attach() {
        PacketRouter.shared.delegate = self
    }
}
