import Combine
import UIKit

/// URLSession publishers deliver on a background queue; UIKit must be touched on main.
final class PodcastDetailViewController: UIViewController {
    private let api: PodcastAPI
    private var observers = Set<AnyCancellable>()
    private let summaryLabel = UILabel()

    init(api: PodcastAPI) {
        self.api = api
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        api.podcastDetails()
            .map(\.summary)
            .replaceError(with: "")
            .sink { [weak self] summary in self?.summaryLabel.text = summary } // expect: 14 [receive_on_main] "'sink' in UI type 'PodcastDetailViewController'"
            .store(in: &observers)

        api.artwork()
            .replaceError(with: nil)
            .assign(to: \.image, on: artworkView) // expect: receive_on_main
            .store(in: &observers)
    }

    private let artworkView = UIImageView()
}
