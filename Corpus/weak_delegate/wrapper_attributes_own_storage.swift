import Combine
import SwiftUI
import UIKit

// An attribute outside the non-wrapper list may own the storage (a property wrapper such as
// `@WeakReference` or `@Published`, `@UIApplicationDelegateAdaptor`, or a global actor the
// sources do not declare), so the property is not reported.

/// Stores its value weakly.
@propertyWrapper
struct WeakReference<Value: AnyObject> {
    private weak var storage: Value?

    init(wrappedValue: Value?) {
        storage = wrappedValue
    }

    var wrappedValue: Value? {
        get { storage }
        set { storage = newValue }
    }
}

/// Told when a live activity ends.
protocol LiveActivityDelegate: AnyObject {
    func liveActivityDidEnd(_ id: String)
}

/// Manages lock-screen live activities.
final class LiveActivityManager: ObservableObject {
    @WeakReference var delegate: LiveActivityDelegate?
    @Published var statusDelegate: LiveActivityDelegate?
    @RenderingActor var renderDelegate: LiveActivityDelegate?
}

/// The UIKit app delegate of the concierge app.
final class ConciergeAppDelegate: NSObject, UIApplicationDelegate {}

/// The SwiftUI entry point; the adaptor owns the app delegate.
struct ConciergeApp: App {
    @UIApplicationDelegateAdaptor(ConciergeAppDelegate.self) var appDelegate

    var body: some Scene {
        WindowGroup {
            Text("Concierge")
        }
    }
}
