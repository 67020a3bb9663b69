import Core
import SwiftUI

/// The countdown screen; shared state and theme arrive through the environment.
public struct HarborTimerView: View {
    @ObservedObject var viewModel: HarborTimerViewModel
    @EnvironmentObject var store: HarborStore
    @Environment(HarborTheme.self) var theme

    public var body: some View {
        VStack(spacing: 24) {
            Text(viewModel.greeting)
                .font(theme.usesLargeType ? .largeTitle : .title2)
            Text(Duration.seconds(viewModel.secondsRemaining).formatted(.time(pattern: .minuteSecond)))
                .font(.system(size: 64, weight: .semibold, design: .rounded))
                .monospacedDigit()
            Text("Today: \(store.completedFocusMinutes) min")
                .foregroundStyle(.secondary)
            Button(viewModel.isRunning ? "Focusing…" : "Start") {
                viewModel.start()
            }
            .buttonStyle(.borderedProminent)
            .disabled(viewModel.isRunning)
            Stepper("Length", onIncrement: { viewModel.chooseDuration(minutes: viewModel.secondsRemaining / 60 + 5) },
                    onDecrement: { viewModel.chooseDuration(minutes: viewModel.secondsRemaining / 60 - 5) })
                .disabled(viewModel.isRunning)
        }
        .tint(Color(theme.accentName))
        .padding()
    }
}
