import SwiftUI
import WatchKit

// A watch app's `WKHostingController` builds its root view in `body`: made once per controller, like a hosting
// controller's `rootView:`, so the view's @ObservedObject default is not lost. A view the body builds inside
// another view is re-created with it, and loses its object.

final class WristListModel: ObservableObject {
    @Published var items: [String] = []
}

struct WristListView: View {
    @ObservedObject private var model = WristListModel()
    var body: some View { List(model.items, id: \.self) { Text($0) } }
}

final class WristListHostingController: WKHostingController<WristListView> {
    override var body: WristListView { WristListView() }
}

final class WristBadgeModel: ObservableObject {
    @Published var count = 0
}

struct WristBadgeView: View {
    @ObservedObject private var model = WristBadgeModel() // expect: observed_object_initialized
    var body: some View { Text("\(model.count)") }
}

struct WristSummaryView: View {
    var body: some View { VStack { WristBadgeView() } }
}

final class WristSummaryHostingController: WKHostingController<WristSummaryView> {
    override var body: WristSummaryView { WristSummaryView() }
}
