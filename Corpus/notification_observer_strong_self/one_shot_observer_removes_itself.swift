import Foundation

// A one-shot observer captures its own token, or removes the token a property keeps, to remove itself on the first
// notification: the center then drops the block and the self it holds. Capturing something else does not make an
// observer one-shot.

extension Notification.Name {
    static let databaseDidStart = Notification.Name("databaseDidStart")
    static let sessionDidChange = Notification.Name("sessionDidChange")
    static let catalogDidLoad = Notification.Name("catalogDidLoad")
}

final class DeepLinkHandler {
    private var pending: [URL] = []
    private var sessionToken: NSObjectProtocol?
    private var catalogToken: NSObjectProtocol?
    private var isCatalogLoaded = false

    func handleWhenReady(_ url: URL) {
        var observer: NSObjectProtocol?
        observer = NotificationCenter.default.addObserver(forName: .databaseDidStart, object: nil, queue: .main) { [weak observer] _ in
            observer.map { NotificationCenter.default.removeObserver($0) }
            self.open(url)
        }
    }

    func waitForCatalog() {
        catalogToken = NotificationCenter.default.addObserver(forName: .catalogDidLoad, object: nil, queue: .main) { _ in
            self.isCatalogLoaded = true
            NotificationCenter.default.removeObserver(self.catalogToken as Any)
        }
    }

    func followSession(center: NotificationCenter) {
        let formatter = ISO8601DateFormatter()
        sessionToken = center.addObserver(forName: .sessionDidChange, object: nil, queue: .main) { [formatter] _ in  // expect: notification_observer_strong_self
            self.pending.removeAll()
            print(formatter.string(from: Date()))
        }
    }

    func open(_ url: URL) {
        pending.append(url)
        NotificationCenter.default.post(name: .databaseDidStart, object: nil)
        NotificationCenter.default.post(name: .sessionDidChange, object: nil)
        NotificationCenter.default.post(name: .catalogDidLoad, object: nil)
    }
}
