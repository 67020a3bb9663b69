import SwiftUI
import UIKit

// A hosting controller's root view is made once per controller also when a modifier wraps it
// (`DeviceListView().environmentObject(settings)`) or a local holds it first: its @ObservedObject default is not
// lost. The same view also built inside another view's body still is.

final class DeviceListModel: ObservableObject {
    @Published var names: [String] = []
}

final class DeviceSettings: ObservableObject {
    @Published var enabled = false
}

struct DeviceListView: View {
    @EnvironmentObject private var settings: DeviceSettings
    @ObservedObject private var model = DeviceListModel()
    var body: some View { List(model.names, id: \.self) { Text($0) } }
}

final class DeviceSettingsCoordinator {
    let settings = DeviceSettings()
    let navigation = UINavigationController()

    func showDevices() {
        let host = UIHostingController(rootView: DeviceListView().environmentObject(settings))
        navigation.pushViewController(host, animated: true)
    }

    func showDevicesAgain() {
        let rootView = DeviceListView().environmentObject(settings)
        navigation.pushViewController(UIHostingController(rootView: rootView), animated: true)
    }
}

final class DeviceBadgeModel: ObservableObject {
    @Published var count = 0
}

struct DeviceBadgeView: View {
    @ObservedObject private var model = DeviceBadgeModel() // expect: observed_object_initialized
    var body: some View { Text("\(model.count)") }
}

struct DeviceSummaryView: View {
    var body: some View { VStack { DeviceBadgeView().padding() } }
}

final class DeviceBadgeCoordinator {
    let navigation = UINavigationController()

    func showBadge() {
        let rootView = DeviceBadgeView().padding()
        navigation.pushViewController(UIHostingController(rootView: rootView), animated: true)
    }
}
