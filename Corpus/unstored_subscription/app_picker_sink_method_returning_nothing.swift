import Combine
import UIKit

// Decision: a `sink(receiveValue:)` that the app's own type declares returning nothing (a picker that keeps the
// subscription in its own cancellables) leaves nothing to store. The receiver's written or constructed type decides;
// Combine's `sink` on a publisher, discarded, is still reported, also beside the app's method.

final class OptionPickerController<Value: Equatable>: UITableViewController {
    @Published private var selected = 0
    private let options: [Value]
    private var observers: Set<AnyCancellable> = []

    init(options: [Value]) {
        self.options = options
        super.init(style: .grouped)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    func sink(receiveValue: @escaping (Value) -> Void) {
        $selected.map { [options] in options[$0] }.sink(receiveValue: receiveValue).store(in: &observers)
    }
}

final class ToneSettingsController: UITableViewController {
    private var tone = 0
    private let volumes = CurrentValueSubject<Int, Never>(3)

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let picker = OptionPickerController<Int>(options: [1, 2, 3])
        picker.sink(receiveValue: { [weak self] value in
            self?.tone = value
        })
        navigationController?.pushViewController(picker, animated: true)
    }

    func logVolumes() {
        let levels = volumes.removeDuplicates()
        levels.sink(receiveValue: { print($0) }) // expect: unstored_subscription
    }
}
