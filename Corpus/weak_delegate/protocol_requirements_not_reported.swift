// Protocol requirements declare no storage.

/// Events of an inline media player.
protocol InlineMediaEventsDelegate: AnyObject {
    func playbackDidStart()
}

/// Anything that hosts an inline media player.
protocol InlineMediaHosting: AnyObject {
    var delegate: InlineMediaEventsDelegate? { get set }
    var analyticsDelegate: InlineMediaEventsDelegate? { get }
}

/// The player itself.
final class InlineMediaPlayer: InlineMediaHosting {
    weak var delegate: InlineMediaEventsDelegate?
    var analyticsDelegate: InlineMediaEventsDelegate? { delegate }
}
