// An extension of a class declared in the sources is a reference type, and every #if
// branch is analyzed.

/// State of the hidden debug menu.
final class DebugMenuModel {
    var onReset: (() -> Void)?
    var onExport: (() -> Void)?
}

/// Runs the settings flow.
final class SettingsFlowCoordinator {
    let debugMenu = DebugMenuModel()

    func resetAll() {
        print("resetting everything")
    }
}

extension SettingsFlowCoordinator {
    func attachDebugMenu() {
        #if DEBUG
        debugMenu.onReset = { self.resetAll() } // expect: closure_property_strong_self
        #else
        debugMenu.onReset = { [weak self] in self?.resetAll() }
        #endif
        debugMenu.onExport = { // expect: closure_property_strong_self
            print("exporting from", self)
        }
    }
}
