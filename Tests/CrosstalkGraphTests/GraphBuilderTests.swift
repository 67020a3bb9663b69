import CrosstalkFacts
import CrosstalkTestFixtures
import XCTest
@testable import CrosstalkGraph

final class GraphBuilderTests: XCTestCase {
    func testMiniAppHasOneEdgePerCommunication() {
        let g = graph(miniApp)
        XCTAssertEqual(g.edgeLines, [
            "APIClient -injection:api-> ProfileViewModel",
            "Analytics -notification:didLogout-> SessionStore",
            "AppCoordinator -notification:didLogout-> SessionStore",
            "FeatureFlags -singleton:shared-> ProfileViewModel",
            "ProfileViewModel -closure:onClose-> AppCoordinator",
            "ProfileViewModel -combine:state-> AppCoordinator",
            "ProfileViewModel -combine:state-> ProfileView",
            "ProfileViewModel -delegate:delegate-> AppCoordinator",
            "ProfileViewModel -injection:viewModel-> ProfileView",
            "SessionStore -async_stream:events()-> ProfileViewModel",
            "SessionStore -combine:userSubject-> AppCoordinator",
            "SessionStore -injection:session-> AppCoordinator",
            "SessionStore -injection:session-> ProfileView",
            "SessionStore -singleton:shared-> ProfileViewModel",
        ], g.dump)
        XCTAssertTrue(g.unresolved.isEmpty, g.dump)
        XCTAssertEqual(g.modules, ["App", "Features", "Services"])
    }

    func testEveryFactLandsInOneBucket() {
        let g = graph(miniApp)
        // `$state.sink` inside ProfileViewModel is its own state: internal, no self-loop.
        XCTAssertEqual(g.stats[.combine]!.resolved, 3)
        XCTAssertEqual(g.stats[.combine]!.internalReferences, 1)
        // `NotificationCenter.default` (four times) is an undeclared singleton.
        XCTAssertEqual(g.stats[.singleton]!.external, 4)
        // `.neverObserved` is posted and observed nowhere.
        XCTAssertEqual(g.stats[.notification]!.unmatched, 1)
        XCTAssertEqual(g.postedButNeverObserved.map(\.name), ["neverObserved"])
        // Delegate: the property (conformance) and the `delegate = self` assignment.
        XCTAssertEqual(g.stats[.delegate]!.resolved, 2)
        XCTAssertFalse(g.edges.contains { $0.from == $0.to })
    }

    func testEvidenceSitesPointAtTheCode() {
        let g = graph(miniApp)
        let delegate = g.edges.first { $0.mechanism == .delegate }!
        // The assignment `viewModel.delegate = self` is the evidence (a conformance alone is none).
        XCTAssertEqual(delegate.sites.map { "\($0.file):\($0.location.line)" }, ["App/AppCoordinator.swift:13"])
        let notification = g.edges.first { $0.mechanism == .notification && g.nodes[$0.from].name == "Analytics" }!
        // The literal `Notification.Name("app.didLogout")` matches the declared `.didLogout`: post and observe sites.
        XCTAssertEqual(notification.sites.map { "\($0.file):\($0.location.line)" }, ["Services/SessionStore.swift:12", "Services/SessionStore.swift:35"])
    }

    func testSameMemberInSeveralTypesGivesAmbiguousEdges() {
        let sources = [
            ("A.swift", "final class ProfileViewModel { @Published var state = 0 }\nfinal class FeedViewModel { @Published var state = 0 }"),
            ("B.swift", """
            final class Screen {
                var bag = Set<AnyCancellable>()
                func bind(_ model: AnyObject) {
                    model.$state.sink { _ in }.store(in: &bag)
                }
                func bind(profileViewModel: AnyObject) {
                    profileViewModel.$state.sink { _ in }.store(in: &bag)
                }
            }
            """),
        ]
        let g = graph(sources)
        XCTAssertEqual(g.edgeLines, [
            "FeedViewModel -combine:state-> Screen ?",
            "ProfileViewModel -combine:state-> Screen ?",
        ], g.dump)
        let profile = g.edges.first { g.nodes[$0.from].name == "ProfileViewModel" }!
        // Untyped receivers: even narrowed by the variable name, the edge stays a guess; both sites are kept.
        XCTAssertEqual(profile.sites.map(\.location.line), [4, 7])
    }

