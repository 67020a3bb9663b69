import Combine
import UIKit

// `assign(to:on: self)` kept in a cell's bag (`.store(in: &cell.observers)`) is kept by the cell, which this data source
// never holds: no cycle. One on a request that finishes after its response (`dataTaskPublisher(for:)`) lets go of
// self then. Kept in self's own store, an endless publisher still closes a cycle.

final class NoteFieldCell: UITableViewCell {
    @Published var text = ""
    var observers = Set<AnyCancellable>()

    override func prepareForReuse() {
        super.prepareForReuse()
        observers.removeAll()
    }
}

final class NoteFormDataSource: NSObject, UITableViewDataSource {
    @Published var title = ""
    @Published var preview = Data()
    private var observers = Set<AnyCancellable>()
    private let edits = PassthroughSubject<String, Never>()

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "field", for: indexPath) as! NoteFieldCell
        cell.$text
            .receive(on: DispatchQueue.main)
            .assign(to: \.title, on: self)
            .store(in: &cell.observers)
        return cell
    }

    func loadPreview(from url: URL) {
        URLSession.shared.dataTaskPublisher(for: url)
            .map(\.data)
            .replaceError(with: Data())
            .receive(on: DispatchQueue.main)
            .assign(to: \.preview, on: self)
            .store(in: &observers)
    }

    func followEdits() {
        edits
            .receive(on: DispatchQueue.main)
            .assign(to: \.title, on: self) // expect: assign_to_self
            .store(in: &observers)
    }
}
