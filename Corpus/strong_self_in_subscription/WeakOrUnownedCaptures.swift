import Combine
import UIKit

/// Weak and unowned captures break the cycle; `self?` inside a closure nested in a weak one names the weak capture.
final class InboxListViewController: UITableViewController {
    private let inbox: InboxService
    private var observers = Set<AnyCancellable>()

    init(inbox: InboxService) {
        self.inbox = inbox
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        inbox.messages
            .receive(on: DispatchQueue.main)
            .sink { [weak self] _ in self?.tableView.reloadData() }
            .store(in: &observers)

        inbox.unreadCount
            .receive(on: DispatchQueue.main)
            .sink { [unowned self] count in
                navigationItem.title = "Inbox (\(count))"
            }
            .store(in: &observers)

        inbox.syncState
            .receive(on: RunLoop.main)
            .sink { [unowned(safe) self] state in self.refreshControl?.isEnabled = state.isIdle }
            .store(in: &observers)

        inbox.newMessage
            .receive(on: DispatchQueue.main)
            .sink { [weak self] message in
                UIView.animate(withDuration: 0.25) {
                    self?.tableView.scrollToRow(at: IndexPath(row: message.index, section: 0), at: .top, animated: false)
                }
            }
            .store(in: &observers)

        inbox.badge
            .receive(on: DispatchQueue.main)
            .sink { [weak self] badge in
                if let self {
                    self.tabBarItem.badgeValue = badge
                }
            }
            .store(in: &observers)
    }
}
