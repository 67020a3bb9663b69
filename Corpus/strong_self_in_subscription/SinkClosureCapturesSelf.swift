import Combine
import UIKit

/// Profile screen: the classic cycle — self owns `observers`, the sink closure owns self.
final class ProfileHeaderViewController: UIViewController {
    private let userService: UserService
    private var observers = Set<AnyCancellable>()
    private let nameLabel = UILabel()

    init(userService: UserService) {
        self.userService = userService
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        userService.currentUser
            .receive(on: DispatchQueue.main)
            .sink { user in // expect: strong_self_in_subscription
                self.nameLabel.text = user.displayName
            }
            .store(in: &observers)

        userService.avatar
            .receive(on: DispatchQueue.main)
            .sink { [self] image in // expect: 19 [strong_self_in_subscription] "closure passed to 'sink'"
                title = image == nil ? "No avatar" : nil
            }
            .store(in: &observers)

        userService.followerCount
            .receive(on: DispatchQueue.main)
            .sink { [counter = self] count in // expect: strong_self_in_subscription
                counter.navigationItem.prompt = "\(count) followers"
            }
            .store(in: &observers)

        userService.isBlocked
            .receive(on: DispatchQueue.main)
            .sink(receiveCompletion: { _ in }, // non-capturing completion: fine
                  receiveValue: { blocked in super.setEditing(!blocked, animated: true) }) // a completion handler: the subscription ends when the publisher finishes
            .store(in: &observers)
    }
}
