import UIKit

// A VIPER module: the factory builds the presenter in a local and hands it to the view, whose `let` is its only
// owner (the presenter keeps the view weakly). Class-binding the protocol would only invite a `weak` that frees it.
protocol CatalogView: AnyObject {
    func show(items: [String])
}

protocol CatalogViewDelegate {
    func onLoad()
}

final class CatalogPresenter: CatalogViewDelegate {
    weak var view: CatalogView?
    func onLoad() { view?.show(items: []) }
}

final class CatalogViewController: UIViewController, CatalogView {
    private let output: CatalogViewDelegate

    init(output: CatalogViewDelegate) {
        self.output = output
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    func show(items: [String]) {}
}

enum CatalogModule {
    static func make() -> UIViewController {
        let presenter = CatalogPresenter()
        let viewController = CatalogViewController(output: presenter)
        presenter.view = viewController
        return viewController
    }
}
