import Combine
import Foundation

// Decision: a `fileprivate` enclosing type or extension hides its members just as `private`
// does (both limit them to this file), so neither is reported.

private final class ReplayBuffer {
    let replays = PassthroughSubject<Int, Never>()
}

fileprivate struct ScrollSignals {
    let offsets = CurrentValueSubject<Double, Never>(0)
}

/// Hub for audio-session interruptions.
final class MediaSessionHub {
    fileprivate let routeChanges = PassthroughSubject<String, Never>()
}

private extension MediaSessionHub {
    static let interruptions = PassthroughSubject<Void, Never>()
}

fileprivate extension MediaSessionHub {
    static let volumeChanges = CurrentValueSubject<Float, Never>(0.5)
}
