import Combine
import SwiftUI

// The store the `App` struct owns lives for the whole run; a namespace of sample values for previews
// (`enum GardenSamples`) that builds another one makes nothing in the app, so the store keeps its exemption. A store
// that app code also builds for a screen is made and dropped, and its cycle is reported.
final class GardenSession: ObservableObject {
    @Published var token: String?
    @Published var isSignedIn = false
    private var observers = Set<AnyCancellable>()

    init() {
        $token
            .sink { self.isSignedIn = $0 != nil }
            .store(in: &observers)
    }
}

final class GardenPlotStore: ObservableObject {
    @Published var plots: [String] = []
    @Published var count = 0
    private var observers = Set<AnyCancellable>()

    init() {
        $plots
            .sink { self.count = $0.count } // expect: strong_self_in_subscription
            .store(in: &observers)
    }
}

@main
struct GardenApp: App {
    @StateObject private var session = GardenSession()
    var body: some Scene {
        WindowGroup { GardenPlotsView(store: GardenPlotStore()).environmentObject(session) }
    }
}

struct GardenPlotsView: View {
    @ObservedObject var store: GardenPlotStore
    var body: some View { Text("\(store.count)") }
}

#if DEBUG
enum GardenSamples {}
extension GardenSamples {
    static var signedInSession: GardenSession = {
        let session = GardenSession()
        session.token = "sample"
        return session
    }()
}
#endif
