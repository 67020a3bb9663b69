import Combine
import Foundation

// Decision: a branch of an `if`/`switch` *statement* is an ordinary statement, so a chain
// there is an expression statement (discarded). An `if` *expression* keeps its branch values
// only when the expression itself is kept; `_ = if …` discards it, so both branches are reported.

/// Prints reachability changes while debugging network issues.
final class NetworkReachabilityLogger {
    enum ReachabilityLogMode { case quiet, verbose, changesOnly }

    private let status: AnyPublisher<Bool, Never>

    init(status: AnyPublisher<Bool, Never>) {
        self.status = status
    }

    func configure(verbose: Bool) {
        if verbose {
            status.sink { print("reachable:", $0) } // expect: unstored_subscription
        } else {
            status.removeDuplicates().sink { print("changed:", $0) } // expect: unstored_subscription
        }
    }

    func configure(mode: ReachabilityLogMode) {
        switch mode {
        case .quiet:
            break
        case .verbose:
            status.sink { print("status:", $0) } // expect: unstored_subscription
        case .changesOnly:
            status.dropFirst().sink { print("status changed:", $0) } // expect: unstored_subscription
        }
    }

    func configureOnce(verbose: Bool) {
        _ = if verbose {
            status.sink { print("reachable once:", $0) } // expect: unstored_subscription
        } else {
            status.dropFirst().sink { print("changed once:", $0) } // expect: unstored_subscription
        }
    }
}
