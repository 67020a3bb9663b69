import CrosstalkFacts
import CrosstalkGraph
import CrosstalkTestFixtures
import XCTest

/// Constructor injection, callback registration, `.onReceive`, observed stores, async sequences (docs/graph.md).
final class WiringGraphTests: XCTestCase {
    /// Edges as `from -mechanism:member-> to` strings, sorted.
    func edges(_ g: CommunicationGraph) -> [String] {
        g.edges.map { "\(g.nodes[$0.from].id) -\($0.mechanism.rawValue):\($0.member)\($0.ambiguous ? "?" : "")-> \(g.nodes[$0.to].id)" }.sorted()
    }

    func testConstructorInjectionThroughProtocolsFollowsTheTypesPassed() {
        let g = graph([
            ("Domain/MoviesRepository.swift", """
            protocol MoviesRepository { func fetch() }
            protocol SearchMoviesUseCase { func execute() }
            final class DefaultSearchMoviesUseCase: SearchMoviesUseCase {
                private let repository: MoviesRepository
                private let config: AppConfiguration
                init(repository: MoviesRepository, config: AppConfiguration) {
                    self.repository = repository
                    self.config = config
                }
                func execute() {}
            }
            struct AppConfiguration { let baseURL: String }
            """),
            ("Data/DefaultMoviesRepository.swift", """
            final class DefaultMoviesRepository: MoviesRepository {
                private let session: URLSession
                init(session: URLSession) { self.session = session }
                func fetch() {}
            }
            """),
            ("Presentation/MoviesListViewModel.swift", """
            final class MoviesListViewModel {
                private let useCase: SearchMoviesUseCase
                private let logger: Logger
                init(useCase: SearchMoviesUseCase, logger: Logger) {
                    self.useCase = useCase
                    self.logger = logger
                }
            }
            final class Logger {}
            """),
            ("Application/DIContainer.swift", """
            final class DIContainer {
                func makeRepository() -> MoviesRepository { DefaultMoviesRepository(session: .shared) }
                func makeUseCase() -> SearchMoviesUseCase {
                    return DefaultSearchMoviesUseCase(repository: makeRepository(), config: AppConfiguration(baseURL: ""))
                }
                func makeViewModel() -> MoviesListViewModel { MoviesListViewModel(useCase: makeUseCase(), logger: Logger()) }
            }
            """),
        ])
        let found = edges(g)
        XCTAssertTrue(found.contains("DefaultMoviesRepository -injection:repository-> DefaultSearchMoviesUseCase"), "\(found)")
        XCTAssertTrue(found.contains("DefaultSearchMoviesUseCase -injection:useCase-> MoviesListViewModel"), "\(found)")
        XCTAssertTrue(found.contains("Logger -injection:logger-> MoviesListViewModel"), "\(found)")
        XCTAssertFalse(found.contains { $0.hasPrefix("AppConfiguration") }, "a struct handed over is a value, not a service")
        XCTAssertFalse(found.contains { $0.hasPrefix("MoviesRepository ") }, "the protocol node only stands in when no conforming type is passed")
    }

    func testProtocolNodeWhenNoConstructionSiteIsSeen() {
        let g = graph([("A.swift", """
        protocol Clock { func now() -> Int }
        final class Scheduler {
            private let clock: Clock
            init(clock: Clock) { self.clock = clock }
        }
        """)])
        XCTAssertEqual(edges(g), ["Clock -injection:clock-> Scheduler"])
    }

    func testADataSourceHandedANewObjectIsInjectionAndOneHandedSelfADelegate() {
        let g = graph([("Data.swift", """
        protocol AccountRemoteDataSourceProtocol: AnyObject { func favorites() -> [String] }
        final class AccountRemoteDataSource: AccountRemoteDataSourceProtocol {
            func favorites() -> [String] { [] }
        }
        final class AccountRepository {
            private let remoteDataSource: AccountRemoteDataSourceProtocol
            init(remoteDataSource: AccountRemoteDataSourceProtocol) { self.remoteDataSource = remoteDataSource }
        }
        final class Provider {
            func accountRepository() -> AccountRepository { AccountRepository(remoteDataSource: AccountRemoteDataSource()) }
        }
        protocol RowsDataSource: AnyObject { func rowCount() -> Int }
        final class RowsAdapter {
            private weak var dataSource: RowsDataSource?
            init(dataSource: RowsDataSource) { self.dataSource = dataSource }
        }
        final class RowsScreen: RowsDataSource {
            lazy var adapter = RowsAdapter(dataSource: self)
            func rowCount() -> Int { 0 }
        }
        """)])
        let found = edges(g)
        XCTAssertTrue(found.contains("AccountRemoteDataSource -injection:remoteDataSource-> AccountRepository"), "\(found)")
        XCTAssertFalse(found.contains { $0.contains("-injection:dataSource->") }, "a data source handed self is a delegate: \(found)")
    }

