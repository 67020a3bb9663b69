import CrosstalkGraph
import CrosstalkTestFixtures
import XCTest

/// A dependency container builds services from other services: it is not the receiver of what it resolves
/// (docs/graph.md, "injection").
final class ContainerCompositionTests: XCTestCase {
    func edges(_ g: CommunicationGraph) -> [String] {
        g.edges.map { "\(g.nodes[$0.from].id) -\($0.mechanism.rawValue):\($0.member)\($0.ambiguous ? "?" : "")-> \(g.nodes[$0.to].id)" }.sorted()
    }

    static let services = """
    import FactoryKit
    protocol UserDefaultsServicing { func string(_ key: String) -> String? }
    final class UserDefaultsService: UserDefaultsServicing { func string(_ key: String) -> String? { nil } }
    protocol SettingsRepositoryProtocol { func theme() -> String }
    final class SettingsRepository: SettingsRepositoryProtocol {
        private let defaults: any UserDefaultsServicing
        init(defaults: any UserDefaultsServicing) { self.defaults = defaults }
        func theme() -> String { defaults.string("theme") ?? "light" }
    }
    final class ServiceContainer: SharedContainer {
        static let shared = ServiceContainer()
        let manager = ContainerManager()
        var defaults: Factory<any UserDefaultsServicing> { self { UserDefaultsService() }.singleton }
    }

    """

    func testAFactoryContainerBuildingAServiceIsNotItsReceiver() {
        let g = graph([("A.swift", Self.services + """
        final class RepositoryContainer: SharedContainer {
            static let shared = RepositoryContainer()
            let manager = ContainerManager()
            var settingsRepository: Factory<any SettingsRepositoryProtocol> {
                self { SettingsRepository(defaults: ServiceContainer.shared.defaults()) }
            }
        }
        final class SettingsViewModel {
            func load() -> String { RepositoryContainer.shared.settingsRepository().theme() }
        }
        """)])
        let found = edges(g)
        XCTAssertFalse(found.contains { $0.hasSuffix("-> RepositoryContainer") && $0.contains("-injection:") }, "\(found)")
        XCTAssertTrue(found.contains("UserDefaultsServicing -injection:defaults-> SettingsRepository"), "\(found)")
        // A type that is no container still receives what it resolves.
        XCTAssertTrue(found.contains("SettingsRepositoryProtocol -injection:settingsRepository-> SettingsViewModel"), "\(found)")
    }

    func testAForwardingAccessorOfAContainerIsNotInjection() {
        let g = graph([("A.swift", Self.services + """
        final class RepositoryContainer {
            var settingsRepository: Factory<any SettingsRepositoryProtocol> {
                Factory(self) { SettingsRepository(defaults: self.defaults) }
            }
        }
        private extension RepositoryContainer {
            var defaults: any UserDefaultsServicing { ServiceContainer.shared.defaults() }
        }
        """)])
        let found = edges(g)
        XCTAssertFalse(found.contains { $0.hasSuffix("-> RepositoryContainer") && $0.contains("-injection:") }, "\(found)")
    }

    func testASwinjectAssemblyResolvingDependenciesIsNotTheirReceiver() {
        let g = graph([("A.swift", """
        import Swinject
        protocol APIClient { func get() }
        final class RemoteAPIClient: APIClient { func get() {} }
        final class FeedRepository {
            let api: APIClient
            init(api: APIClient) { self.api = api }
        }
        final class FeedAssembly: Assembly {
            func assemble(container: Container) {
                container.register(APIClient.self) { _ in RemoteAPIClient() }
                container.register(FeedRepository.self) { r in FeedRepository(api: r.resolve(APIClient.self)!) }
            }
        }
        """)])
        XCTAssertEqual(edges(g), ["APIClient -injection:api-> FeedRepository"])
    }
}
