// Module selectors (SE-0491, `Module::name`) qualify a type, a value, a member or an attribute with the module
// that declares it.

import Combine
import Foundation

/// The application's settings screen model.
@Swift::MainActor
final class SettingsModel: Combine::ObservableObject {
    @Combine::Published var title = ""
    let app: Apps::Application
    let counts: [Swift::String: Swift::Int] = [:]
    var total: Swift::Int {
        @Swift::inline(__always) get { counts.values.reduce(0, +) }
    }

    init(app: Apps::Application) {
        self.app = app
    }

    /// Logs the title through module-qualified calls and members.
    func log() {
        Swift::print("title", title)
        Swift :: print(Swift::Int.max, 1.Swift::description)
        let names = counts.keys.map(Swift::String.init)
        let stamp = Foundation::Date(timeIntervalSince1970: 0)
        Swift::print(names, stamp)
    }
}

/// Stands in for the app module's namespace.
enum Apps {
    /// The running application.
    struct Application {}
}
