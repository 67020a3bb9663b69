import UIKit

// A screen a static maker returns (`static func instantiate() -> Self` of a storyboard protocol) is new: a container
// that sets its factory closure and returns it keeps nothing, so the closure's strong self is what keeps the
// container alive, and no cycle closes. The same screen kept in the container's own property is a cycle.

protocol StoryboardScreen: UIViewController {
    static func instantiate() -> Self
}

extension StoryboardScreen {
    static func instantiate() -> Self {
        UIStoryboard(name: String(describing: self), bundle: nil).instantiateInitialViewController() as! Self
    }
}

final class PaletteEditorViewController: UIViewController, StoryboardScreen {
    var swatchPickerFactory: (() -> UIViewController)?
}

final class PaletteEditorContainer {
    private let swatches = ["red", "blue"]
    private var keptEditor: PaletteEditorViewController?

    func createEditor() -> PaletteEditorViewController {
        let editor = PaletteEditorViewController.instantiate()
        editor.swatchPickerFactory = {
            self.createSwatchPicker()
        }
        return editor
    }

    func keepEditor() {
        let kept = PaletteEditorViewController.instantiate()
        keptEditor = kept
        kept.swatchPickerFactory = { // expect: closure_property_strong_self
            self.createSwatchPicker()
        }
    }

    private func createSwatchPicker() -> UIViewController {
        let picker = UIViewController()
        picker.title = swatches.joined(separator: ",")
        return picker
    }
}

final class PaletteListViewController: UIViewController {
    func openEditor() {
        navigationController?.pushViewController(PaletteEditorContainer().createEditor(), animated: true)
    }
}