    func testWeakBackReferencesAreNoInjectionAndFilePrivateTypesAreTheirFilesOwn() {
        let g = graph([
            ("Monitor.swift", """
            final class Monitor {
                private var lifecycle: LifecycleManager?
                init() { lifecycle = LifecycleManager(owner: self) }
            }
            final class LifecycleManager {
                private weak var owner: Monitor?
                init(owner: Monitor) { self.owner = owner }
            }
            """),
            ("TokenState.swift", """
            protocol TokenTimerConsumer: AnyObject { func tick() }
            private final class Weak {
                private(set) weak var value: TokenTimerConsumer?
                init(value: TokenTimerConsumer) { self.value = value }
                func lock() {}
            }
            final class TokenState {
                private var consumers: [Weak] = []
            }
            """),
            ("CounterState.swift", """
            protocol TokenCounterConsumer: AnyObject { func count() }
            private final class Weak {
                private(set) weak var value: TokenCounterConsumer?
                init(value: TokenCounterConsumer) { self.value = value }
                func unlock() {}
            }
            """),
        ])
        let found = edges(g)
        XCTAssertFalse(found.contains { $0.contains("-injection:owner->") || $0.contains("-injection:value->") }, "\(found)")
        XCTAssertEqual(g.nodes.filter { $0.name == "Weak" }.count, 2, "two files' private types are two nodes")
    }

    func testATestDoubleAdoptingADataProtocolLeavesItData() {
        let g = graph([("Review.swift", """
        protocol ReviewProtocol { var id: String { get } }
        struct ReviewModel: ReviewProtocol { let id: String }
        final class MockReviewProtocol: ReviewProtocol { var id = "" }
        final class ReviewDetailCoordinator {
            private let review: ReviewProtocol
            init(review: ReviewProtocol) { self.review = review }
        }
        """)])
        XCTAssertFalse(edges(g).contains { $0.contains("-injection:review->") }, "\(edges(g))")
    }

    func testClosuresStoredByInitializersAndMethodsAreClosureEdges() {
        let g = graph([("A.swift", """
        final class DownloadTrigger {
            private var observers: [(Int) -> Void] = []
            func observe(_ block: @escaping (Int) -> Void) { observers.append(block) }
        }
        final class ConfirmButton {
            private let onConfirm: () -> Void
            init(onConfirm: @escaping () -> Void) { self.onConfirm = onConfirm }
        }
        final class DownloadsScreen {
            private let trigger = DownloadTrigger()
            func start() {
                trigger.observe { [weak self] count in self?.render(count) }
                _ = ConfirmButton(onConfirm: { [weak self] in self?.render(0) })
                [1, 2].map { $0 }
            }
            func render(_ count: Int) {}
        }
        """)])
        XCTAssertEqual(edges(g), ["ConfirmButton -closure:onConfirm-> DownloadsScreen", "DownloadTrigger -closure:observers-> DownloadsScreen"])
    }

    /// A closure that names nothing but its parameters (`MatchRule(predicate: { $0.name == $1 })`, `sorter.order = {
    /// $0 < $1 }`) reaches no object of the code that made it: calling it tells that code nothing; nor does one made in a
    /// class's instance code that lists other objects and not `self` (`{ [weak relay] … }` of a parameter); one listing
    /// a property of self (`[weak sorter]`) reaches self's part. One naming any other value (a local, a global function)
    /// may, and stays an edge.
    func testAClosureUsingOnlyItsParametersIsNoCallback() {
        let g = graph([("Rules.swift", """
        struct TagRule<T> {
            let predicate: (T, String) -> Bool
            init(predicate: @escaping (T, String) -> Bool) { self.predicate = predicate }
        }
        final class TagSorter {
            var order: ((String, String) -> Bool)?
            var tieBreak: ((String) -> Void)?
            var onReset: (() -> Void)?
        }
        struct TagItem { let name: String }
        final class TagFilterBuilder {
            static let shared = TagFilterBuilder()
            var rules: [TagRule<TagItem>] = []
            func note(_ key: String) {}
            let sorter = TagSorter()
            func build(prefix: String) {
                rules.append(TagRule<TagItem>(predicate: { $0.name == $1 }))
                rules.append(TagRule<TagItem>(predicate: { item, key in item.name.hasPrefix(key) }))
                sorter.order = { $0 < $1 }
                rules.append(TagRule<TagItem>(predicate: { item, _ in item.name.hasPrefix(prefix) }))
                sorter.order = { TagFilterBuilder.shared.note($0); return $0 < $1 }
            }
            func listen(to other: TagSorter, relay: TagFilterBuilder) {
                other.tieBreak = { [weak relay] key in relay?.note(key) }
                sorter.onReset = { [weak sorter] in sorter?.order = nil }
            }
        }
        """)])
        XCTAssertEqual(edges(g), ["TagRule -closure:predicate-> TagFilterBuilder", "TagSorter -closure:onReset-> TagFilterBuilder",
                                  "TagSorter -closure:order-> TagFilterBuilder"])
    }