    func testTooManyCandidatesIsUnresolvedNotAFan() {
        var declarations = ""
        for i in 0..<6 { declarations += "final class Model\(i) { @Published var value = 0 }\n" }
        let g = graph([("A.swift", declarations), ("B.swift", "final class View { func f(_ m: Any) { m.$value.sink { _ in }.store(in: &bag) } }")])
        XCTAssertTrue(g.edges.isEmpty, g.dump)
        XCTAssertEqual(g.stats[.combine]!.unresolved, 1)
        XCTAssertEqual(g.unresolved.first?.reason, "'value' is declared by 6 types")
    }

    func testUnknownMemberIsCountedUnresolved() {
        let g = graph([("A.swift", "final class View { func f() { thing.$nothing.sink { _ in }.store(in: &bag) } }")])
        XCTAssertTrue(g.edges.isEmpty)
        XCTAssertEqual(g.stats[.combine]!.unresolved, 1)
        XCTAssertEqual(g.unresolved.map(\.text), ["thing.$nothing"])
        XCTAssertEqual(g.unresolved.map(\.reason), ["cannot tell the type of 'thing'"])
    }

    func testDiscardedSubscriptionIsNotCommunication() {
        let g = graph([("A.swift", "final class M { @Published var x = 0 }\nfinal class V { let m = M()\n func f() { m.$x.sink { _ in } } }")])
        XCTAssertTrue(g.edges.isEmpty)
        XCTAssertEqual(g.stats[.combine]!.facts, 0)
    }

    func testPublisherFromMethodStaticPathAndSubject() {
        let g = graph([("A.swift", """
        final class UserService {
            let changes = PassthroughSubject<Int, Never>()
            func userPublisher() -> AnyPublisher<Int, Never> { changes.eraseToAnyPublisher() }
        }
        final class Store {
            static let shared = Store()
            @Published var state = 0
        }
        final class Screen {
            private let service: UserService
            private var bag = Set<AnyCancellable>()
            func bind() {
                service.userPublisher().sink { _ in }.store(in: &bag)
                service.changes.map { $0 }.sink { _ in }.store(in: &bag)
                Store.shared.$state.sink { _ in }.store(in: &bag)
                let local = service.changes
                local.sink { _ in }.store(in: &bag)
            }
        }
        """)])
        XCTAssertEqual(g.edgeLines, [
            "Store -combine:state-> Screen",
            "Store -singleton:shared-> Screen",
            "UserService -combine:changes-> Screen",
            "UserService -combine:userPublisher()-> Screen",
        ], g.dump)
        XCTAssertEqual(g.edges.first { $0.member == "changes" }!.sites.count, 2)
    }

    func testMembersAreFoundThroughSuperclassesAndExtensions() {
        let g = graph([
            ("Base.swift", "class BaseViewController { var viewModel: FeedViewModel! }"),
            ("Feed.swift", "final class FeedViewModel {}\nextension FeedViewModel { var onRefresh: (() -> Void)? { get { nil } set {} } }"),
            ("Screen.swift", "final class FeedViewController: BaseViewController {\n func viewDidLoad() { viewModel.onRefresh = { print(\"refresh\") } } }"),
        ])
        XCTAssertEqual(g.edgeLines, ["FeedViewModel -closure:onRefresh-> FeedViewController"], g.dump)
    }

    func testDelegateByConformanceAloneIsUnresolved() {
        let g = graph([
            ("Player.swift", "protocol PlayerDelegate: AnyObject { func didFinish() }\nfinal class Player { weak var delegate: PlayerDelegate? }"),
            ("Host.swift", "final class Host {}\n\nextension Host: PlayerDelegate {\n func didFinish() {} }"),
        ])
        XCTAssertEqual(g.edgeLines, [], g.dump)
        XCTAssertEqual(g.unresolved.map(\.reason), ["only conformances: no assignment or initializer argument gives 'delegate' a value"])
    }

