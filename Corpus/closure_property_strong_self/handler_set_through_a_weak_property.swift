// A navigation layer hands the picker's callback to the model it points to weakly: the model owns the layer,
// the layer does not own the model, so the closure keeping the layer closes no cycle. Through a strong property
// the same assignment is a cycle.

final class PickerTracker {
    var onPick: ((String) -> Void)?
    var onCancel: (() -> Void)?
}

final class NavigationModel {
    let picker = PickerTracker()
    var layers: [NavigationLayer] = []
}

final class NavigationLayer {
    weak var model: NavigationModel?
    unowned let root: NavigationModel
    let ownModel = NavigationModel()

    init(root: NavigationModel) {
        self.root = root
    }

    func showPicker() {
        model?.picker.onPick = { name in
            self.open(name)
        }
        self.model?.picker.onCancel = {
            self.close()
        }
        root.picker.onCancel = {
            self.close()
        }
    }

    func showOwnPicker() {
        ownModel.picker.onPick = { name in  // expect: closure_property_strong_self
            self.open(name)
        }
        self.ownModel.picker.onCancel = {  // expect: closure_property_strong_self
            self.close()
        }
    }

    func showUnknownPicker(tracker: PickerTracker) {
        tracker.onCancel = {  // expect: closure_property_strong_self
            self.close()
        }
    }

    func open(_ name: String) {}
    func close() {}
}
