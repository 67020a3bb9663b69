import Combine
import Foundation

/// A global subject is reachable from the whole module.
let appLifecycleEvents = PassthroughSubject<AppLifecycleEvent, Never>() // expect: subject_exposed

enum AppLifecycleEvent {
    case foreground, background
}

extension AppLifecycleEvent {
    static let lastEvent = CurrentValueSubject<AppLifecycleEvent?, Never>(nil) // expect: subject_exposed
}
