import AppKit
import Combine
import SwiftUI
import LaunchKit

// Decision: the class an `App` installs with `@NSApplicationDelegateAdaptor(ClipAppDelegate.self)` is the application
// delegate, kept from launch to exit, whatever it inherits — here a framework's base application delegate through a
// typealias, which names no delegate protocol the sources can see. A cycle through it frees nothing. The same code
// in a class nothing installs stays reported.

typealias ClipAppDelegateBase = LaunchKitAppDelegate

final class ClipAppDelegate: ClipAppDelegateBase {
    private var observers = Set<AnyCancellable>()
    @Published var isEnabled = false

    override func applicationDidFinishLaunching(_ notification: Notification) {
        $isEnabled
            .sink { enabled in self.toggle(enabled) }
            .store(in: &observers)
        super.applicationDidFinishLaunching(notification)
    }

    func toggle(_ enabled: Bool) {}
}

final class ClipPanelController: ClipAppDelegateBase {
    private var observers = Set<AnyCancellable>()
    @Published var isShown = false

    func bind() {
        $isShown
            .sink { shown in self.toggle(shown) } // expect: strong_self_in_subscription
            .store(in: &observers)
    }

    func toggle(_ shown: Bool) {}
}

@main
struct ClipApp: App {
    @NSApplicationDelegateAdaptor(ClipAppDelegate.self) var appDelegate

    var body: some Scene {
        WindowGroup { Text("Clip") }
    }
}
