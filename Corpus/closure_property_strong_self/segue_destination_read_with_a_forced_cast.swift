import UIKit

// A segue's destination is kept by UIKit's presentation, not by the screen preparing it: a closure set on it holds
// self only while the destination is shown, whether the destination is read with `as?` or `as!`. The same closure
// set on a screen self keeps in a property is a cycle.
final class NoteDetailScreen: UIViewController {
    var onDelete: ((String) -> Void)?
}

final class NoteListScreen: UIViewController {
    var notes: [String] = []
    private let pinnedDetail = NoteDetailScreen()

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        let detail = segue.destination as! NoteDetailScreen
        detail.onDelete = { id in self.notes.removeAll { $0 == id } }
        pinnedDetail.onDelete = { id in self.notes.removeAll { $0 == id } } // expect: closure_property_strong_self
    }
}
