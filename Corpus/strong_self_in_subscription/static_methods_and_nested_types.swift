import Combine
import Foundation

// Code in static/class methods and in nested type declarations has no instance self of the
// enclosing class, so `self` there never counts.

/// Records app-launch milestones.
class LaunchMetrics {
    private static var observers = Set<AnyCancellable>()

    private static func record(_ event: String) {
        print("launch:", event)
    }

    static func observe(_ milestones: AnyPublisher<String, Never>) {
        milestones
            .sink { event in self.record(event) }
            .store(in: &observers)
    }

    class func observeWarmStarts(_ starts: AnyPublisher<Date, Never>) {
        starts
            .map { self.describe($0) }
            .sink { print($0) }
            .store(in: &observers)
    }

    class func describe(_ date: Date) -> String {
        "warm start at \(date)"
    }

    /// A value type nested in the class: its `self` is the struct, not a LaunchMetrics.
    struct LaunchMilestoneFormatter {
        let prefix: String

        func subscribe(_ milestones: AnyPublisher<String, Never>) -> AnyCancellable {
            milestones
                .map { self.prefix + $0 }
                .sink { text in print(self.prefix.count, text) }
        }
    }

    /// A nested enum namespace with static helpers.
    enum LaunchPhase {
        static func track(_ phases: AnyPublisher<String, Never>) -> AnyCancellable {
            phases.sink { print(self, $0) }
        }
    }
}
