import SwiftUI

// The owner creates the model once and hands it in; the view only observes.

final class PlayerModel: ObservableObject {
    @Published var isPlaying = false
}

struct PlayerControls: View {
    @ObservedObject private var model: PlayerModel

    init(model: PlayerModel) {
        self.model = model
    }

    var body: some View {
        Button(model.isPlaying ? "Pause" : "Play") { model.isPlaying.toggle() }
    }
}

struct PlayerScreen: View {
    @StateObject private var model = PlayerModel()

    var body: some View {
        PlayerControls(model: model)
    }
}
