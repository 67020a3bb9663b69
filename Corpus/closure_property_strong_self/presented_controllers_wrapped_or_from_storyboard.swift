import UIKit

// Decision: a presented local controller is no cycle however the code reaches the presentation: the navigation
// wrapper built after the closure is assigned, a controller a storyboard makes, and one given as the target of its
// own cancel button (bar items hold their targets weakly). A controller handed to a keeper that self holds, or a
// timer, which keeps its target, stays reported.

final class ChannelJoinController: UIViewController {
    var onJoin: ((String) -> Void)?
    @objc func cancel() { dismiss(animated: true) }
}

final class ChannelListController: UITableViewController {
    private var refreshTimer: Timer?

    func joinChannel() {
        let joinController = ChannelJoinController()
        joinController.onJoin = { name in
            self.open(name)
        }
        let navigation = UINavigationController(rootViewController: joinController)
        present(navigation, animated: true)
    }

    func joinFromStoryboard() {
        let joinController = storyboard!.instantiateViewController(withIdentifier: "Join") as! ChannelJoinController
        joinController.onJoin = { name in self.open(name) }
        joinController.navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: joinController,
                                                                          action: #selector(ChannelJoinController.cancel))
        present(joinController, animated: true)
    }

    func joinWithRefresh() {
        let timedController = ChannelJoinController()
        timedController.onJoin = { name in self.open(name) } // expect: closure_property_strong_self
        refreshTimer = Timer.scheduledTimer(timeInterval: 5, target: timedController, selector: #selector(ChannelJoinController.cancel),
                                            userInfo: nil, repeats: true)
        present(timedController, animated: true)
    }

    func open(_ name: String) {}
}
