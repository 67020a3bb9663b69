import Foundation

// Because the protocol is not class-bound, `weak` is not even allowed on the property:
// the owner is forced into a strong reference (and weak_delegate reports it).

/// Told when a voice memo finishes recording.
protocol VoiceMemoRecorderDelegate { // expect: class_delegate_protocol
    func recorderDidFinish(url: URL)
}

/// Records voice memos.
final class VoiceMemoRecorder {
    var delegate: VoiceMemoRecorderDelegate? // expect: weak_delegate

    func stop() {
        delegate?.recorderDidFinish(url: URL(fileURLWithPath: "/tmp/memo.m4a"))
    }
}