    func testDelegateFromAnInitializerArgumentStoredIntoTheProperty() {
        let g = graph([
            ("Player.swift", """
            protocol PlayerDelegate: AnyObject { func didFinish() }
            final class Player {
                weak var delegate: PlayerDelegate?
                init(delegate: PlayerDelegate) { self.delegate = delegate }
            }
            """),
            ("Host.swift", "final class Host: PlayerDelegate {\n lazy var player = Player(delegate: self)\n func make() -> Player { Player(delegate: self) }\n func didFinish() {} }"),
            ("Other.swift", "final class Other: PlayerDelegate { func didFinish() {} }"),
        ])
        // One edge, from the argument sites; the other conformer is not a delegate of anything.
        XCTAssertEqual(g.edgeLines, ["Player -delegate:delegate-> Host"], g.dump)
        XCTAssertEqual(g.edges[0].sites.map { "\($0.file):\($0.location.line)" }, ["Host.swift:2", "Host.swift:3"])
    }

    func testCastBindingGivesTheReceiverItsType() {
        let g = graph([
            ("Cell.swift", "protocol SliderCellDelegate: AnyObject { func moved() }\nfinal class SliderCell: UITableViewCell { weak var sliderDelegate: SliderCellDelegate? }"),
            ("Screen.swift", """
            final class SettingsScreen: SliderCellDelegate {
                func configure(_ cell: UITableViewCell) {
                    if let cell = cell as? SliderCell { cell.sliderDelegate = self }
                }
                func moved() {}
            }
            """),
        ])
        XCTAssertEqual(g.edgeLines, ["SliderCell -delegate:sliderDelegate-> SettingsScreen"], g.dump)
    }

    func testCallResultsAndForwardedParametersAreNoClosureEdges() {
        let g = graph([
            ("Timer.swift", "final class CountdownTimer { var completion: (() -> Void)? }"),
            ("Cell.swift", "final class BadgeCell { var content: (() -> String)? }"),
            ("Screen.swift", """
            final class CountdownScreen {
                let timer = CountdownTimer()
                let cell = BadgeCell()
                func start(completion: @escaping () -> Void) { timer.completion = completion }
                func show(_ item: Int) { cell.content = makeContent(item) }
                func bind() { timer.completion = finish }
                func makeContent(_ item: Int) -> () -> String { { "\\(item)" } }
                func finish() {}
            }
            """),
        ])
        XCTAssertEqual(g.edgeLines, ["CountdownTimer -closure:completion-> CountdownScreen"], g.dump)
        XCTAssertEqual(g.edges[0].sites.map(\.location.line), [6])
    }

    func testStructConstantsAndComputedFactoriesAreNoSingletons() {
        let g = graph([
            ("Theme.swift", "struct Theme { static let `default` = Theme() }\nfinal class Session { static var preview: Session { Session() }\n static let shared = Session() }"),
            ("Screen.swift", "final class Screen { func f() { _ = Theme.default; _ = Session.preview; _ = Session.shared } }"),
        ])
        XCTAssertEqual(g.edgeLines, ["Session -singleton:shared-> Screen"], g.dump)
    }

    /// A publisher an instance inherits comes from the instance's type: every screen's model sharing a base class
    /// must not collapse onto that base.
    func testAnInheritedPublisherComesFromTheInstancesType() {
        let g = graph([
            ("Models.swift", "class BaseViewModel: ObservableObject { @Published var state = 0 }\nfinal class WalletViewModel: BaseViewModel { func load() { state = 1 } }"),
            ("Screen.swift", "final class WalletScreen { let viewModel = WalletViewModel()\n func bind() { viewModel.$state.sink { _ in }.store(in: &observers) } }"),
        ])
        XCTAssertEqual(g.edgeLines, ["WalletViewModel -combine:state-> WalletScreen"], g.dump)
    }

