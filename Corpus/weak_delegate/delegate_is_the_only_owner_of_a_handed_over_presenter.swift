import UIKit

// The factory makes the presenter and drops its result: the presenter registers itself as the scene's delegate,
// and the scene's strong property is all that keeps it alive. `weak` would free it before the screen loads.
protocol ProfileSceneDelegate {
    func profileSceneDidLoad()
}

final class ProfileViewController: UIViewController {
    private var delegate: ProfileSceneDelegate?

    func setDelegate(_ delegate: ProfileSceneDelegate) {
        self.delegate = delegate
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate?.profileSceneDidLoad()
    }
}

// The view model the presenter keeps, and that keeps the presenter back through a setter of the same name called
// after construction: a cycle, reported.
protocol ProfileViewModelDelegate { // expect: class_delegate_protocol
    func profileChanged()
}

final class ProfileViewModel {
    private var delegate: ProfileViewModelDelegate? // expect: weak_delegate

    func setDelegate(_ delegate: ProfileViewModelDelegate) {
        self.delegate = delegate
    }
}

final class ProfilePresenter: ProfileSceneDelegate, ProfileViewModelDelegate {
    private weak var scene: ProfileViewController?
    private var viewModel: ProfileViewModel?

    init(scene: ProfileViewController) {
        self.scene = scene
        scene.setDelegate(self)
    }

    func profileSceneDidLoad() {
        scene?.title = "Profile"
        let model = ProfileViewModel()
        model.setDelegate(self)
        viewModel = model
    }

    func profileChanged() {}
}

struct ProfileComponentFactory {
    func makeProfileComponent() -> UIViewController {
        let scene = ProfileViewController()
        _ = ProfilePresenter(scene: scene)
        return scene
    }
}

// A delegate the owner's controller adopts is still a back reference: reported.
protocol ProfileHeaderViewDelegate: AnyObject {
    func headerTapped()
}

final class ProfileHeaderView: UIView {
    var delegate: ProfileHeaderViewDelegate? // expect: weak_delegate
}

final class ProfileHeaderController: UIViewController, ProfileHeaderViewDelegate {
    let header = ProfileHeaderView()

    override func viewDidLoad() {
        super.viewDidLoad()
        header.delegate = self
    }

    func headerTapped() {}
}
