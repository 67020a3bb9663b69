import Foundation

// A process-lifetime hub makes one service per listed type (`kinds.map { $0.init(link: self) }`, the protocol
// requiring that init) and keeps them: the services live for the run, and their loops free nothing. The same list in
// an object made per screen makes services that go with it: still reported.

protocol PeerLink: AnyObject {
    func messages(of kind: String) -> AsyncStream<String>
}

protocol PeerService: AnyObject {
    init(link: PeerLink)
    func start()
}

final class PeerHub: PeerLink {
    static let main = PeerHub()
    let kinds: [PeerService.Type] = [EchoPeerService.self]
    var running: [PeerService] = []

    private init() {}

    func start() {
        running = kinds.map { $0.init(link: self) }
        running.forEach { $0.start() }
    }

    func messages(of kind: String) -> AsyncStream<String> { AsyncStream { _ in } }
}

final class EchoPeerService: PeerService {
    let link: PeerLink
    init(link: PeerLink) { self.link = link }

    func start() {
        Task {
            for await text in link.messages(of: "echo") {
                reply(text)
            }
        }
    }

    private func reply(_ text: String) { print(text) }
}

final class ScreenPeerSession: PeerLink {
    let kinds: [PeerService.Type] = [ChatPeerService.self]
    var running: [PeerService] = []

    func start() {
        running = kinds.map { $0.init(link: self) }
    }

    func messages(of kind: String) -> AsyncStream<String> { AsyncStream { _ in } }
}

final class ChatPeerService: PeerService {
    let link: PeerLink
    init(link: PeerLink) { self.link = link }

    func start() {
        Task { // expect: async_loop_strong_self
            for await text in link.messages(of: "chat") {
                show(text)
            }
        }
    }

    private func show(_ text: String) { print(text) }
}

final class PeerScreen {
    let session = ScreenPeerSession()
}
