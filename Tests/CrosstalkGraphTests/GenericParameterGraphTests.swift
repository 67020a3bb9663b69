import CrosstalkGraph
import CrosstalkTestFixtures
import XCTest

/// A generic parameter names whatever type the user supplies, never a declared type of the same name: it resolves
/// through its constraint when that names a class or protocol of the sources, else not at all (docs/graph.md,
/// "Generic parameters").
final class GenericParameterGraphTests: XCTestCase {
    func edges(_ g: CommunicationGraph) -> [String] {
        g.edges.map { "\(g.nodes[$0.from].id) -\($0.mechanism.rawValue):\($0.member)\($0.ambiguous ? "?" : "")-> \(g.nodes[$0.to].id)" }.sorted()
    }

    func testATypesGenericParameterIsNotAnUnrelatedTypeOfThatName() {
        let g = graph([("Views.swift", """
        import SwiftUI
        class SettingsObservable<T>: ObservableObject {
            @Published var value: T
            init(value: T) { self.value = value }
        }
        final class DAITAViewModel: SettingsObservable<Bool> {}
        enum RelayFilter {
            final class ViewModel: ObservableObject { @Published var on = false }
        }
        final class ViewModel: ObservableObject { @Published var count = 0 }
        struct DAITASettingsView<ViewModel>: View where ViewModel: SettingsObservable<Bool> {
            @StateObject var tunnelViewModel: ViewModel
            var body: some View { Toggle("DAITA", isOn: $tunnelViewModel.value) }
        }
        struct CounterView<Model>: View {
            @ObservedObject var model: Model
            var body: some View { EmptyView() }
            struct Row: View {
                @ObservedObject var model: ViewModel
                var body: some View { EmptyView() }
            }
        }
        struct UnconstrainedView<ViewModel>: View {
            @ObservedObject var model: ViewModel
            var body: some View { EmptyView() }
        }
        """)])
        let found = edges(g)
        XCTAssertTrue(found.contains("SettingsObservable -injection:tunnelViewModel-> DAITASettingsView"), "\(found)")
        XCTAssertFalse(found.contains { $0.hasPrefix("RelayFilter.ViewModel ") }, "\(found)")
        // Unconstrained, the parameter resolves to nothing; a name no enclosing type declares as a parameter resolves as usual.
        XCTAssertFalse(found.contains { $0.hasSuffix("-> UnconstrainedView") }, "\(found)")
        XCTAssertTrue(found.contains("ViewModel -injection:model-> CounterView.Row"), "\(found)")
    }

    func testAMethodsGenericParameterResolvesThroughItsConstraint() {
        let g = graph([("A.swift", """
        import Combine
        protocol ProfileModel: AnyObject { var namePublisher: AnyPublisher<String, Never> { get } }
        final class Model { let namePublisher = PassthroughSubject<String, Never>() }
        final class ProfileViewController {
            private var bag = Set<AnyCancellable>()
            func bind<Model: ProfileModel>(to model: Model) {
                model.namePublisher.sink { _ in }.store(in: &bag)
            }
            func show<Model>(_ model: Model) {}
        }
        """)])
        XCTAssertEqual(edges(g), ["ProfileModel -combine:namePublisher-> ProfileViewController"])
    }

    /// A typed scene (`static let settings = SceneType<SettingsViewController>(…)`, SwiftGen's shape) hands out the
    /// type argument its `instantiate() -> T` stands for: the delegate edge comes from that screen alone, not from
    /// every type with a `delegate` the assigner could serve.
    func testAGenericFactoryHandsOutItsTypeArgument() {
        let g = graph([("Scenes.swift", """
        import UIKit
        struct SceneType<T: UIViewController> {
            let identifier: String
            func instantiate() -> T { fatalError() }
        }
        enum Scenes {
            static let settings = SceneType<SettingsViewController>(identifier: "Settings")
        }
        protocol SettingsViewControllerDelegate: AnyObject { func settingsDidClose() }
        final class SettingsViewController: UIViewController {
            weak var delegate: SettingsViewControllerDelegate?
        }
        protocol WelcomeFlowDelegate: AnyObject { func welcomeFlowDidFinish() }
        final class WelcomeFlow {
            weak var delegate: WelcomeFlowDelegate?
        }
        final class RootCoordinator: SettingsViewControllerDelegate, WelcomeFlowDelegate {
            func showSettings() {
                let vc = Scenes.settings.instantiate()
                vc.delegate = self
            }
            func settingsDidClose() {}
            func welcomeFlowDidFinish() {}
        }
        """)])
        XCTAssertEqual(edges(g), ["SettingsViewController -delegate:delegate-> RootCoordinator"])
    }
}