    /// `assign(to:on: other)` and `assign(to: &other.$y)` write into another object: the edge ends there, not at the
    /// code that wires the two.
    func testAnAssignIntoAnotherObjectEndsAtThatObject() {
        let g = graph([
            ("Models.swift", "final class FeeModel: ObservableObject { @Published var fee = 0 }\nfinal class InputBar { var fee = 0 }\nfinal class SearchModel: ObservableObject { @Published var query = \"\" }"),
            ("Screen.swift", "final class ChatScreen { let model = FeeModel()\n let bar = InputBar()\n let search = SearchModel()\n func bind() { model.$fee.assign(to: \\.fee, on: bar).store(in: &observers)\n model.$fee.map { String($0) }.assign(to: &search.$query) } }"),
        ])
        XCTAssertEqual(g.edgeLines, ["FeeModel -combine:fee-> InputBar", "FeeModel -combine:fee-> SearchModel"], g.dump)
    }

    /// Subjects grouped in a struct nested in the view model (`CounterViewModel.State`) are the view model's: the
    /// struct is a value it keeps and sends through.
    func testPublishersOfAStructNestedInAClassComeFromTheClass() {
        let g = graph([
            ("Counter.swift", "final class CounterViewModel {\n struct State { let count = CurrentValueSubject<Int, Never>(0) }\n var state = State() }"),
            ("Screen.swift", "final class CounterScreen { let viewModel = CounterViewModel()\n func bind() { viewModel.state.count.sink { _ in }.store(in: &observers) } }"),
        ])
        XCTAssertEqual(g.edgeLines, ["CounterViewModel -combine:count-> CounterScreen"], g.dump)
    }

    /// A struct under a shared-instance name with methods of its own is a service its users share
    /// (`NetworkManager.shared.fetch`); a struct's `shared` constant without methods stays a value.
    func testAStructServiceUnderASharedInstanceNameIsASingleton() {
        let g = graph([
            ("Net.swift", "struct NetworkManager { static let shared = NetworkManager()\n func fetch() {} }\nstruct AppConfig { static let shared = AppConfig()\n let retries = 3 }"),
            ("Gyms.swift", "final class GymManager { func load() { NetworkManager.shared.fetch(); _ = AppConfig.shared.retries } }"),
        ])
        XCTAssertEqual(g.edgeLines, ["NetworkManager -singleton:shared-> GymManager"], g.dump)
    }

    func testDelegateToPlatformTypeIsExternal() {
        let source = [("A.swift", "final class Screen: UITableViewDelegate {\n let tableView = UITableView()\n func setUp() { tableView.delegate = self } }")]
        let g = graph(source)
        XCTAssertTrue(g.edges.isEmpty)
        XCTAssertEqual(g.stats[.delegate]!.external, 1)
        let withExternal = graph(source, external: true)
        XCTAssertEqual(withExternal.edgeLines, ["UITableView -delegate:delegate-> Screen"])
        XCTAssertEqual(withExternal.nodes.last?.kind, .external)
    }

    func testClosureOnUntypedReceiverIsAGuessEvenWithOneCandidate() {
        let g = graph([
            ("VM.swift", "final class CheckoutViewModel { var onPay: ((Int) -> Void)? }"),
            ("C.swift", "final class CheckoutCoordinator { func start(with vm: AnyObject) { vm.onPay = { amount in print(amount) } } }"),
        ])
        // The receiver's type is unknown: the member name alone never makes a confident edge.
        XCTAssertEqual(g.edgeLines, ["CheckoutViewModel -closure:onPay-> CheckoutCoordinator ?"], g.dump)
        XCTAssertTrue(g.edges[0].ambiguous)
    }

    func testSingletonNeedsAStaticOfTheTypesOwnType() {
        let g = graph([
            ("A.swift", """
            final class Config { static let shared = Config(); static let timeout = 3; func f() { _ = Config.shared } }
            enum Theme { static let primary = Color.red }
            final class Screen { func f() { _ = Config.shared.timeout; _ = Config.timeout; _ = Theme.primary; _ = UIApplication.shared } }
            """),
        ])
        XCTAssertEqual(g.edgeLines, ["Config -singleton:shared-> Screen"], g.dump)
        XCTAssertEqual(g.stats[.singleton]!.internalReferences, 1)
        XCTAssertEqual(g.stats[.singleton]!.external, 1)
    }

