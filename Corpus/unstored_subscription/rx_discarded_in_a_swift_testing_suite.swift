import RxSwift
import Testing

// A Swift Testing file is test code: an undisposed Rx subscription ends with the test.
final class TallyRecorder {
    let events = PublishSubject<Int>()
}

struct TallyRecorderTests {
    @Test func recordsEvents() {
        let recorder = TallyRecorder()
        var last: Int?
        _ = recorder.events.bind { last = $0 }
        recorder.events.onNext(3)
        #expect(last == 3)
    }
}
