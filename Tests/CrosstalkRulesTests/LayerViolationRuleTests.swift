import CrosstalkFacts
import CrosstalkGraph
import CrosstalkRules
import CrosstalkTestFixtures
import XCTest

/// `layer_violation` on the mini app; the Corpus (Corpus/layer_violation/, with the modular-platform preset) covers the rest.
final class LayerViolationRuleTests: XCTestCase {
    func findings(_ sources: [(String, String)], _ architecture: ArchitectureConfiguration) -> [String] {
        let facts = sources.map { FactExtractor.extract(path: $0.0, bytes: Array($0.1.utf8)) }
        let rule = ConfiguredRule(rule: LayerViolationRule(), severity: .error, options: RuleOptions())
        return LintEngine.run(index: ProjectIndex(files: facts), rules: [rule], architecture: architecture).map { f in
            "\(facts[f.file].path):\(f.location.line): \(f.message)"
        }
    }

    let layers = [
        ArchitectureConfiguration.Layer(name: "host", modules: ["App"]),
        ArchitectureConfiguration.Layer(name: "features", paths: ["Features/**"]),
        ArchitectureConfiguration.Layer(name: "services", types: ["*Store", "FeatureFlags", "APIClient"]),
    ]

    func testSilentWithoutLayers() {
        XCTAssertEqual(findings(miniApp, ArchitectureConfiguration()), [])
        XCTAssertEqual(findings(miniApp, ArchitectureConfiguration(layers: layers)), [])
    }

    func testAllowListReportsEveryOtherMechanismAtEachSite() {
        let config = ArchitectureConfiguration(layers: layers, constraints: [.init(from: "features", to: "host", allow: [.delegate, .closure])])
        XCTAssertEqual(findings(miniApp, config), [
            "App/AppCoordinator.swift:16: combine 'state' from 'ProfileViewModel' (features) to 'AppCoordinator' (host) breaks the architecture: only delegate, closure may flow from features to host",
        ])
    }

    func testForbidWithNegatedSelectorExceptAndMessage() {
        let config = ArchitectureConfiguration(layers: layers, constraints: [
            .init(from: ["*"], to: ["!host"], forbid: [.singleton, .injection], except: ["from:APIClient"], message: "inject services through the initializer"),
        ])
        XCTAssertEqual(findings(miniApp, config), [
            "Features/Profile/ProfileView.swift:4: injection 'session' from 'SessionStore' (services) to 'ProfileView' (features) breaks the architecture: inject services through the initializer",
            "Features/Profile/ProfileView.swift:5: injection 'viewModel' from 'ProfileViewModel' (features) to 'ProfileView' (features) breaks the architecture: inject services through the initializer",
            "Features/Profile/ProfileViewModel.swift:18: singleton 'shared' from 'FeatureFlags' (services) to 'ProfileViewModel' (features) breaks the architecture: inject services through the initializer",
            "Features/Profile/ProfileViewModel.swift:24: singleton 'shared' from 'SessionStore' (services) to 'ProfileViewModel' (features) breaks the architecture: inject services through the initializer",
        ])
    }

    func testFirstMatchingConstraintIsReportedOnce() {
        let config = ArchitectureConfiguration(layers: layers, constraints: [
            .init(from: "services", to: "features", forbid: [.asyncStream]),
            .init(from: "*", to: "*", forbid: [.asyncStream], message: "second"),
        ])
        XCTAssertEqual(findings(miniApp, config), [
            "Features/Profile/ProfileViewModel.swift:24: async_stream 'events()' from 'SessionStore' (services) to 'ProfileViewModel' (features) breaks the architecture: async_stream is forbidden from services to features",
        ])
    }

    func testAmbiguousEdgesAreNotReported() {
        let sources = [
            ("Features/A.swift", "final class AViewModel { @Published var state = 0 }\nfinal class BViewModel { @Published var state = 0 }"),
            ("App/Host.swift", "final class Host { func f(_ m: AnyObject) { m.$state.sink { _ in }.store(in: &bag) } }"),
        ]
        let config = ArchitectureConfiguration(layers: layers, constraints: [.init(from: "features", to: "host", forbid: [.combine])])
        XCTAssertEqual(findings(sources, config), [])
    }
}
