// Computed properties (a `get` accessor or a bare body) store nothing.

/// Told when a map overlay is tapped.
protocol MapOverlayDelegate: AnyObject {
    func overlayWasTapped(_ id: String)
}

/// Routes overlay taps.
final class MapOverlayRouter {
    weak var delegate: MapOverlayDelegate?
}

/// Forwards its delegate to the router it owns.
final class MapOverlayController {
    private weak var storedDelegate: MapOverlayDelegate?
    private let router = MapOverlayRouter()

    var delegate: MapOverlayDelegate? {
        get { storedDelegate }
        set { storedDelegate = newValue }
    }

    var routingDelegate: MapOverlayDelegate? { router.delegate }

    var annotationDelegate: MapOverlayDelegate? {
        get { storedDelegate }
    }

    var tapDelegate: MapOverlayDelegate? {
        get { router.delegate }
        set { router.delegate = newValue }
    }
}
