import Combine
import SwiftUI

// A window root view's `@StateObject` made and handed straight to a type eraser (`BellViewModel()
// .eraseToAnyBellModel()`) is still that root's store: the eraser keeps the new object for the window's life.
protocol BellModel: ObservableObject {}

final class AnyBellModel: ObservableObject {
    private let wrapped: AnyObject
    init<Model: BellModel>(_ model: Model) { wrapped = model }
}

extension BellModel {
    func eraseToAnyBellModel() -> AnyBellModel { AnyBellModel(self) }
}

final class BellViewModel: BellModel {
    private let rings = PassthroughSubject<String, Never>()
    private var observers = Set<AnyCancellable>()
    @Published var lastRing = ""

    init() {
        rings
            .receive(on: DispatchQueue.main)
            .sink { self.lastRing = $0 }
            .store(in: &observers)
    }
}

struct BellRootView: View {
    @StateObject private var bells = BellViewModel().eraseToAnyBellModel()
    var body: some View { Text("bells") }
}

@main
struct BellApp: App {
    var body: some Scene {
        WindowGroup { BellRootView() }
    }
}