    /// A method of the caller passed by name to an initializer that stores it (`Widget(updateCallback:
    /// self.updateView)`) is a callback like a closure; a property's value of a function type passed along is not the
    /// caller's own callback.
    func testAMethodPassedByNameToAStoringInitializerIsAClosureEdge() {
        let g = graph([("Bar.swift", """
        final class TouchWidget {
            private let updateCallback: () -> Void
            init(updateCallback: @escaping () -> Void) { self.updateCallback = updateCallback }
        }
        final class BarController {
            private let relay: () -> Void = {}
            func makeWidgets() {
                _ = TouchWidget(updateCallback: self.updateView)
                _ = TouchWidget(updateCallback: relay)
            }
            func updateView() {}
        }
        """)])
        XCTAssertEqual(edges(g), ["TouchWidget -closure:updateCallback-> BarController"])
    }

    /// A table of closures a type builds in static code and calls itself (`static let entries = [Entry(run: { … })]`,
    /// then `Self.entries[i].run(user)`): no instance of the type is reached through them, so no closure edge. A
    /// static factory's closure capturing the screen it makes does reach that screen.
    func testClosuresOfAStaticTableAreNoCallbacks() {
        let g = graph([("Menu.swift", """
        final class MenuEntry {
            let run: (String) -> Void
            init(run: @escaping (String) -> Void) { self.run = run }
        }
        final class MoreMenuButton {
            static let entries: [MenuEntry] = [MenuEntry(run: { user in print(user) })]
            func choose(_ index: Int) { Self.entries[index].run("me") }
        }
        final class ShareScreen {
            var entry: MenuEntry?
            static func make() -> ShareScreen {
                let screen = ShareScreen()
                screen.entry = MenuEntry(run: { [weak screen] _ in screen?.close() })
                return screen
            }
            func close() {}
        }
        """)])
        XCTAssertEqual(edges(g), ["MenuEntry -closure:run-> ShareScreen"])
    }

    func testContentBuildersInheritedCallbacksAndStaticWritesAreNoEdges() {
        let g = graph([("Content.swift", """
        import SwiftUI
        struct LibraryShelf: View { var body: some View { Text("Library") } }
        struct ShelfTabs<Library: View>: View {
            private let libraryView: () -> Library
            init(libraryView: @escaping () -> Library) { self.libraryView = libraryView }
            var body: some View { TabView { libraryView() } }
        }
        struct ShelfRoot: View {
            var body: some View { ShelfTabs(libraryView: { LibraryShelf() }) }
        }
        class ScheduledJob {
            var completion: ((ScheduledJob) -> Void)?
            func completed() { completion?(self) }
        }
        final class FetchJob: ScheduledJob {
            func run() { self.completion = { job in print(job) } }
        }
        final class FocusWindow {
            static var focused: FocusWindow?
            static func current() -> FocusWindow? { focused }
        }
        final class FocusSetter {
            func focus(_ w: FocusWindow) { FocusWindow.focused = w }
        }
        final class FocusReader {
            func read() -> FocusWindow? { FocusWindow.focused }
        }
        """)])
        XCTAssertEqual(edges(g), ["FocusWindow -singleton:focused-> FocusReader"])
    }

    func testSwiftUIOnReceiveObservedStoresAndTaskLoops() {
        let g = graph([("A.swift", """
        import SwiftUI
        import Observation
        @Observable final class FeedStore {
            var items: [String] = []
            func updates() -> AsyncStream<[String]> { AsyncStream { $0.finish() } }
        }
        final class ClockModel: ObservableObject {
            @Published var now = 0
        }
        struct FeedView: View {
            @State private var store = FeedStore()
            @ObservedObject var clock: ClockModel
            let title: String
            var body: some View {
                List(store.items, id: \\.self) { Text($0) }
                    .onReceive(clock.$now) { _ in }
                    .task { for await items in store.updates() { print(items) } }
            }
        }
        """)])
        XCTAssertEqual(edges(g), [
            "ClockModel -combine:now-> FeedView",
            "ClockModel -injection:clock-> FeedView",
            "FeedStore -async_stream:updates()-> FeedView",
        ])
    }