    func testNotificationsMatchByNameAndSystemNamesAreExternal() {
        let g = graph([
            ("Names.swift", "extension Notification.Name { static let cartChanged = Notification.Name(\"cart.changed\") }"),
            ("Cart.swift", "final class Cart { func add() { NotificationCenter.default.post(name: .cartChanged, object: nil) } }"),
            ("Badge.swift", """
            final class Badge {
                func start() {
                    NotificationCenter.default.addObserver(self, selector: #selector(update), name: NSNotification.Name(rawValue: "cart.changed"), object: nil)
                    NotificationCenter.default.addObserver(self, selector: #selector(update), name: UIApplication.didBecomeActiveNotification, object: nil)
                    NotificationCenter.default.addObserver(self, selector: #selector(update), name: .neverPosted, object: nil)
                }
            }
            """),
        ])
        XCTAssertEqual(g.edgeLines, ["Cart -notification:cartChanged-> Badge"], g.dump)
        XCTAssertEqual(g.stats[.notification]!.external, 1)
        XCTAssertEqual(g.stats[.notification]!.unmatched, 1)
        XCTAssertEqual(g.observedButNeverPosted.map(\.name), ["UIApplication.didBecomeActiveNotification", "neverPosted"])
    }

    func testAsyncStreamsFromMethodsPropertiesAndPublisherValues() {
        let g = graph([
            ("A.swift", """
            final class Downloads {
                var progress: AsyncStream<Double> { AsyncStream { _ in } }
                func events(for id: Int) -> AsyncStream<Int> { AsyncStream { _ in } }
            }
            final class Model { @Published var state = 0 }
            final class Screen {
                let downloads = Downloads()
                let model = Model()
                func run() async {
                    for await p in downloads.progress { _ = p }
                    for await e in downloads.events(for: 1) { _ = e }
                    for await s in model.$state.values { _ = s }
                    let stream = downloads.events(for: 2)
                    for await e in stream { _ = e }
                }
            }
            """),
        ])
        XCTAssertEqual(g.edgeLines, [
            "Downloads -async_stream:events()-> Screen",
            "Downloads -async_stream:progress-> Screen",
            "Model -async_stream:state-> Screen",
        ], g.dump)
        XCTAssertEqual(g.edges.first { $0.member == "events()" }!.sites.count, 2)
    }

    func testInjectionForms() {
        let g = graph([
            ("A.swift", """
            final class Store {}
            protocol Tracking {}
            final class Container { func resolve<T>(_ t: T.Type) -> T { fatalError() } }
            struct Screen {
                @Environment(Store.self) var store
                @Injected var tracking: Tracking
                func f(_ c: Container) { _ = c.resolve(Store.self) }
            }
            """),
        ])
        XCTAssertEqual(g.edgeLines, [
            "Store -injection:resolve-> Screen",
            "Store -injection:store-> Screen",
            "Tracking -injection:tracking-> Screen",
        ], g.dump)
    }

    func testNestedTypesResolveInScope() {
        let g = graph([
            ("Profile.swift", "struct ProfileView { final class ViewModel { @Published var name = \"\" }\n @StateObject var viewModel = ViewModel()\n func f() { viewModel.$name.sink { _ in }.store(in: &bag) } }"),
            ("Feed.swift", "struct FeedView { final class ViewModel { @Published var name = \"\" } }"),
        ])
        XCTAssertEqual(g.edgeLines, ["ProfileView.ViewModel -combine:name-> ProfileView"], g.dump)
    }

