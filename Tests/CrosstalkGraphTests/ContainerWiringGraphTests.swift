import CrosstalkFacts
import CrosstalkGraph
import CrosstalkTestFixtures
import XCTest

/// Dependency containers in the graph: registrations say which type a protocol stands for, and a container's
/// service can be the root of a Combine chain (docs/graph.md, "Wiring").
final class ContainerWiringGraphTests: XCTestCase {
    func edges(_ g: CommunicationGraph) -> [String] {
        g.edges.map { "\(g.nodes[$0.from].id) -\($0.mechanism.rawValue):\($0.member)\($0.ambiguous ? "?" : "")-> \(g.nodes[$0.to].id)" }.sorted()
    }

    func testFactoryServiceAsTheRootOfACombineChainIsAnEdgeFromTheService() {
        let g = graph([("A.swift", """
        import Combine
        import Factory
        final class SessionService {
            @Published var user = ""
            let events = PassthroughSubject<Int, Never>()
            func updates() -> AnyPublisher<Int, Never> { events.eraseToAnyPublisher() }
        }
        final class InboxService {
            @Published var unread = 0
        }
        extension Container {
            var session: Factory<SessionService> { self { SessionService() } }
            var inbox: Factory<InboxService> { self { InboxService() } }
        }
        final class ProfileViewModel {
            @Injected(\\.inbox) private var inbox
            private var bag = Set<AnyCancellable>()
            func start() {
                Container.shared.session().$user.sink { _ in }.store(in: &bag)
                Container.shared.session().updates().map { $0 }.sink { _ in }.store(in: &bag)
                inbox.$unread.sink { _ in }.store(in: &bag)
            }
        }
        """)])
        let found = edges(g)
        XCTAssertTrue(found.contains("SessionService -combine:user-> ProfileViewModel"), "\(found)")
        XCTAssertTrue(found.contains("SessionService -combine:updates()-> ProfileViewModel"), "\(found)")
        // The untyped `@Injected(\.inbox)` property holds what the registration makes: a definite edge, no name guess.
        XCTAssertTrue(found.contains("InboxService -combine:unread-> ProfileViewModel"), "\(found)")
    }

    func testContainerRegistrationsNameTheImplementationBehindAProtocol() {
        let g = graph([
            ("Domain/UseCase.swift", """
            public protocol NoticeRepositoryInterface { func fetch() }
            public final class DefaultNoticeUseCase {
                private let repository: NoticeRepositoryInterface
                public init(repository: NoticeRepositoryInterface) { self.repository = repository }
            }
            """),
            ("Data/NoticeRepository.swift", """
            public final class NoticeRepository: NoticeRepositoryInterface {
                public init() {}
                public func fetch() {}
            }
            """),
            ("App/RegisterDependencies.swift", """
            final class AppDelegate {
                func registerDependencies(container: DIContainer) {
                    container.register(interface: NoticeRepositoryInterface.self, implement: { NoticeRepository() })
                }
            }
            """),
            ("Presentation/NoticeBuilder.swift", """
            final class NoticeBuilder {
                @Injected var repository: NoticeRepositoryInterface
                func makeUseCase() -> DefaultNoticeUseCase { DefaultNoticeUseCase(repository: repository) }
            }
            """),
        ])
        let found = edges(g)
        XCTAssertTrue(found.contains("NoticeRepository -injection:repository-> DefaultNoticeUseCase"), "\(found)")
        XCTAssertTrue(found.contains("NoticeRepository -injection:repository-> NoticeBuilder"), "\(found)")
        XCTAssertFalse(found.contains { $0.hasPrefix("NoticeRepositoryInterface ") }, "\(found)")
        // The edge shows where the implementation arrives: the store in the initializer and the construction.
        let edge = g.edges.first { g.nodes[$0.from].id == "NoticeRepository" && g.nodes[$0.to].id == "DefaultNoticeUseCase" }
        XCTAssertEqual(edge?.sites.map { "\($0.file):\($0.location.line)" }.sorted(),
                       ["Domain/UseCase.swift:4", "Presentation/NoticeBuilder.swift:3"])
    }

    func testSwinjectRegistrationWithAScopeAndResolve() {
        let g = graph([("A.swift", """
        import Swinject
        protocol WeatherService { func today() }
        final class RemoteWeatherService: WeatherService { func today() {} }
        final class WeatherViewModel {
            private let service = Assembler.shared.resolver.resolve(WeatherService.self)
        }
        final class WeatherAssembly {
            func assemble(container: Container) {
                container.register(WeatherService.self) { _ in
                    return RemoteWeatherService()
                }.inObjectScope(.container)
            }
        }
        """)])
        XCTAssertEqual(edges(g), ["RemoteWeatherService -injection:resolve-> WeatherViewModel"])
    }

