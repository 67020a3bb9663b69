import Combine
import SwiftUI

// A SwiftUI view reacting with `.onReceive` has no sink/assign chain; SwiftUI delivers on main.

/// Countdown shown on the lock-screen widget preview.
struct CountdownBadgeView: View {
    let ticks = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    @State private var secondsLeft = 60

    var body: some View {
        Text("\(secondsLeft) s")
            .monospacedDigit()
            .onReceive(ticks) { _ in
                secondsLeft = max(0, secondsLeft - 1)
            }
    }
}
