import SwiftUI

// Loops over a literal, a stride or a local array end; a view's `.task` is cancelled with the view.

final class OnboardingPlayer {
    private var shown: [String] = []

    func play() {
        Task {
            for await step in ["welcome", "sync", "done"].async {
                show(step)
            }
        }
        Task {
            for await page in stride(from: 0, to: 3, by: 1).async {
                show("page \(page)")
            }
        }
        let slides = ["a", "b"]
        Task {
            for await slide in slides.async {
                show(slide)
            }
        }
    }

    func show(_ step: String) {
        shown.append(step)
    }
}

struct ClockView: View {
    @State private var ticks = 0
    let clock: ClockSource

    var body: some View {
        Text("\(ticks)")
            .task {
                for await _ in clock.ticks {
                    ticks += 1
                }
            }
    }
}

final class ClockSource {
    let ticks = AsyncStream<Void> { $0.finish() }
}

extension AsyncSequence {
    var async: Self { self }
}

extension Array {
    var async: AsyncStream<Element> { AsyncStream { $0.finish() } }
}

extension StrideTo {
    var async: AsyncStream<Element> { AsyncStream { $0.finish() } }
}
