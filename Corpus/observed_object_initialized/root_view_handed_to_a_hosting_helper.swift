import SwiftUI
import UIKit

// A view handed to a function that hosts its parameter (`host(PreferenceTogglesView(), title:)` with
// `UIHostingController(rootView: view)` inside) is a hosting controller's root view: made once per controller. A
// view the helper never hosts (handed to a plain logging function) stays a child whose object is lost.

final class PreferenceToggles: ObservableObject {
    @Published var compact = false
}

struct PreferenceTogglesView: View {
    @ObservedObject var toggles = PreferenceToggles()
    var body: some View { Toggle("Compact", isOn: $toggles.compact) }
}

final class PreferenceCounter: ObservableObject {
    @Published var count = 0
}

struct PreferenceCounterView: View {
    @ObservedObject var counter = PreferenceCounter() // expect: observed_object_initialized
    var body: some View { Text("\(counter.count)") }
}

final class PreferencesSplitController: UISplitViewController {
    func show() {
        func host<V: View>(_ view: V, title: String) -> UIViewController {
            let hosting = UIHostingController(rootView: view)
            hosting.navigationItem.title = title
            return hosting
        }
        func describe<V: View>(_ view: V) -> String { String(describing: view) }
        showDetailViewController(host(PreferenceTogglesView(), title: "Toggles"), sender: self)
        print(describe(PreferenceCounterView()))
    }
}