    /// A demo target registering a test double (`MockWeatherService`) gives the app no implementation: the protocol
    /// stays the service.
    func testARegisteredTestDoubleIsNoImplementation() {
        let g = graph([("A.swift", """
        import Swinject
        protocol WeatherService { func today() }
        final class MockWeatherService: WeatherService { func today() {} }
        final class WeatherViewModel {
            private let service = Assembler.shared.resolver.resolve(WeatherService.self)
        }
        final class DemoAssembly {
            func assemble(container: Container) {
                container.register(WeatherService.self) { _ in MockWeatherService() }
            }
        }
        """)])
        XCTAssertEqual(edges(g), ["WeatherService -injection:resolve-> WeatherViewModel"])
    }

    func testAPlainClassRegisteringServicesHandsWhatItResolvesToWhatItBuilds() {
        let g = graph([("Injection.swift", """
        import Swinject
        protocol SettingsRepository: AnyObject { func value() -> Int }
        final class UserDefaultsSettingsRepository: SettingsRepository { func value() -> Int { 1 } }
        protocol SyncUseCase: AnyObject { func sync() }
        final class SyncUseCaseImpl: SyncUseCase {
            private let settings: SettingsRepository
            init(settings: SettingsRepository) { self.settings = settings }
            func sync() { _ = settings.value() }
        }
        final class Injection {
            private let container = Container()
            init() {
                container.register(SettingsRepository.self) { _ in UserDefaultsSettingsRepository() }.inObjectScope(.container)
                container.register(SyncUseCase.self) { r in SyncUseCaseImpl(settings: r.resolve(SettingsRepository.self)!) }
            }
        }
        """)])
        XCTAssertEqual(edges(g), ["SettingsRepository -injection:settings-> SyncUseCaseImpl"])
    }

    func testARouterResolvingAScreenFromTheContainerIsNoInjection() {
        let g = graph([("Router.swift", """
        import UIKit
        import Swinject
        class BaseViewController: UIViewController {}
        final class ErrorViewController: BaseViewController { var error: Error? }
        final class Analytics { func track() {} }
        final class AppRouter {
            private let container: Container
            init(container: Container) { self.container = container }
            func routeToError(from context: UIViewController, error: Error?) {
                let vc = container.resolve(ErrorViewController.self)!
                vc.error = error
                container.resolve(Analytics.self)!.track()
                context.navigationController?.pushViewController(vc, animated: true)
            }
        }
        """)])
        XCTAssertEqual(edges(g), ["Analytics -injection:resolve-> AppRouter"])
    }

    func testAVariableNamesItsTypeBeforeARoleWord() {
        let g = graph([("A.swift", """
        final class UserSettingsClient {
            func stream() -> AsyncStream<Int> { AsyncStream { $0.finish() } }
        }
        final class AsyncStreamProducer {
            func stream() -> AsyncStream<Int> { AsyncStream { $0.finish() } }
        }
        struct Game {
            @Dependency(\\.userSettings) var userSettings
            func run() async {
                for await _ in self.userSettings.stream() {}
            }
        }
        """)])
        // Still a guess from the member name (ambiguous), but only the type the variable names.
        XCTAssertEqual(edges(g), ["UserSettingsClient -async_stream:stream()?-> Game"])
    }

    /// swift-dependencies' type-key form names the service itself: `@Dependency(WeatherClient.self) var weather`.
    func testADependencyKeyedByItsTypeIsInjected() {
        let g = graph([("Forecast.swift", """
        import Dependencies
        struct WeatherClient { var fetch: @Sendable () async throws -> Int }
        extension WeatherClient: DependencyKey { static let liveValue = WeatherClient(fetch: { 21 }) }
        struct Forecast {
            @Dependency(WeatherClient.self) var weather
            func load() async throws -> Int { try await weather.fetch() }
        }
        """)])
        XCTAssertEqual(edges(g), ["WeatherClient -injection:weather-> Forecast"])
    }

    /// Resolver's `@Injected(as: Manager.self)` resolves the manager and uses it through the property's type.
    func testALabeledMetatypeLeavesThePropertysTypeTheService() {
        let g = graph([("Notifications.swift", """
        protocol SourceInfoProvider: AnyObject { func sourceInfo() -> String }
        final class FetchGlucoseManager: SourceInfoProvider { func sourceInfo() -> String { "" } }
        final class NotificationsManager {
            @Injected(as: FetchGlucoseManager.self) private var sourceInfoProvider: SourceInfoProvider!
            func notify() { _ = sourceInfoProvider.sourceInfo() }
        }
        """)])
        XCTAssertTrue(edges(g).contains { $0.hasSuffix("-> NotificationsManager") && $0.contains("sourceInfoProvider") }, "\(edges(g))")
    }
}
