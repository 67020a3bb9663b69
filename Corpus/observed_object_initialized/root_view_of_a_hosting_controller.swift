import SwiftUI
import UIKit

// A view whose every construction is the root view of a hosting controller (or one made to be sent a message and
// dropped) is made once per controller: SwiftUI re-creates only the views inside a body, so its @ObservedObject
// default is not lost. The same view also built in
// another view's body is re-created with that body, and loses its object.

final class PlanTipsModel: ObservableObject {
    @Published var tips: [String] = ["small", "large"]
}

struct PlanTipsView: View {
    @ObservedObject var model = PlanTipsModel()
    var body: some View { List(model.tips, id: \.self) { Text($0) } }
}

final class PlanTipsViewController: UIHostingController<AnyView> {
    required init?(coder: NSCoder) {
        super.init(coder: coder, rootView: AnyView(PlanTipsView()))
    }

    func printTips() {
        PlanTipsView().printAll()
    }
}

extension PlanTipsView {
    func printAll() { print(model.tips) }
}

final class PlanBadgeModel: ObservableObject {
    @Published var count = 0
}

struct PlanBadgeView: View {
    @ObservedObject var model = PlanBadgeModel() // expect: observed_object_initialized
    var body: some View { Text("\(model.count)") }
}

final class PlanBadgeHost {
    let controller = UIHostingController(rootView: PlanBadgeView())
}

struct PlanSummaryView: View {
    var body: some View {
        VStack {
            Text("Plan")
            PlanBadgeView()
        }
    }
}
