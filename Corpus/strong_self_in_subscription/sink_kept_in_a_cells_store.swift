import Combine
import UIKit

// A sink kept in a cell's store (`.store(in: &cell.observers)`, the cell a local of the data source) is kept by the
// cell, which the data source never holds: its strong self closes no cycle. In self's own store it does.

final class TagCell: UITableViewCell {
    @Published var tag = ""
    var observers = Set<AnyCancellable>()
}

final class TagListDataSource: NSObject, UITableViewDataSource {
    private var selected: [String] = []
    private var observers = Set<AnyCancellable>()
    private let headerCell = TagCell()

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "tag", for: indexPath) as! TagCell
        cell.$tag
            .receive(on: DispatchQueue.main)
            .sink { tag in self.selected.append(tag) }
            .store(in: &cell.observers)
        return cell
    }

    func watchHeader() {
        headerCell.$tag
            .receive(on: DispatchQueue.main)
            .sink { tag in self.selected = [tag] } // expect: strong_self_in_subscription
            .store(in: &headerCell.observers)
    }
}

// A screen owns its table view, which keeps the cell: the cell's store closes a cycle through them.
final class TagListViewController: UITableViewController {
    private var picked: [String] = []

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "tag", for: indexPath) as! TagCell
        cell.$tag
            .receive(on: DispatchQueue.main)
            .sink { tag in self.picked.append(tag) } // expect: strong_self_in_subscription
            .store(in: &cell.observers)
        return cell
    }
}
