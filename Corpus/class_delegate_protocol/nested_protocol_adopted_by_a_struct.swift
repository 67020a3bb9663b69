// A nested delegate protocol that a struct adopts by its qualified name: `AnyObject` would not compile, and a
// `weak` property of it neither. One that only classes adopt should be class-bound.

final class NetworkManager {
    protocol Delegate {
        func didConnect()
    }

    protocol ListDelegate { // expect: class_delegate_protocol
        func didReload()
    }

    var delegate: Delegate?
    var listDelegate: ListDelegate? // expect: weak_delegate
}

struct NetworkManagerDelegate: NetworkManager.Delegate {
    func didConnect() {}
}

final class ConnectionList: NetworkManager.ListDelegate {
    func didReload() {}
}
