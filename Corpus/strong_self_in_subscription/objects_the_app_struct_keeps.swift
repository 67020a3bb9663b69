import Combine
import SwiftUI

// The `App` struct is made once and nothing hands it values: what it stores, and what those objects store in their
// own properties (`self.server = RemoteServer(data: self)`), lives for the whole run, so a cycle there frees
// nothing. A view model a screen makes is not kept so.

final class RemoteServer {
    private let data: AppData
    private var observers = Set<AnyCancellable>()

    init(data: AppData) {
        self.data = data
        data.$machines.sink { machines in
            self.announce(machines)
        }.store(in: &observers)
    }

    func announce(_ machines: [String]) {}
}

final class AppData: ObservableObject {
    @Published var machines: [String] = []
    private var server: RemoteServer?
    private var observers = Set<AnyCancellable>()

    init() {
        $machines.sink { names in
            self.save(names)
        }.store(in: &observers)
        self.server = RemoteServer(data: self)
    }

    func save(_ names: [String]) {}
}

final class MachineListModel: ObservableObject {
    @Published var filter = ""
    private var observers = Set<AnyCancellable>()

    init(data: AppData) {
        data.$machines.sink { machines in  // expect: strong_self_in_subscription
            self.refresh(machines)
        }.store(in: &observers)
    }

    func refresh(_ machines: [String]) {}
}

@main
struct MachinesApp: App {
    let data: AppData

    init() {
        let data = AppData()
        self.data = data
    }

    var body: some Scene {
        WindowGroup {
            MachineList(model: MachineListModel(data: data))
        }
    }
}

struct MachineList: View {
    @ObservedObject var model: MachineListModel

    var body: some View {
        Text(model.filter)
    }
}
