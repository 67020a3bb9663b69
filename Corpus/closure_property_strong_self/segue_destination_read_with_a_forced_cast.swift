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

// A cell the table view (self's) dequeues is kept by that table: read with `as!` from the parameter, it is still
// self's, and a closure on it that holds self is a cycle.
final class NoteCell: UITableViewCell {
    var onToggle: (() -> Void)?
}

final class NoteTableScreen: UITableViewController {
    var expanded = false

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath) as! NoteCell
        cell.onToggle = { self.expanded.toggle() } // expect: closure_property_strong_self
        return cell
    }
}
