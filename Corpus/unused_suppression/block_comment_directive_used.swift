// A block-comment directive works like a line comment one.

/// Told when the map region changes.
protocol MapRegionDelegate: AnyObject {
    func regionDidChange()
}

/// Wraps the map view.
final class MapController {
    /* crosstalk:disable:next weak_delegate */
    var regionDelegate: MapRegionDelegate?
}
