import AppKit

// A helper executable's top-level setup function registers its observers once, before the run loop starts.
var isWatching = false

func setupHelperListeners() {
    DistributedNotificationCenter.default().addObserver(forName: .helperStart, object: nil, queue: nil) { _ in
        isWatching = true
    }
}

// Called on every refresh: each call registers once more.
func refreshHelperListeners() {
    DistributedNotificationCenter.default().addObserver(forName: .helperStop, object: nil, queue: nil) { _ in // expect: notification_observer_discarded
        isWatching = false
    }
}

extension Notification.Name {
    static let helperStart = Notification.Name("com.example.helper.start")
    static let helperStop = Notification.Name("com.example.helper.stop")
}