    /// `@ObservedObject var settings = Settings.shared` is a singleton read (one singleton edge), not injection.
    func testAStoreReadFromASingletonIsNoInjection() {
        let g = graph([("A.swift", """
        import SwiftUI
        final class Settings: ObservableObject {
            static let shared = Settings()
            @Published var compact = false
        }
        struct RowView: View {
            @ObservedObject var settings = Settings.shared
            var body: some View { Text(settings.compact ? "c" : "full") }
        }
        struct HeaderView: View {
            @StateObject private var settings: Settings
            let title: String
            init(title: String) {
                self.title = title
                _settings = StateObject(wrappedValue: Settings.shared)
            }
            var body: some View { Text(title) }
        }
        """)])
        XCTAssertEqual(edges(g), ["Settings -singleton:shared-> HeaderView", "Settings -singleton:shared-> RowView"])
    }

    func testNotificationsNamedAndPublisherValues() {
        let g = graph([("A.swift", """
        import Combine
        extension Notification.Name { static let sessionEnded = Notification.Name("sessionEnded") }
        final class Session {
            @Published var user = ""
            func end() { NotificationCenter.default.post(name: .sessionEnded, object: nil) }
        }
        final class Banner {
            let session = Session()
            func watch() {
                Task { [weak self] in
                    for await _ in NotificationCenter.default.notifications(named: .sessionEnded) { self?.hide() }
                }
                Task { [session] in for await user in session.$user.values { print(user) } }
            }
            func hide() {}
        }
        """)])
        let found = edges(g)
        XCTAssertTrue(found.contains("Session -notification:sessionEnded-> Banner"), "\(found)")
        XCTAssertTrue(found.contains("Session -async_stream:user-> Banner"), "\(found)")
    }

    /// RxCocoa's `NotificationCenter.default.rx.notification(.x)` observes `.x`, in files that import RxCocoa.
    func testRxNotificationObservations() {
        let g = graph([("Family.swift", """
        import RxSwift
        import RxCocoa
        extension Notification.Name { static let familyChanged = Notification.Name("familyChanged") }
        final class FamilyService {
            func update() { NotificationCenter.default.post(name: .familyChanged, object: nil) }
        }
        final class HomeScreen {
            private let bag = DisposeBag()
            func bind() {
                NotificationCenter.default.rx.notification(.familyChanged)
                    .subscribe(onNext: { _ in })
                    .disposed(by: bag)
            }
        }
        """)])
        XCTAssertEqual(edges(g), ["FamilyService -notification:familyChanged-> HomeScreen"])
    }

    func testRxSubjectsArePublishers() {
        let g = graph([("A.swift", """
        import RxSwift
        final class SearchViewModel {
            let results = BehaviorRelay<[String]>(value: [])
        }
        final class SearchViewController {
            private let viewModel = SearchViewModel()
            private let disposeBag = DisposeBag()
            func bind() {
                viewModel.results.subscribe(onNext: { [weak self] in self?.show($0) }).disposed(by: disposeBag)
            }
            func show(_ items: [String]) {}
        }
        """)])
        XCTAssertEqual(edges(g), ["SearchViewModel -combine:results-> SearchViewController"])
    }

