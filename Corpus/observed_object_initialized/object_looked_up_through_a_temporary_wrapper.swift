import SwiftUI

// `ObservedObject(wrappedValue: Injected<Status>().wrappedValue)` reads the instance a dependency container already
// holds through a temporary wrapper: nothing new is made. `ObservedObject(wrappedValue: Status())` makes one.
final class LinkStatusRegistry {
    static let main = LinkStatusRegistry()
    let status = LinkStatus()
}

@propertyWrapper struct LinkInjected<T> {
    let wrappedValue: T
    init() { wrappedValue = LinkStatusRegistry.main.status as! T }
}

final class LinkStatus: ObservableObject {
    @Published var online = true
}

struct LinkBanner: View {
    @ObservedObject private var status: LinkStatus

    init() {
        _status = ObservedObject(wrappedValue: LinkInjected<LinkStatus>().wrappedValue)
    }

    var body: some View { Text(status.online ? "Online" : "Offline") }
}

struct LinkBadge: View {
    @ObservedObject private var status: LinkStatus

    init() {
        _status = ObservedObject(wrappedValue: LinkStatus()) // expect: observed_object_initialized
    }

    var body: some View { Text(status.online ? "On" : "Off") }
}

struct LinkScreen: View {
    var body: some View { VStack { LinkBanner(); LinkBadge() } }
}