    func testSameNameInTwoModulesGetsModuleQualifiedIds() {
        let g = graph([
            ("Profile/Settings.swift", "final class Settings { @Published var on = false }\nfinal class ProfileScreen { let s = Settings()\n func f() { s.$on.sink { _ in }.store(in: &bag) } }"),
            ("Feed/Settings.swift", "final class Settings {}"),
        ])
        XCTAssertEqual(Set(g.nodes.map(\.id)), ["Feed/Settings", "Profile/Settings", "ProfileScreen"])
        XCTAssertEqual(g.edgeLines, ["Profile/Settings -combine:on-> ProfileScreen"], g.dump)
    }

    func testCodeOutsideTypesIsUnresolvedAndExtensionsOfPlatformTypesExternal() {
        let g = graph([
            ("A.swift", "final class Config { static let shared = Config() }\nlet c = Config.shared\nextension UIViewController { func f() { _ = Config.shared } }"),
        ])
        XCTAssertTrue(g.edges.isEmpty)
        XCTAssertEqual(g.stats[.singleton]!.unresolved, 1)
        XCTAssertEqual(g.stats[.singleton]!.external, 1)
        XCTAssertEqual(g.unresolved.first?.reason, "code outside any declared type")
    }

    func testMembersOfUndeclaredSupertypesStillStartAtTheDeclaredType() {
        let g = graph([
            ("A.swift", """
            final class ThemeableTable: UITableView {}
            final class PaidFeature: ObservableObject {}
            final class Settings: Codable { var name = "" }
            final class Screen: UITableViewDelegate {
                let table = ThemeableTable()
                let feature = PaidFeature()
                let settings = Settings()
                func setUp() {
                    table.delegate = self
                    feature.objectWillChange.sink { _ in }.store(in: &bag)
                    settings.changes.sink { _ in }.store(in: &bag)
                }
            }
            """),
        ])
        XCTAssertEqual(g.edgeLines, [
            "PaidFeature -combine:objectWillChange-> Screen",
            "ThemeableTable -delegate:delegate-> Screen",
        ], g.dump)
        // `Codable` is a value protocol: `changes` cannot come from it.
        XCTAssertEqual(g.unresolved.map(\.reason), ["'Settings' declares no 'changes'"])
    }

    func testNamespaceMethodsAndDerivedPublishers() {
        let g = graph([
            ("API.swift", "enum API {}\nextension API { enum Statuses { static func status(id: Int) -> AnyPublisher<Int, Error> { fatalError() } } }"),
            ("Model.swift", "struct Relationship {}\nfinal class ProfileViewModel { @Published var relationship: Relationship? }"),
            ("Screen.swift", """
            final class Screen {
                let viewModel = ProfileViewModel()
                func load() {
                    API.Statuses.status(id: 1).sink { _ in } receiveValue: { _ in }.store(in: &bag)
                    viewModel.relationship.publisher.map { $0 }.sink { _ in }.store(in: &bag)
                }
            }
            """),
        ])
        XCTAssertEqual(g.edgeLines, [
            "API.Statuses -combine:status()-> Screen",
            "ProfileViewModel -combine:relationship-> Screen",
        ], g.dump)
    }

    func testDelegateProtocolNobodyAdoptsIsUnmatched() {
        let g = graph([("A.swift", "protocol CellDelegate: AnyObject {}\nfinal class Cell { weak var delegate: CellDelegate? }")])
        XCTAssertTrue(g.edges.isEmpty)
        XCTAssertEqual(g.stats[.delegate]!.unmatched, 1)
        XCTAssertEqual(g.stats[.delegate]!.unresolved, 0)
    }

    func testConstantCatalogsAreNotSingletons() {
        let g = graph([("A.swift", """
        final class Icons { static let home = Icons(); static let gear = Icons(); static let bell = Icons(); static let star = Icons(); static let shared = Icons() }
        final class Screen { func f() { _ = Icons.home; _ = Icons.shared } }
        """)])
        XCTAssertEqual(g.edgeLines, ["Icons -singleton:shared-> Screen"], g.dump)
    }

    func testEmptyProject() {
        let g = graph([])
        XCTAssertTrue(g.nodes.isEmpty)
        XCTAssertTrue(g.edges.isEmpty)
        XCTAssertEqual(g.stats.count, Mechanism.allCases.count)
    }
}
