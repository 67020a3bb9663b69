import Combine
import Foundation

// Decision (docs/rules.md): only an `if` that ends in `else` can be an expression. An `if` without a final
// `else` produces no value, so even as the only statement of a closure it is a statement and a chain
// in its branch is discarded. With `else` it may be the closure's value, so the branches count as kept.

/// Starts listening for sync progress once the store is ready.
final class SyncProgressRelay {
    private let progress = PassthroughSubject<Double, Never>()
    private var isReady = false
    private var observers = Set<AnyCancellable>()
    private var current: AnyCancellable?

    func startWhenReady() {
        DispatchQueue.main.async { [weak self] in
            if let self, self.isReady {
                self.progress.sink { print("sync", $0) } // expect: unstored_subscription
            }
        }
    }

    func startEitherWay(verbose: Bool) {
        DispatchQueue.main.async { [weak self] in
            if verbose { print("verbose") } else if let self {
                self.progress.sink { print("sync", $0) } // expect: unstored_subscription
            }
        }
    }

    func restart(verbose: Bool) {
        if verbose {
            print("restarting")
        } else if isReady {
            progress.dropFirst().sink { print("resync", $0) } // expect: unstored_subscription
        } else {
            print("not ready")
        }
    }

    func makeSubscription(verbose: Bool) -> AnyCancellable {
        if verbose {
            progress.sink { print("sync", $0) }
        } else if isReady {
            progress.dropFirst().sink { print("resync", $0) }
        } else {
            progress.removeDuplicates().sink { print("changed", $0) }
        }
    }

    func keepEither(verbose: Bool) {
        let make = { [progress] in
            if verbose { progress.sink { print("sync", $0) } } else { progress.dropFirst().sink { print("resync", $0) } }
        }
        current = make()
    }

    func keepLatest(verbose: Bool) {
        current = if verbose { progress.sink { print("sync", $0) } } else if isReady { progress.dropFirst().sink { print("resync", $0) } } else { nil }
        progress.sink { print("kept", $0) }.store(in: &observers)
    }
}
