import SwiftUI

// The view does not own an @ObservedObject: every re-creation of the view builds a new model.

final class ProfileModel: ObservableObject {
    @Published var name = ""
}

final class SearchModel: ObservableObject {
    @Published var query = ""
}

struct ProfileView: View {
    @ObservedObject var model = ProfileModel() // expect: observed_object_initialized
    @ObservedObject private var search: SearchModel = .init() // expect: observed_object_initialized
    @ObservedObject var other = SearchModel.init() // expect: observed_object_initialized

    var body: some View {
        Text(model.name + search.query + other.query)
    }
}
