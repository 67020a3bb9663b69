import SwiftUI

// A generic model is constructed just the same.

final class Paginator<Item>: ObservableObject {
    @Published var items: [Item] = []
}

struct TagsView: View {
    @ObservedObject var paginator = Paginator<String>() // expect: observed_object_initialized

    var body: some View {
        List(paginator.items, id: \.self) { Text($0) }
    }
}