    /// `playerView.rx.lyricsTapped` comes from the object whose type a reactive extension constrains `Base` to
    /// (`extension Reactive: PlayerActions where Base: PlayerView`), also through a superclass, not from every
    /// extension or protocol declaring a member of that name. RxCocoa's `rx.tap` of an object whose type cannot be told
    /// (`UIButton().then { … }`) is not an app type's `tap` guessed by name.
    func testAReactiveExtensionsEventComesFromTheObjectOfItsBase() {
        let g = graph([("Player.swift", """
        import RxSwift
        import RxCocoa
        final class TransportBar: UIView { let lyricsButton = UIButton() }
        private protocol TransportActions { var lyricsTapped: Observable<Void> { get } }
        extension Reactive: TransportActions where Base: TransportBar {
            var lyricsTapped: Observable<Void> { base.lyricsButton.rx.tap.asObservable() }
        }
        class PlayerView: UIView { let transportBar = TransportBar() }
        final class CompactPlayerView: PlayerView {}
        private protocol PlayerActions { var lyricsTapped: Observable<Void> { get } }
        extension Reactive: @preconcurrency PlayerActions where Base: PlayerView {
            var lyricsTapped: Observable<Void> { base.transportBar.rx.lyricsTapped }
        }
        final class ChapterStrip: UIView {
            let button = UIButton()
            var tap: ControlEvent<Void> { button.rx.tap }
        }
        final class PlayerViewController: UIViewController {
            private let playerView = CompactPlayerView()
            private let otherView = UIView()
            private let closeButton = UIButton().then { $0.setTitle("Close", for: .normal) }
            private let bag = DisposeBag()
            func bind() {
                playerView.rx.lyricsTapped.subscribe(onNext: { [weak self] in self?.showLyrics() }).disposed(by: bag)
                otherView.rx.lyricsTapped.subscribe(onNext: { [weak self] in self?.showLyrics() }).disposed(by: bag)
                closeButton.rx.tap.subscribe(onNext: { [weak self] in self?.showLyrics() }).disposed(by: bag)
            }
            func showLyrics() {}
        }
        """)])
        XCTAssertEqual(edges(g), ["CompactPlayerView -combine:lyricsTapped-> PlayerViewController"])
    }

    /// Wiring code resolving a service straight into a construction (`Impl(clock: box.resolve(Clock.self))`) hands it
    /// to what it builds: the constructor injection is the edge, not one to the wiring code.
    func testAServiceResolvedIntoAConstructionIsTheConstructedTypesDependency() {
        let g = graph([("Wiring.swift", """
        final class ServiceBox {
            static let shared = ServiceBox()
            func register<T>(_ type: T.Type, implement: Any) {}
            func resolve<T>(_ type: T.Type) -> T { fatalError() }
        }
        protocol ClockService { func now() -> Int }
        final class SystemClock: ClockService { func now() -> Int { 0 } }
        final class StatsRepository {
            private let clock: ClockService
            init(clock: ClockService) { self.clock = clock }
        }
        final class AppWiring {
            private let box = ServiceBox.shared
            func install() {
                box.register(ClockService.self, implement: SystemClock())
                box.register(StatsRepository.self, implement: StatsRepository(clock: box.resolve(ClockService.self)))
            }
        }
        final class StatsScreen {
            private let clock = ServiceBox.shared.resolve(ClockService.self)
        }
        """)])
        XCTAssertEqual(edges(g), [
            "ClockService -injection:clock-> StatsRepository",
            "ClockService -injection:resolve-> StatsScreen",
            "ServiceBox -singleton:shared-> AppWiring",
            "ServiceBox -singleton:shared-> StatsScreen",
        ])
    }

    func testDependencyContainers() {
        let g = graph([("A.swift", """
        import Factory
        protocol AccountService { func load() }
        final class RemoteAccountService: AccountService { func load() {} }
        final class SyncService {}
        extension Container {
            var accountService: Factory<AccountService> { self { RemoteAccountService() } }
            var syncService: Factory<SyncService> { self { SyncService() } }
        }
        final class AccountViewModel {
            @Injected(\\.accountService) private var accounts
            private let sync = Container.shared.syncService()
            private let resolved = Resolver.resolve(SyncService.self)
        }
        """)])
        XCTAssertEqual(edges(g), [
            "AccountService -injection:accounts-> AccountViewModel",
            "SyncService -injection:resolve-> AccountViewModel",
            "SyncService -injection:syncService-> AccountViewModel",
        ])
    }
}

final class StreamHandOffGraphTests: XCTestCase {
    func testContinuationHandedToAProducerFeedsTheStreamsConsumer() {
        let g = graph([("A.swift", """
        enum DownloadEvent { case done }
        final class Downloader {
            private let continuation: AsyncStream<DownloadEvent>.Continuation
            init(continuation: AsyncStream<DownloadEvent>.Continuation) { self.continuation = continuation }
            func finish() { continuation.yield(.done) }
        }
        final class DownloadBadge {
            private let events: AsyncStream<DownloadEvent>
            init(events: AsyncStream<DownloadEvent>) { self.events = events }
            func start() async { for await _ in events { } }
        }
        final class Wiring {
            func make() {
                let (stream, continuation) = AsyncStream.makeStream(of: DownloadEvent.self)
                _ = Downloader(continuation: continuation)
                _ = DownloadBadge(events: stream)
            }
        }
        """)])
        let lines = g.edges.map { "\(g.nodes[$0.from].id) -\($0.mechanism.rawValue):\($0.member)-> \(g.nodes[$0.to].id)" }
        XCTAssertEqual(lines, ["Downloader -async_stream:events-> DownloadBadge"])
    }
}
