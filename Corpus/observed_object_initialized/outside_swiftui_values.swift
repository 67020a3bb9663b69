import AppIntents
import SwiftUI

// Decision: only SwiftUI's own values (views, view modifiers, scenes, the app, directly or through a protocol of
// the sources refining one) are re-created by SwiftUI. An App Intent the system makes for one `perform()` and a
// plain class are not views: their `@ObservedObject` loses nothing, and `@StateObject` would not be installed
// there. A view that adopts `View` through the app's own protocol is still reported.

final class TokenGenerator: ObservableObject {
    @Published var token = ""
    func generate(from secret: String) { token = String(secret.reversed()) }
}

struct CopyTokenIntent: AppIntent {
    static var title: LocalizedStringResource = "Copy token"

    @ObservedObject private var generator = TokenGenerator()

    func perform() async throws -> some IntentResult {
        generator.generate(from: "secret")
        return .result()
    }
}

protocol TokenScreen: View {}

struct TokenBadge: TokenScreen {
    @ObservedObject var generator = TokenGenerator() // expect: observed_object_initialized

    var body: some View {
        Text(generator.token)
    }
}
