import UIKit

// Decision: a view controller held only by a local and then presented or pushed is kept by UIKit while it is on
// screen and let go when it is dismissed or popped; self never keeps it, so its closure holding self closes no
// lasting cycle. The same holds when the local is wrapped in a navigation controller held by a local that is
// presented. Kept by self — as a child, or through a stored navigation controller — it is reported.

/// Edits a playlist's name.
final class PlaylistEditorViewController: UIViewController {
    var onDone: (() -> Void)?
}

/// Shows one song.
final class SongDetailViewController: UIViewController {
    var onDelete: ((String) -> Void)?
}

/// Picks a cover image.
final class CoverPickerViewController: UIViewController {
    var onPick: ((UIImage) -> Void)?
}

/// A playlist and its songs.
final class PlaylistViewController: UITableViewController {
    private var editorNavigation: UINavigationController?

    @objc func editName() {
        let editor = PlaylistEditorViewController()
        let navigation = UINavigationController(rootViewController: editor)
        editor.onDone = {
            self.tableView.reloadData()
        }
        present(navigation, animated: true)
    }

    func openSong(_ id: String) {
        let detail = SongDetailViewController()
        detail.onDelete = { id in self.remove(id) }
        navigationController?.pushViewController(detail, animated: true)
    }

    func embedCoverPicker() {
        let picker = CoverPickerViewController()
        picker.onPick = { image in self.setCover(image) } // expect: closure_property_strong_self
        addChild(picker)
        view.addSubview(picker.view)
        picker.didMove(toParent: self)
    }

    @objc func editNameKeepingTheEditor() {
        let keptEditor = PlaylistEditorViewController()
        let keptNavigation = UINavigationController(rootViewController: keptEditor)
        keptEditor.onDone = { self.tableView.reloadData() } // expect: closure_property_strong_self
        editorNavigation = keptNavigation
        present(keptNavigation, animated: true)
    }

    func remove(_ id: String) {}
    func setCover(_ image: UIImage) {}
}
