import Foundation

// `DistributedNotificationCenter`'s `postNotificationName(_:object:userInfo:deliverImmediately:)` posts its first,
// unlabeled argument: a literal name there is a second spelling of what the server observes, and both are reported.

final class InkConfigTool {
    func requestReload() {
        DistributedNotificationCenter.default().postNotificationName(Notification.Name("InkReloadRequested"), object: nil, userInfo: nil, deliverImmediately: true) // expect: notification_name_literal
    }
}

final class InkServer {
    private var tokens: [NSObjectProtocol] = []

    func start() {
        let center = DistributedNotificationCenter.default()
        tokens.append(center.addObserver(forName: Notification.Name("InkReloadRequested"), object: nil, queue: .main) { _ in print("reload") }) // expect: notification_name_literal
    }
}
