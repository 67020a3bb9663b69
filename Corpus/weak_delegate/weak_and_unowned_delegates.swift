/// Told when a recording finishes.
protocol AudioRecorderDelegate: AnyObject {
    func recorderDidFinish(duration: Double)
}

/// The fix: delegates held weakly or unowned.
final class AudioRecorderSession {
    weak var delegate: AudioRecorderDelegate?
    weak var meterDelegate: AudioRecorderDelegate? {
        didSet { print("meter delegate changed") }
    }
    private weak var backupDelegate: AudioRecorderDelegate?
    weak var listener: AudioRecorderDelegate?
    unowned var ownerDelegate: AudioRecorderDelegate
    unowned(unsafe) var fastPathDelegate: AudioRecorderDelegate
    unowned(safe) var checkedDelegate: AudioRecorderDelegate

    init(owner: AudioRecorderDelegate) {
        ownerDelegate = owner
        fastPathDelegate = owner
        checkedDelegate = owner
    }
}
