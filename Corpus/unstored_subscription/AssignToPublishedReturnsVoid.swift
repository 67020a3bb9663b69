import Combine
import Foundation

/// `assign(to: &$property)` returns Void: there is no cancellable to keep.
final class MicrophoneLevelModel: ObservableObject {
    @Published private(set) var level: Float = 0
    @Published private(set) var isClipping = false

    init(meter: AudioMeter) {
        meter.levels.assign(to: &$level)
        meter.levels
            .map { $0 > 0.95 }
            .assign(to: &self.$isClipping)
    }
}
