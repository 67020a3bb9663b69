import SwiftUI

// A test case holds its model for the whole test and no SwiftUI parent re-creates it; a view still must not.

final class ScoreModel: ObservableObject {
    @Published var points = 0
}

final class ScoreModelSpy {
    @ObservedObject var model = ScoreModel()
}

struct ScoreBadge: View {
    @ObservedObject var model = ScoreModel() // expect: observed_object_initialized

    var body: some View {
        Text("\(model.points)")
    }
}
