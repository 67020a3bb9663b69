import Combine
import Foundation

/// Internal subjects: any caller can `send` (or complete the stream for everyone).
final class PlayerEventsHub {
    let didFinish = PassthroughSubject<Void, Never>() // expect: 9 [subject_exposed] "'didFinish'"
    var progress: CurrentValueSubject<Double, Never> = .init(0) // expect: subject_exposed
    public static let routeChanged = Combine.PassthroughSubject<String, Never>() // expect: subject_exposed
    lazy var volume = CurrentValueSubject<Float, Never>(0.5) // expect: subject_exposed
}
