import SwiftUI
import Observation

// An @Observable class is owned with @State; nothing here uses @ObservedObject.

@Observable
final class TimerModel {
    var seconds = 0
}

struct TimerView: View {
    @State private var model = TimerModel()
    @Bindable var bound: TimerModel

    var body: some View {
        Text("\(model.seconds + bound.seconds)")
    }
}
