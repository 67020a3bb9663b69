import CrosstalkGraph
import CrosstalkTestFixtures
import XCTest

/// Edges a reviewer rejected at their sites, written as they were met in apps, each next to the edge that is right
/// (docs/graph.md, "Edges"): ownership, data composition and named constants are no communication.
final class GraphEvidenceTests: XCTestCase {
    /// A store the view constructs (`@StateObject var model = Model()`, `@ObservedObject var vm = VM()`,
    /// `@State var store = Store()`) is the view's own; one handed to it is injection.
    func testAStoreTheViewConstructsIsOwnedNotInjected() {
        let g = graph([("Views.swift", """
        import SwiftUI
        final class StoreDetailsViewModel: ObservableObject { @Published var size = 0 }
        final class ShareViewModel: ObservableObject { @Published var items: [String] = [] }
        @Observable final class Library { var books: [String] = [] }
        final class PlayerModel: ObservableObject { @Published var playing = false }
        struct StoreDetailsView: View {
            @StateObject private var viewModel = StoreDetailsViewModel()
            @ObservedObject var share = ShareViewModel()
            @State private var library = Library()
            var body: some View { Text("\\(viewModel.size)") }
        }
        struct PlayerView: View {
            @ObservedObject var model: PlayerModel
            @StateObject private var details: StoreDetailsViewModel
            init(model: PlayerModel, details: StoreDetailsViewModel) {
                self.model = model
                _details = StateObject(wrappedValue: details)
            }
            var body: some View { Text(model.playing ? "on" : "off") }
        }
        """)])
        XCTAssertEqual(g.edgeLines, [
            "PlayerModel -injection:model-> PlayerView",
            "StoreDetailsViewModel -injection:details-> PlayerView",
        ], g.dump)
    }

    /// Realm's model objects are stored data: one keeping another (`@objc dynamic var region: RegionRecord?`, set in a
    /// convenience initializer) is a record's link, no injection. Outside a file importing RealmSwift, `Object` is any
    /// class.
    func testRealmModelObjectsAreStoredData() {
        let g = graph([("Records.swift", """
        import RealmSwift
        final class RegionRecord: Object {
            @objc dynamic var name: String = ""
        }
        final class TownRecord: Object {
            @objc dynamic var region: RegionRecord?
            convenience init(region: RegionRecord?) {
                self.init()
                self.region = region
            }
        }
        """), ("Sync.swift", """
        class Object {}
        final class Uploader {}
        final class SyncJob: Object {
            let uploader: Uploader
            init(uploader: Uploader) { self.uploader = uploader }
        }
        """)])
        XCTAssertEqual(g.edgeLines, ["Uploader -injection:uploader-> SyncJob"], g.dump)
    }

    /// `Settings.shared.$mode.$wrappedValue`: what follows a property's projection is its wrapper's, and the events are
    /// the property owner's, not those of the value's type.
    func testAPublisherThroughAPropertyWrappersProjectionComesFromTheOwner() {
        let g = graph([("Mode.swift", """
        import UIKit
        import Combine
        @propertyWrapper
        final class Stored<Value> {
            @Published var wrappedValue: Value
            var projectedValue: Stored<Value> { self }
            init(key: String, defaultValue: Value) { wrappedValue = defaultValue }
        }
        enum Mode: Int, Codable { case on, off }
        final class AppSettings {
            static let shared = AppSettings()
            @Stored(key: "mode", defaultValue: .on) var mode: Mode
        }
        final class ModeViewController: UIViewController {
            private var task: AnyCancellable?
            override func viewDidLoad() {
                super.viewDidLoad()
                task = AppSettings.shared.$mode.$wrappedValue.sink { [weak self] mode in self?.title = "\\(mode)" }
            }
        }
        """)])
        XCTAssertEqual(g.edgeLines, ["AppSettings -combine:mode-> ModeViewController", "AppSettings -singleton:shared-> ModeViewController"], g.dump)
    }

    /// A store the view constructs in its own `init` (`_observer = StateObject(wrappedValue: KeysObserver(keys:))`,
    /// `self._draft = State(initialValue: Draft())`, the arguments on lines of their own too, a local made just before:
    /// `let c = Composer(); _composer = StateObject(wrappedValue: c)`) is owned like
    /// `@StateObject var x = Model()`; one an init is handed stays injection, also when another init makes its own.
    func testAStoreTheViewConstructsInItsInitIsOwned() {
        let g = graph([("Rows.swift", """
        import SwiftUI
        final class KeysObserver: ObservableObject {
            @Published var values: [String: Bool] = [:]
            let keys: [String]
            init(keys: [String]) { self.keys = keys }
        }
        @Observable final class Draft { var text = "" }
        final class Theme: ObservableObject { @Published var dark = false }
        struct ToggleRow: View {
            let key: String
            @StateObject private var observer: KeysObserver
            @State private var draft: Draft
            @ObservedObject private var theme: Theme
            init(key: String, requires: [String], theme: Theme) {
                self.key = key
                _observer = StateObject(
                    wrappedValue: KeysObserver(keys: requires)
                )
                self._draft = State(initialValue: Draft())
                _theme = ObservedObject(wrappedValue: theme)
            }
            var body: some View { Text(key) }
        }
        final class Toasts: ObservableObject { @Published var message = "" }
        struct ToastHost: View {
            @StateObject private var toasts: Toasts
            init() { _toasts = StateObject(wrappedValue: .init()) }
            init(toasts: Toasts) { _toasts = StateObject(wrappedValue: toasts) }
            var body: some View { Text(toasts.message) }
        }
        final class Composer: ObservableObject {
            @Published var text = ""
            init(topic: String) {}
        }
        struct ComposeScreen: View {
            @StateObject private var composer: Composer
            init(topic: String) {
                let composer = Composer(topic: topic)
                composer.text = topic
                _composer = StateObject(wrappedValue: composer)
            }
            var body: some View { Text(composer.text) }
        }
        """)])
        XCTAssertEqual(g.edgeLines, ["Theme -injection:theme-> ToggleRow", "Toasts -injection:toasts-> ToastHost"], g.dump)
    }

    /// A generic channel that keeps the handlers registered with it (`Signal<Value>`: `observe` stores the closure,
    /// `send` calls them; `Relay<Element>` keeps each in a nested observer record) relays what its holder sends to whoever subscribed: handing one to a view model is no
    /// service injected into it (counted unresolved; the view model talks to the subscriber through it). A monitor
    /// that produces its own events stays a service.
    func testAnEventChannelHandedToAViewModelIsNoInjectedService() {
        let g = graph([("Picker.swift", """
        import UIKit
        final class Signal<Value> {
            private var listeners: [(Value) -> Void] = []
            func observe(_ owner: AnyObject, _ listener: @escaping (Value) -> Void) { listeners.append(listener) }
            func send(_ value: Value) { listeners.forEach { $0(value) } }
        }
        final class Relay<Element> {
            struct Observer {
                weak var owner: AnyObject?
                let callback: (Element) -> Void
                init(owner: AnyObject, callback: @escaping (Element) -> Void) { self.owner = owner; self.callback = callback }
            }
            private var observers: [Observer] = []
            func subscribe(_ owner: AnyObject, callback: @escaping (Element) -> Void) { observers.append(Observer(owner: owner, callback: callback)) }
            func emit(_ element: Element) { observers.forEach { $0.callback(element) } }
        }
        final class TagsViewModel {
            private let didSelect: Relay<String>
            init(didSelect: Relay<String>) { self.didSelect = didSelect }
            func select(_ tag: String) { didSelect.emit(tag) }
        }
        final class ReachabilityMonitor {
            private var handlers: [(Bool) -> Void] = []
            func observe(_ handler: @escaping (Bool) -> Void) { handlers.append(handler) }
        }
        final class ColorPickerViewModel {
            private let picked: Signal<String>
            private let reachability: ReachabilityMonitor
            init(picked: Signal<String>, reachability: ReachabilityMonitor) {
                self.picked = picked
                self.reachability = reachability
            }
            func choose(_ name: String) { picked.send(name) }
        }
        final class PaletteViewController: UIViewController {
            var color = ""
            func openPicker(reachability: ReachabilityMonitor) {
                let picked = Signal<String>()
                picked.observe(self) { [weak self] in self?.color = $0 }
                _ = ColorPickerViewModel(picked: picked, reachability: reachability)
            }
        }
        """)])
        // The registration stays the channel's closure edge to the registering type.
        XCTAssertEqual(g.edgeLines, [
            "ReachabilityMonitor -injection:reachability-> ColorPickerViewModel",
            "Signal -closure:listeners-> PaletteViewController",
        ], g.dump)
        XCTAssertEqual(g.unresolved.filter { $0.reason.contains("event channel") }.map(\.text).sorted(), ["Relay<String>", "Signal<String>"], g.dump)
    }

    /// A `Codable` record keeping another record, a Core Data entity handed to a view or a view model, a record
    /// holding a value through a declared base class: data composition. The service next to them stays injection.
    func testDataModelsHandedOverAreNoInjection() {
        let g = graph([("Models.swift", """
        import CoreData
        class BaseEntity: Codable { var id = "" }
        final class Podcast: BaseEntity { var title = "" }
        final class Episode: Codable {
            let podcast: Podcast
            let feed: FeedService
            init(podcast: Podcast, feed: FeedService) {
                self.podcast = podcast
                self.feed = feed
            }
        }
        final class FeedService { func load() {} }
        public final class MessageEntity: NSManagedObject { @NSManaged var text: String }
        public final class TaskEntity: NSManagedObject { @NSManaged var url: String }
        final class MessageCellModel {
            let message: MessageEntity
            let feed: FeedService
            init(message: MessageEntity, feed: FeedService) {
                self.message = message
                self.feed = feed
            }
        }
        """), ("TaskView.swift", """
        import SwiftUI
        struct TaskCell: View {
            let task: TaskEntity
            init(task: TaskEntity) { self.task = task }
            var body: some View { Text(task.url) }
        }
        """)])
        XCTAssertEqual(g.edgeLines, ["FeedService -injection:feed-> MessageCellModel"], g.dump)
    }

    /// `VideoTime.zero` of a `Comparable` class is a named number; `Clock.shared` of the same kind of class, and a
    /// plain class's own static instance, are shared objects.
    func testNamedConstantsOfValueClassesAreNoSingletons() {
        let g = graph([("Time.swift", """
        class VideoTime {
            static let infinite = VideoTime(999)
            static let zero = VideoTime(0)
            var second: Double
            init(_ second: Double) { self.second = second }
        }
        extension VideoTime: Comparable {
            static func < (l: VideoTime, r: VideoTime) -> Bool { l.second < r.second }
            static func == (l: VideoTime, r: VideoTime) -> Bool { l.second == r.second }
        }
        final class Clock: Equatable {
            static let shared = Clock()
            static func == (l: Clock, r: Clock) -> Bool { l === r }
        }
        final class PlaybackRegistry {
            static let main = PlaybackRegistry()
            var players: [String] = []
        }
        final class PlayerController {
            var position = VideoTime.zero
            func reset() {
                if position == VideoTime.infinite { position = VideoTime.zero }
                _ = Clock.shared
                PlaybackRegistry.main.players.append("p")
            }
        }
        """)])
        XCTAssertEqual(g.edgeLines, [
            "Clock -singleton:shared-> PlayerController",
            "PlaybackRegistry -singleton:main-> PlayerController",
        ], g.dump)
    }

    /// RxSwift MVVM: a view model's nested `Input` is an envelope the screen fills with its controls' events. The view
    /// model's subscriptions to its fields come from the type that constructs the Input (`ViewModel.Input(…)`), at
    /// the subscription and the construction; one built where no name says whose it is (`.init(…)`) is unresolved.
    func testViewModelInputEnvelopeComesFromTheTypeThatFillsIt() {
        let g = graph([("Repos.swift", """
        import UIKit
        import RxSwift
        import RxCocoa
        final class ReposViewModel {
            struct Input {
                let refresh: Observable<Void>
                let query: Driver<String>
            }
            struct Output { let titles: Driver<[String]> }
            let bag = DisposeBag()
            let keyword = BehaviorRelay(value: "")
            func transform(input: Input) -> Output {
                input.query.drive(keyword).disposed(by: bag)
                input.refresh.subscribe(onNext: { [weak self] in self?.keyword.accept("") }).disposed(by: bag)
                return Output(titles: keyword.asDriver().map { [$0] })
            }
        }
        final class ReposViewController: UIViewController {
            let field = UITextField()
            let reload = UIButton()
            let viewModel = ReposViewModel()
            let bag = DisposeBag()
            override func viewDidLoad() {
                super.viewDidLoad()
                let input = ReposViewModel.Input(refresh: reload.rx.tap.asObservable(), query: field.rx.text.orEmpty.asDriver())
                let output = viewModel.transform(input: input)
                output.titles.drive(onNext: { [weak self] in self?.title = $0.first }).disposed(by: bag)
            }
        }
        final class BranchesViewModel {
            struct Input { let selection: Driver<Int> }
            let bag = DisposeBag()
            let picked = BehaviorRelay(value: 0)
            func transform(input: Input) { input.selection.drive(picked).disposed(by: bag) }
        }
        final class BranchesViewController: UIViewController {
            let table = UITableView()
            let viewModel = BranchesViewModel()
            override func viewDidLoad() {
                viewModel.transform(input: .init(selection: table.rx.itemSelected.map { $0.row }.asDriver(onErrorJustReturn: 0)))
            }
        }
        """)])
        let lines = g.edgeLines
        XCTAssertTrue(lines.contains("ReposViewController -combine:query-> ReposViewModel"), g.dump)
        XCTAssertTrue(lines.contains("ReposViewController -combine:refresh-> ReposViewModel"), g.dump)
        XCTAssertFalse(lines.contains { $0.hasPrefix("ReposViewModel.Input ") || $0.hasPrefix("BranchesViewModel.Input ") }, g.dump)
        let query = g.edges.first { g.nodes[$0.from].id == "ReposViewController" && $0.member == "query" }
        XCTAssertEqual(query?.sites.map(\.location.line).sorted(), [13, 25], g.dump)
        XCTAssertTrue(g.unresolved.contains { $0.reason.contains("BranchesViewModel.Input") }, g.dump)
    }

    /// `avatarView.rx.tapGesture()` on a cell's own subview of an app view class reads RxCocoa's `rx` namespace of
    /// that view, no publisher the class declares: the cell's own control event, no edge from the view class.
    func testTheRxNamespaceOfAnOwnSubviewIsNoPublisher() {
        let g = graph([("Cells.swift", """
        import UIKit
        import RxSwift
        import RxCocoa
        import RxGesture
        class RoundedImageView: UIImageView {}
        final class AuthorCellModel { let authorPicked = PublishSubject<String>() }
        final class AuthorCell: UITableViewCell {
            let avatarView = RoundedImageView()
            var bag = DisposeBag()
            func bind(to model: AuthorCellModel) {
                avatarView.rx.tapGesture().when(.recognized).map { _ in "me" }.bind(to: model.authorPicked).disposed(by: bag)
            }
        }
        """)])
        XCTAssertFalse(g.edgeLines.contains { $0.hasPrefix("RoundedImageView ") }, g.dump)
        XCTAssertEqual(g.stats[.combine]?.internalReferences, 1, g.dump)
    }

    /// `rx.viewDidLoad` is an event of the screen's own reactive extension (`self.rx`): no other type's `viewDidLoad`
    /// field (an Input struct's) is guessed as its sender.
    func testTheCodesOwnRxEventsHaveNoSender() {
        let g = graph([("Screens.swift", """
        import UIKit
        import RxSwift
        import RxCocoa
        extension Reactive where Base: UIViewController {
            var viewDidLoad: ControlEvent<Void> { ControlEvent(events: methodInvoked(#selector(Base.viewDidLoad)).map { _ in }) }
            var applyTheme: Binder<Void> { Binder(base) { vc, _ in vc.view.backgroundColor = .systemBackground } }
        }
        final class SettingsModel { struct Input { let viewDidLoad: Driver<Void> } }
        final class ThemedScreen: UIViewController {
            let bag = DisposeBag()
            func bindTheme() { rx.viewDidLoad.bind(to: rx.applyTheme).disposed(by: bag) }
        }
        """)])
        XCTAssertEqual(g.edgeLines, [], g.dump)
        XCTAssertEqual(g.stats[.combine]?.internalReferences, 1, g.dump)
    }

    /// A protocol refining `CaseIterable` is a set of options (enums, here of another module): a view holding the
    /// selected one holds a value, no injected service.
    func testOptionProtocolIsNoService() {
        let g = graph([("Options.swift", """
        import SwiftUI
        import SharedKit
        protocol PickableChoice: CaseIterable, Hashable { var label: String { get } }
        extension Appearance: PickableChoice { var label: String { "\\(self)" } }
        struct ChoiceList<T: PickableChoice>: View {
            let selected: T
            init(selected: T) { self.selected = selected }
            var body: some View { Text(selected.label) }
        }
        """)])
        XCTAssertEqual(g.edgeLines, [], g.dump)
    }

    /// Presets of a struct (`static var` that no code assigns) are constants like a `static let`, and a class that
    /// declares its own equality (`isEqual(_:)` override, `==`) is a value whose `static let` is a named sentinel. A
    /// struct's `static var` the app replaces stays shared state, and so does an identity-compared class's instance.
    func testPresetsAndSentinelsAreNoSingletons() {
        let g = graph([("Brightness.swift", """
        import Foundation
        struct WriteOutcome {
            var read: Bool
            var write: Bool
            static var bothWork = WriteOutcome(read: true, write: true)
            static var readOnly = WriteOutcome(read: true, write: false)
            static var lastSeen = WriteOutcome(read: false, write: false)
        }
        final class Monitor: NSObject {
            let id: Int
            init(id: Int) { self.id = id }
            static let mirrored = Monitor(id: -1)
            override func isEqual(_ object: Any?) -> Bool { (object as? Monitor)?.id == id }
        }
        final class Port {
            let number: Int
            init(number: Int) { self.number = number }
            static func == (l: Port, r: Port) -> Bool { l.number == r.number }
            static let loopback = Port(number: 0)
        }
        final class Session {
            static let active = Session()
        }
        final class Panel {
            var isBuiltin = false
            var outcome = WriteOutcome.bothWork
            func probe(_ monitor: Monitor, port: Port) -> Bool {
                outcome = isBuiltin ? WriteOutcome.readOnly : WriteOutcome.bothWork
                WriteOutcome.lastSeen = outcome
                _ = Session.active
                return monitor == Monitor.mirrored || port == Port.loopback
            }
        }
        final class Dashboard {
            func show() -> Bool { WriteOutcome.lastSeen.write }
        }
        """)])
        // Panel only writes `lastSeen`: a write reads nothing from the shared value.
        XCTAssertEqual(g.edgeLines, [
            "Session -singleton:active-> Panel",
            "WriteOutcome -singleton:lastSeen-> Dashboard",
        ], g.dump)
    }
}

/// Recall: communication the graph used to miss, each found at its site.
final class GraphRecallTests: XCTestCase {
    /// `NetworkConnection.shared.assignDelegates(serverDelegate: self, …)` where the method gives its parameters to the
    /// delegates of objects it holds; `player.attach(delegate: self)` storing its own delegate. A method that keeps
    /// `self` in a property that is no delegate (`register(owner:)`) is no delegate edge.
    func testDelegatesSetThroughAMethodParameter() {
        let g = graph([("Connection.swift", """
        protocol ServerCertificateDelegate: AnyObject { func trust() }
        protocol ClientCertificateDelegate: AnyObject { func identity() }
        final class ServerCertificateManager { weak var delegate: ServerCertificateDelegate? }
        final class ClientCertificateManager { weak var delegate: ClientCertificateDelegate? }
        final class NetworkConnection {
            static let shared = NetworkConnection()
            let serverCertificateManager = ServerCertificateManager()
            let clientCertificateManager = ClientCertificateManager()
            var owner: AnyObject?
            func assignDelegates(serverDelegate: ServerCertificateDelegate?, clientDelegate: ClientCertificateDelegate) {
                serverCertificateManager.delegate = serverDelegate
                self.clientCertificateManager.delegate = clientDelegate
            }
            func register(owner: AnyObject) { self.owner = owner }
        }
        protocol PlayerDelegate: AnyObject { func finished() }
        final class Player {
            weak var delegate: PlayerDelegate?
            func attach(delegate: PlayerDelegate) { self.delegate = delegate }
        }
        """), ("Screens.swift", """
        final class SitemapViewController: ServerCertificateDelegate, ClientCertificateDelegate, PlayerDelegate {
            let player = Player()
            func viewDidLoad() {
                NetworkConnection.shared.assignDelegates(serverDelegate: self, clientDelegate: self)
                NetworkConnection.shared.register(owner: self)
                player.attach(delegate: self)
            }
            func trust() {}
            func identity() {}
            func finished() {}
        }
        """)])
        XCTAssertEqual(g.edgeLines, [
            "ClientCertificateManager -delegate:delegate-> SitemapViewController",
            "NetworkConnection -singleton:shared-> SitemapViewController",
            "Player -delegate:delegate-> SitemapViewController",
            "ServerCertificateManager -delegate:delegate-> SitemapViewController",
        ], g.dump)
    }
}

extension GraphRecallTests {
    /// Posts and observations through an app's own wrappers (`postNotification(_:)`, `postOnMainThread(name:object:)`,
    /// a wrapper of a wrapper, an observing helper) are the callers' notifications; the forwards inside the wrappers
    /// are none.
    func testNotificationsThroughWrappers() throws {
        let source = try String(contentsOf: repositoryRoot.appendingPathComponent("Corpus/unmatched_notification/posted_and_observed_through_wrappers.swift"), encoding: .utf8)
        let g = graph([("Harvest.swift", source)])
        XCTAssertEqual(g.edgeLines, [
            "HarvestCoordinator -notification:harvestFinished-> SiloMonitor",
            "HarvestCoordinator -notification:harvestStarted-> SiloMonitor",
        ], g.dump)
        XCTAssertEqual(g.postedButNeverObserved.map(\.name), ["harvestCancelled"])
        XCTAssertEqual(g.observedButNeverPosted.map(\.name), ["siloFull"])
        XCTAssertFalse(g.notifications.contains { $0.name == "name" || $0.name == "event" }, "\(g.notifications.map(\.name))")
    }

    /// A static wrapper on NotificationCenter (`NotificationCenter.observer(for:using:)`) is followed by its label.
    func testNotificationsThroughAStaticWrapper() throws {
        let source = try String(contentsOf: repositoryRoot.appendingPathComponent("Corpus/unmatched_notification/observed_through_a_static_wrapper.swift"), encoding: .utf8)
        let g = graph([("Clock.swift", source)])
        XCTAssertEqual(g.edgeLines, ["CorpusClock -notification:corpusClockTick-> CorpusClockLabel"], g.dump)
        XCTAssertEqual(g.postedButNeverObserved.map(\.name), ["corpusClockStopped"])
    }
}

extension GraphRecallTests {
    /// A name built at run time from a value (`.init(name)`) is no name the graph can match: two calls spelled alike
    /// may post and observe different notifications.
    func testNamesBuiltAtRunTimeAreNotMatchedByTheirText() {
        let g = graph([("Relay.swift", """
        import Foundation
        final class MenuTracker {
            func announceBegin() {
                let name = "com.example.beginMenuTracking"
                DistributedNotificationCenter.default().post(name: .init(name), object: nil)
            }
        }
        final class RemoteRelay {
            private var tokens: [NSObjectProtocol] = []
            func subscribe(to name: String) {
                tokens.append(DistributedNotificationCenter.default().addObserver(forName: .init(name), object: nil, queue: nil) { [weak self] _ in
                    self?.forward(name)
                })
            }
            private func forward(_ name: String) {}
        }
        """)])
        XCTAssertEqual(g.edgeLines, [], g.dump)
        XCTAssertEqual(g.notifications.map(\.name), [])
    }

    /// A name made from a `String` enum's raw value posts one of the enum's raw values: an edge to each observer of
    /// one of them.
    func testANameMadeFromAStringEnumIsEachOfItsRawValues() {
        let g = graph([("Downloads.swift", """
        import Foundation
        enum DownloadEvent: String {
            case progress = "downloadProgress"
            case done = "downloadDone"
        }
        final class Downloader {
            func emit(_ event: DownloadEvent) {
                NotificationCenter.default.post(name: NSNotification.Name(event.rawValue), object: nil)
            }
        }
        final class Library {
            init() {
                NotificationCenter.default.addObserver(self, selector: #selector(reload), name: Notification.Name("downloadDone"), object: nil)
            }
            @objc private func reload() {}
        }
        """)])
        XCTAssertEqual(g.edgeLines, ["Downloader -notification:downloadDone-> Library"], g.dump)
        // The case may never be passed: a raw value only the enum's call names is no unmatched name.
        XCTAssertEqual(g.postedButNeverObserved.map(\.name), [])
    }

    /// `addObserver(model, selector: #selector(ChatModel.refresh), …)`: the observer is the object passed, not the
    /// code that registers it.
    func testASelectorObserverPassedByAnotherObjectIsTheObserver() {
        let g = graph([("Peers.swift", """
        import Foundation
        extension Notification.Name { static let peersChanged = Notification.Name("peersChanged") }
        final class PeerStore {
            func update() { NotificationCenter.default.post(name: .peersChanged, object: nil) }
        }
        final class ChatModel: NSObject {
            @objc func handlePeersChanged(_ note: Notification) {}
        }
        final class ChatWiring {
            private unowned let model: ChatModel
            init(model: ChatModel) { self.model = model }
            func register() {
                NotificationCenter.default.addObserver(model, selector: #selector(ChatModel.handlePeersChanged(_:)), name: .peersChanged, object: nil)
            }
        }
        """)])
        XCTAssertEqual(g.edgeLines, ["PeerStore -notification:peersChanged-> ChatModel"], g.dump)
    }

    /// A name given a global string constant (`NSNotification.Name(kNeighborhoodsUpdated)` with `let
    /// kNeighborhoodsUpdated = "…"`) is that string: matched, and reported when one side is missing.
    func testANameGivenAGlobalStringConstantIsThatString() {
        let g = graph([("Neighborhoods.swift", """
        import Foundation
        let kNeighborhoodsUpdated = "neighborhoodsUpdated"
        let kNeighborhoodsCleared = "neighborhoodsCleared"
        final class NeighborhoodService {
            func refresh() { NotificationCenter.default.post(name: NSNotification.Name(kNeighborhoodsUpdated), object: nil) }
            func clear() { NotificationCenter.default.post(name: NSNotification.Name(rawValue: kNeighborhoodsCleared), object: nil) }
        }
        final class NeighborhoodList: NSObject {
            func start() {
                NotificationCenter.default.addObserver(self, selector: #selector(reload), name: NSNotification.Name(rawValue: kNeighborhoodsUpdated), object: nil)
            }
            @objc func reload() {}
        }
        """)])
        XCTAssertEqual(g.edgeLines, ["NeighborhoodService -notification:neighborhoodsUpdated-> NeighborhoodList"], g.dump)
        XCTAssertEqual(g.postedButNeverObserved.map(\.name), ["neighborhoodsCleared"])
    }

    /// Names declared as members of the app's types (`static let contentChanged = Notification.Name("…")` in a class)
    /// match however the code spells them: `Type.member`, `type(of: self).member`, a bare member, `instance.member`.
    func testNotificationNamesDeclaredOnTypesMatchEverySpelling() {
        let g = graph([("Storage.swift", """
        import Foundation
        final class ProfileStorage {
            static let contentChanged = Notification.Name("ProfileStorageContentChanged")
            func save() { NotificationCenter.default.post(name: type(of: self).contentChanged, object: nil) }
        }
        final class ServerManager {
            static let contentChanged = Notification.Name("ServerManagerContentChanged")
            func refresh() { NotificationCenter.default.post(name: ServerManager.contentChanged, object: self) }
        }
        final class AppSessionManager {
            let dataReloaded = Notification.Name("AppSessionManagerDataReloaded")
            let sessionChanged = Notification.Name("AppSessionManagerSessionChanged")
            func reload() { NotificationCenter.default.post(name: dataReloaded, object: nil) }
            func logIn() { postNotification(name: sessionChanged, object: self) }
            private func postNotification(name: Notification.Name, object: Any?) {
                DispatchQueue.main.async { NotificationCenter.default.post(name: name, object: object) }
            }
        }
        """), ("Screens.swift", """
        import UIKit
        final class ProfilesViewController: UIViewController {
            let appSessionManager: AppSessionManager
            init(appSessionManager: AppSessionManager) { self.appSessionManager = appSessionManager; super.init(nibName: nil, bundle: nil) }
            func startObserving() {
                NotificationCenter.default.addObserver(self, selector: #selector(reload), name: ProfileStorage.contentChanged, object: nil)
                NotificationCenter.default.addObserver(self, selector: #selector(reload), name: appSessionManager.dataReloaded, object: nil)
                NotificationCenter.default.addObserver(self, selector: #selector(reload), name: appSessionManager.sessionChanged, object: nil)
            }
            @objc func reload() {}
        }
        final class CountriesViewModel {
            func startObserving() {
                NotificationCenter.default.addObserver(self, selector: #selector(reload), name: ServerManager.contentChanged, object: nil)
            }
            @objc func reload() {}
        }
        """)])
        XCTAssertEqual(g.edgeLines.filter { $0.contains("-notification:") }, [
            "AppSessionManager -notification:AppSessionManager.dataReloaded-> ProfilesViewController",
            "AppSessionManager -notification:AppSessionManager.sessionChanged-> ProfilesViewController",
            "ProfileStorage -notification:ProfileStorage.contentChanged-> ProfilesViewController",
            "ServerManager -notification:ServerManager.contentChanged-> CountriesViewModel",
        ], g.dump)
        XCTAssertTrue(g.postedButNeverObserved.isEmpty && g.observedButNeverPosted.isEmpty, "\(g.notifications.map(\.name))")
    }
}

extension GraphRecallTests {
    /// `guard let viewModel = viewModel as? OrdersViewModel` shadows the base class's `viewModel` property for the
    /// rest of the function: the local has the cast's type. Another function still reads the property.
    func testACastBindingShadowsThePropertyInItsFunction() {
        let g = graph([("Orders.swift", """
        import UIKit
        import RxSwift
        class BaseViewModel { let busy = BehaviorRelay(value: false) }
        final class OrdersViewModel: BaseViewModel { let orderPicked = PublishSubject<Int>() }
        class BaseViewController: UIViewController {
            var viewModel: BaseViewModel?
            let bag = DisposeBag()
            func bind() {}
        }
        final class OrdersViewController: BaseViewController {
            override func bind() {
                guard let viewModel = viewModel as? OrdersViewModel else { return }
                viewModel.orderPicked.subscribe(onNext: { [weak self] _ in self?.dismiss(animated: true) }).disposed(by: bag)
            }
            func showSpinner() {
                viewModel?.busy.subscribe(onNext: { [weak self] in self?.view.isHidden = $0 }).disposed(by: bag)
            }
        }
        """)])
        XCTAssertEqual(g.edgeLines, [
            "BaseViewModel -combine:busy-> OrdersViewController",
            "OrdersViewModel -combine:orderPicked-> OrdersViewController",
        ], g.dump)
    }

    /// A container property typed with a protocol and made by a closure (`lazy var api: ApiClient = { …; return
    /// HTTPApiClient(…) }()`) or constructed outright (`let store: Storage = DiskStorage()`) holds that class: passed
    /// to an initializer taking the protocol, the edge comes from it, not from the protocol node.
    func testAProtocolTypedPropertyHoldsTheClassItsInitializerMakes() {
        let g = graph([("Container.swift", """
        import Foundation
        protocol ApiClient { func get() async -> Data? }
        protocol Storage { func save(_ data: Data) }
        final class Transport { func send() async -> Data? { nil } }
        final class HTTPApiClient: ApiClient {
            private let transport: Transport
            init(transport: Transport) { self.transport = transport }
            func get() async -> Data? { await transport.send() }
        }
        final class DiskStorage: Storage { func save(_ data: Data) {} }
        final class FeedRepository {
            private let api: ApiClient
            private let storage: Storage
            init(api: ApiClient, storage: Storage) { self.api = api; self.storage = storage }
        }
        final class AppDependencies {
            lazy var api: ApiClient = {
                let transport = Transport()
                return HTTPApiClient(transport: transport)
            }()
            let storage: Storage = DiskStorage()
            func makeFeedRepository() -> FeedRepository { FeedRepository(api: api, storage: storage) }
        }
        """)])
        XCTAssertEqual(g.edgeLines, [
            "DiskStorage -injection:storage-> FeedRepository",
            "HTTPApiClient -injection:api-> FeedRepository",
            "Transport -injection:transport-> HTTPApiClient",
        ], g.dump)
    }

    /// A view model typed through a protocol-composition typealias (`typealias TrendingViewModel =
    /// TrendingViewModelInput & TrendingViewModelOutput`) is injected like one typed with a protocol: from the class
    /// passed at the construction site that adopts the alias (or every protocol in it).
    func testAProtocolCompositionTypealiasIsInjectedLikeAProtocol() {
        let g = graph([
            ("TrendingViewModel.swift", """
            protocol TrendingViewModelInput { func refresh() }
            protocol TrendingViewModelOutput { var heading: String { get } }
            typealias TrendingViewModel = TrendingViewModelInput & TrendingViewModelOutput
            final class LoadTrendingUseCase { func run() async -> [String] { [] } }
            final class DefaultTrendingViewModel: TrendingViewModel {
                let heading = "Trending"
                private let useCase: LoadTrendingUseCase
                init(useCase: LoadTrendingUseCase) { self.useCase = useCase }
                func refresh() { Task { _ = await useCase.run() } }
            }
            """),
            ("TrendingScreen.swift", """
            import SwiftUI
            final class TrendingViewModelWrapper: ObservableObject {
                let viewModel: TrendingViewModel
                @Published var heading = ""
                init(viewModel: TrendingViewModel) { self.viewModel = viewModel }
                func reload() { viewModel.refresh(); heading = viewModel.heading }
            }
            final class AppFactory {
                func makeTrendingWrapper() -> TrendingViewModelWrapper {
                    TrendingViewModelWrapper(viewModel: DefaultTrendingViewModel(useCase: LoadTrendingUseCase()))
                }
            }
            """),
        ])
        XCTAssertEqual(g.edgeLines, [
            "DefaultTrendingViewModel -injection:viewModel-> TrendingViewModelWrapper",
            "LoadTrendingUseCase -injection:useCase-> DefaultTrendingViewModel",
        ], g.dump)
    }

    /// Publishers a chain joins besides its root (`combineLatest`, `merge(with:)`, `Publishers.CombineLatest(…)`), and a
    /// publisher held in a local and subscribed later, each give their owner's combine edge.
    func testPublishersThatAreNotTheRootOfTheChain() {
        let g = graph([("Stores.swift", """
        import Combine
        final class SessionStore { @Published var user: String? = nil }
        final class SettingsStore { @Published var compact = false }
        final class FeedStore {
            @Published var items: [String] = []
            let refreshes = PassthroughSubject<Void, Never>()
        }
        """), ("FeedViewModel.swift", """
        import Combine
        final class FeedViewModel {
            let session: SessionStore
            let settings: SettingsStore
            let feed: FeedStore
            @Published var title = ""
            private var bag = Set<AnyCancellable>()
            init(session: SessionStore, settings: SettingsStore, feed: FeedStore) {
                self.session = session
                self.settings = settings
                self.feed = feed
                $title.combineLatest(settings.$compact).sink { _ in }.store(in: &bag)
                Publishers.CombineLatest(feed.$items, $title).sink { _ in }.store(in: &bag)
                $title.merge(with: feed.refreshes.map { "" }).sink { _ in }.store(in: &bag)
                let names = session.$user.compactMap { $0 }
                names.sink { [weak self] in self?.title = $0 }.store(in: &bag)
            }
        }
        """)])
        XCTAssertEqual(g.edgeLines.filter { $0.contains("-combine:") }, [
            "FeedStore -combine:items-> FeedViewModel",
            "FeedStore -combine:refreshes-> FeedViewModel",
            "SessionStore -combine:user-> FeedViewModel",
            "SettingsStore -combine:compact-> FeedViewModel",
        ], g.dump)
    }
}

extension GraphEvidenceTests {
    /// A test double's post (`NEVPNConnectionMock` posting the system's status name) and a mock passed to a service in a
    /// test's setup stand in for the real poster and service: production types get no edge from them (test doubles by
    /// `Vocabulary.isTestDoubleName`).
    func testTestDoublesStandInForTheRealPosterAndService() {
        let g = graph([("Sources.swift", """
        import Foundation
        protocol AuthKeychainHandle: AnyObject { func token() -> String? }
        final class AuthKeychain: AuthKeychainHandle { func token() -> String? { nil } }
        final class VpnApiService {
            let authKeychain: AuthKeychainHandle
            init(authKeychain: AuthKeychainHandle) { self.authKeychain = authKeychain }
        }
        final class VpnManager {
            func observe() { NotificationCenter.default.addObserver(self, selector: #selector(changed), name: .NEVPNStatusDidChange, object: nil) }
            @objc func changed() {}
        }
        final class NEVPNConnectionMock {
            func connect() { NotificationCenter.default.post(name: .NEVPNStatusDidChange, object: self) }
        }
        """), ("Tests.swift", """
        import XCTest
        final class AuthKeychainMock: AuthKeychainHandle { func token() -> String? { "t" } }
        final class VpnApiServiceTests: XCTestCase {
            func testToken() { _ = VpnApiService(authKeychain: AuthKeychainMock()) }
        }
        """)])
        XCTAssertEqual(g.edgeLines, ["AuthKeychainHandle -injection:authKeychain-> VpnApiService"], g.dump)
    }
}

extension GraphEvidenceTests {
    /// A test posting a system notification (`UIApplication.willEnterForegroundNotification`) simulates the system:
    /// the app's observers hear the system (an external poster), and a test's own observer still hears the test.
    func testATestPostingASystemNotificationSimulatesTheSystem() {
        let g = graph([("Sources.swift", """
        import UIKit
        final class CacheTrimmer {
            init() { NotificationCenter.default.addObserver(self, selector: #selector(trim), name: UIApplication.willEnterForegroundNotification, object: nil) }
            @objc func trim() {}
        }
        """), ("Tests.swift", """
        import XCTest
        final class CacheTrimmerTests: XCTestCase {
            func testTrimsOnForeground() {
                _ = CacheTrimmer()
                NotificationCenter.default.post(name: UIApplication.willEnterForegroundNotification, object: nil)
            }
        }
        """), ("SpecTests.swift", """
        import Nimble
        import AppTestSupport
        final class CacheTrimmerSpec: XCTestCase {
            func testTrimsAgain() {
                _ = CacheTrimmer()
                NotificationCenter.default.post(name: UIApplication.willEnterForegroundNotification, object: nil)
            }
        }
        """)], external: true)
        XCTAssertEqual(g.edgeLines.filter { $0.contains("-notification:") },
                       ["UIApplication -notification:UIApplication.willEnterForegroundNotification-> CacheTrimmer"], g.dump)
    }
}

extension GraphEvidenceTests {
    /// `errorDetails.refresh = { }` on a plain `Hashable` struct: the error view that holds the value calls it, not the
    /// value; a view struct's closure property and a class's stay closure edges.
    func testAClosureStoredInAPlainValueIsNoEdgeFromTheValue() {
        let g = graph([("Views.swift", """
        import SwiftUI
        struct ErrorDetails: Hashable {
            var title: String
            var refresh: (() async -> Bool)?
            static func == (l: ErrorDetails, r: ErrorDetails) -> Bool { l.title == r.title }
            func hash(into h: inout Hasher) { h.combine(title) }
        }
        struct ConfirmButton: View {
            var onConfirm: () -> Void = {}
            var body: some View { Button("OK") { onConfirm() } }
        }
        final class StateManager { var onVerify: ((Bool) -> Void)? }
        struct InstanceListView: View {
            @State var errorDetails: ErrorDetails?
            let manager = StateManager()
            var body: some View { Text("x") }
            func makeDetails() -> ErrorDetails? { nil }
            func load() {
                var details = ErrorDetails(title: "failed")
                details.refresh = { self.errorDetails == nil }
                errorDetails = details
                var guessed = makeDetails()
                guessed?.refresh = { false }
                var button = ConfirmButton()
                button.onConfirm = { print("ok") }
                manager.onVerify = { ok in print(ok) }
            }
        }
        """)])
        XCTAssertEqual(g.edgeLines, [
            "ConfirmButton -closure:onConfirm-> InstanceListView",
            "StateManager -closure:onVerify-> InstanceListView",
        ], g.dump)
        XCTAssertTrue(g.unresolved.contains { $0.reason.contains("plain value") }, g.dump)
    }
}

extension GraphEvidenceTests {
    /// `$0.modelContext = { … }` in TCA's `withDependencies:` closure: `$0` is an outside type (`DependencyValues`) whose
    /// extension in the sources declares `modelContext`, so the unknown receiver is no guess among the app's helpers
    /// that keep a closure of that name; an unknown receiver of a name only the app declares is still guessed.
    func testAMemberAnOutsideTypesExtensionDeclaresIsNoGuess() {
        let g = graph([("Bootstrap.swift", """
        import ComposableArchitecture
        extension DependencyValues {
            var modelContext: @Sendable () -> Int {
                get { self[ModelContextKey.self] }
                set { self[ModelContextKey.self] = newValue }
            }
        }
        final class DeletionHelper {
            var modelContext: @Sendable () -> Int = { 0 }
            var onPurge: (() -> Void)?
            func purge() { _ = modelContext(); onPurge?() }
        }
        enum Bootstrap {
            static func makeStore(container: ModelContainer) {
                _ = Store(initialState: RootFeature.State(), reducer: { RootFeature() }, withDependencies: {
                    $0.modelContext = { container.count }
                })
            }
            static func wire(_ helper: Any) {
                let h = cast(helper)
                h.onPurge = { print(helper) }
            }
        }
        """)])
        XCTAssertFalse(g.edgeLines.contains { $0.contains(":modelContext") }, g.dump)
        XCTAssertTrue(g.unresolved.contains { $0.text.contains("modelContext") }, g.dump)
        XCTAssertTrue(g.edgeLines.contains { $0.contains("DeletionHelper -closure:onPurge") }, g.dump)
    }

    /// A swift-dependencies client (`struct CatalogClient: Sendable { var fetchItems: … }`) is a bag of closures: a test
    /// stubbing an endpoint (`$0.catalogClient.fetchItems = { … }`) implements it, and whoever holds the client calls it.
    func testAStubbedEndpointOfASendableClientIsNoEdgeFromTheClient() {
        let g = graph([("Client.swift", """
        import Dependencies
        struct CatalogClient: Sendable {
            var fetchItems: @Sendable (_ page: Int) async throws -> [String]
        }
        extension DependencyValues {
            var catalogClient: CatalogClient {
                get { self[CatalogClient.self] }
                set { self[CatalogClient.self] = newValue }
            }
        }
        """), ("CatalogFeatureTests.swift", """
        import XCTest
        final class CatalogFeatureTests: XCTestCase {
            func testLoadsFirstPage() async throws {
                let firstPage = ["a", "b"]
                try await withDependencies {
                    $0.catalogClient.fetchItems = { _ in firstPage }
                } operation: {}
            }
        }
        """)])
        XCTAssertFalse(g.edgeLines.contains { $0.contains(":fetchItems") }, g.dump)
    }

    /// A name made from a constant in nested namespaces (`Notification.Name(rawValue:
    /// Constants.Keys.Notifications.kSortingChanged)`) is that constant's value: the post and the observer meet.
    func testANameFromANestedNamespacesConstantIsItsValue() {
        let g = graph([("Sorting.swift", """
        import Foundation
        enum Constants { enum Keys { enum Notifications { static let kSortingChanged = "app.sortingChanged" } } }
        final class SortPreferences {
            func change() { NotificationCenter.default.post(name: Notification.Name(rawValue: Constants.Keys.Notifications.kSortingChanged), object: nil) }
        }
        final class SortedList: NSObject {
            func start() {
                NotificationCenter.default.addObserver(self, selector: #selector(resort), name: Notification.Name(rawValue: Constants.Keys.Notifications.kSortingChanged), object: nil)
            }
            @objc func resort() {}
        }
        """)])
        XCTAssertEqual(g.edgeLines, ["SortPreferences -notification:app.sortingChanged-> SortedList"], g.dump)
    }

    /// A view's `@FocusState` and an optional `@State` selection no construction passes hold a store the view picked
    /// itself, not one handed to it: no injection edge. An optional `@State` a construction passes is injection.
    func testAViewsOwnSelectionAndFocusAreNoInjection() {
        let g = graph([("Shortcuts.swift", """
        import SwiftUI
        final class Shortcut: ObservableObject, Identifiable, Hashable {
            @Published var key = ""
            static func == (a: Shortcut, b: Shortcut) -> Bool { a === b }
            func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
        }
        struct ShortcutsEditor: View {
            @Binding var shortcuts: [Shortcut]
            @State var selected: Shortcut?
            @FocusState var editing: Shortcut?
            var body: some View { List(selection: $selected) { Text("x") } }
        }
        struct ShortcutDetail: View {
            @State var shown: Shortcut?
            var body: some View { Text(shown?.key ?? "") }
        }
        struct ShortcutsHost: View {
            @State private var shortcuts: [Shortcut] = []
            var body: some View {
                ShortcutsEditor(shortcuts: $shortcuts)
                ShortcutDetail(shown: shortcuts.first)
            }
        }
        """)])
        XCTAssertEqual(g.edgeLines.filter { $0.contains("-injection:") }, ["Shortcut -injection:shown-> ShortcutDetail"], g.dump)
    }

    /// `permission.app = self` on a receiver of unknown type guesses among the types declaring `app`: a read-only
    /// computed `app` (`LoggedError.app`) cannot be the one assigned, so it is no candidate.
    func testAComputedPropertyIsNoCandidateForAnAssignment() {
        let g = graph([("Model.swift", """
        protocol AppProtocol: AnyObject { var name: String { get } }
        final class StoreApp: AppProtocol {
            var name = ""
            func setPermissions(_ permissions: [AnyObject]) {
                for case let permission as AppPermission in permissions { permission.app = self }
            }
        }
        final class AppPermission { var app: StoreApp? }
        final class LoggedError {
            let installed: StoreApp
            init(installed: StoreApp) { self.installed = installed }
            var app: AppProtocol { installed }
        }
        """)])
        XCTAssertFalse(g.edgeLines.contains { $0.contains("-delegate:") }, g.dump)
    }

    /// An empty closure assigned to a callback resets it: no closure edge comes from it.
    func testEmptyClosuresResetCallbacksWithoutAnEdge() {
        let g = graph([("Badges.swift", """
        final class StreamController {
            var reload: () -> Void = {}
            var toggle: (Bool) -> Void = { _ in }
            func refresh() { reload(); toggle(true) }
        }
        final class BadgesController {
            private let stream = StreamController()
            private var count = 0
            func start() {
                stream.reload = {}
                stream.toggle = { _ in }
            }
            func watch() {
                stream.reload = { self.count += 1 }
            }
        }
        """)])
        let closures = g.edges.filter { $0.mechanism == .closure }
        XCTAssertEqual(closures.count, 1)
        XCTAssertEqual(closures.first?.sites.count, 1, "only the closure that does something is evidence")
    }

    /// Preview code never runs in the app: a `PreviewProvider`, a view declared in a `#Preview` body (two files may each
    /// declare a `struct Preview`), and what only previews construct draw no edge. The app's own use stays.
    func testPreviewCodeDrawsNoEdges() {
        let g = graph([("Banner.swift", """
        import SwiftUI
        struct BannerView: View {
            let title: String
            let dismiss: () -> Void
            init(title: String, dismiss: @escaping () -> Void) {
                self.title = title
                self.dismiss = dismiss
            }
            var body: some View { Button(title) { dismiss() } }
        }
        struct BannerView_Previews: PreviewProvider {
            static var previews: some View { BannerView(title: "Cleared", dismiss: { print("dismissed") }) }
        }
        #Preview {
            struct Preview: View {
                @State private var shown = true
                var body: some View { BannerView(title: "Cleared", dismiss: { shown = false }) }
            }
            return Preview()
        }
        """), ("Inbox.swift", """
        import SwiftUI
        struct InboxView: View {
            @State private var cleared = false
            var body: some View { BannerView(title: "Inbox", dismiss: { cleared = true }) }
        }
        """), ("Field.swift", """
        import SwiftUI
        struct FieldView: View {
            let onValidate: (String) -> Bool
            init(onValidate: @escaping (String) -> Bool) { self.onValidate = onValidate }
            var body: some View { Text("field") }
        }
        #Preview {
            struct Preview: View {
                var body: some View { FieldView(onValidate: { $0.count >= 10 }) }
            }
            return Preview()
        }
        """)])
        XCTAssertEqual(g.edgeLines, ["BannerView -closure:dismiss-> InboxView"], g.dump)
    }

    /// A builder chain whose every method returns `Self` keeps the constructed type: no publisher is guessed by name.
    func testABuilderChainOfSelfReturningMethodsKeepsItsType() {
        let g = graph([("Bars.swift", """
        import UIKit
        import Combine
        final class BlueBar: UIView {
            let backTapped = PassthroughSubject<Void, Never>()
        }
        final class GreenBar: UIView {
            let backTapped = PassthroughSubject<Void, Never>()
            func titled(_ text: String) -> Self { self }
            func styled(_ size: CGFloat) -> Self { self }
        }
        final class ScoreScreen: UIViewController {
            lazy var bar = GreenBar().styled(20).titled("Scores")
            private var bag = Set<AnyCancellable>()
            func watch() { bar.backTapped.sink { [weak self] in self?.close() }.store(in: &bag) }
            func close() {}
        }
        """)])
        XCTAssertEqual(g.edgeLines, ["GreenBar -combine:backTapped-> ScoreScreen"], g.dump)
    }

    /// `@StateObject var prefs: AppPreferencesModel = .shared` reads the singleton through the annotation.
    func testImplicitSharedMemberWithAnAnnotationIsASingletonRead() {
        let g = graph([("Settings.swift", """
        import SwiftUI
        final class AppPreferencesModel: ObservableObject {
            static let shared = AppPreferencesModel()
            @Published var theme = 0
        }
        struct SettingsView: View {
            @StateObject var prefs: AppPreferencesModel = .shared
            var body: some View { Text("settings") }
        }
        """)])
        XCTAssertEqual(g.edgeLines, ["AppPreferencesModel -singleton:shared-> SettingsView"], g.dump)
    }

    /// A shared object named only as the sender an observation filters on (`object: ItemStore.store`) is sent
    /// nothing: the notification edge is the talk, no singleton read. A call on it is one.
    func testASingletonNamedAsANotificationsSenderIsNoSingletonRead() {
        let g = graph([("Items.swift", """
        import UIKit
        let itemChanged = Notification.Name("itemChanged")
        final class ItemStore {
            static let store = ItemStore()
            func touch() { NotificationCenter.default.post(name: itemChanged, object: self) }
            func count() -> Int { 0 }
        }
        final class ItemCell: UICollectionViewCell {
            func configure() {
                NotificationCenter.default.addObserver(self, selector: #selector(itemDidChange(_:)), name: itemChanged, object: ItemStore.store)
            }
            @objc private func itemDidChange(_ note: Notification) {}
        }
        final class ItemBadge {
            func refresh() -> Int { ItemStore.store.count() }
        }
        """)])
        XCTAssertEqual(g.edgeLines, ["ItemStore -notification:itemChanged-> ItemCell", "ItemStore -singleton:store-> ItemBadge"], g.dump)
    }

    /// A view's plain optional store that nothing sets (`var store: TrackStore?`, no construction passing it, no
    /// assignment) is never handed one: no injection edge. One a caller passes is.
    func testAViewsOptionalStoreNothingSetsIsNoInjection() {
        let g = graph([("Tracks.swift", """
        import SwiftUI
        final class TrackStore: ObservableObject { @Published var tracks: [String] = [] }
        struct TrackScreen: View {
            var store: TrackStore?
            var body: some View { Text("tracks") }
        }
        struct AlbumScreen: View {
            var store: TrackStore?
            var body: some View { Text("album") }
        }
        struct LibraryScreen: View {
            @StateObject private var tracks = TrackStore()
            var body: some View { VStack { TrackScreen(); AlbumScreen(store: tracks) } }
        }
        """)])
        XCTAssertEqual(g.edgeLines, ["TrackStore -injection:store-> AlbumScreen"], g.dump)
    }

    /// A callback appended to the list a closure is handed (`pending.modify { list in list.append(block) }`) is kept by
    /// the property the call is made on: the edge's member is `pending`, not the closure's parameter.
    func testCallbackKeptThroughAClosureParameterIsNamedForTheProperty() {
        let g = graph([("Idle.swift", """
        struct Guarded<Value> {
            private var value: Value
            init(_ value: Value) { self.value = value }
            mutating func modify(_ body: (inout Value) -> Void) { body(&value) }
        }
        final class IdleCoordinator {
            private var pending = Guarded([() -> Void]())
            func whenIdle(_ block: @escaping () -> Void) { pending.modify { list in list.append(block) } }
        }
        final class IdleClock {
            let coordinator = IdleCoordinator()
            var ticks = 0
            func reset() { coordinator.whenIdle { self.ticks = 0 } }
        }
        """)])
        XCTAssertEqual(g.edgeLines, ["IdleCoordinator -closure:pending-> IdleClock"], g.dump)
    }

    /// `Settings.$autoStart` of `@Setting static var autoStart` is the wrapper's `projectedValue`: the listener
    /// registered on it goes to that type, not to every type with a method of the same name.
    func testProjectedValueOfADeclaredPropertyWrapper() {
        let g = graph([("Settings.swift", """
        final class Observed<T> {
            private var listeners = [(T) -> Void]()
            init(_ value: T) {}
            func addListener(_ block: @escaping (T) -> Void) { listeners.append(block) }
        }
        @propertyWrapper struct Setting<T> {
            let projectedValue: Observed<T>
            var wrappedValue: T
            init(wrappedValue: T) { self.wrappedValue = wrappedValue; self.projectedValue = Observed(wrappedValue) }
        }
        enum Settings { @Setting static var autoStart = false }
        final class TickClock {
            private var listeners = [(Date) -> Void]()
            func addListener(_ block: @escaping (Date) -> Void) { listeners.append(block) }
        }
        final class Launcher {
            func setUp() { Settings.$autoStart.addListener { enabled in print(enabled) } }
        }
        """)])
        XCTAssertEqual(g.edgeLines, ["Observed -closure:listeners-> Launcher"], g.dump)
    }

    /// A test's construction hands the app's type a test's client: no type the app runs with, so the injection edge
    /// through the protocol stays the protocol node's.
    func testTestConstructionsChooseNoProductionService() {
        let g = graph([("Store.swift", """
        protocol FeedClient: AnyObject { func load() async -> [String] }
        final class LiveFeedClient: FeedClient { func load() async -> [String] { [] } }
        final class FeedStore {
            let client: any FeedClient
            init(client: any FeedClient) { self.client = client }
        }
        final class RootScreen {
            let store: FeedStore
            init(client: any FeedClient) { self.store = FeedStore(client: client) }
        }
        """), ("FeedStoreTests.swift", """
        import XCTest
        final class GatedFeedClient: FeedClient { func load() async -> [String] { ["x"] } }
        final class FeedStoreTests: XCTestCase {
            func testLoads() { XCTAssertNotNil(FeedStore(client: GatedFeedClient())) }
        }
        """)])
        XCTAssertEqual(g.edgeLines.filter { $0.hasSuffix("FeedStore") }, ["FeedClient -injection:client-> FeedStore"], g.dump)
    }

    /// A test target's support file (no XCTest import of its own) handing a test double to an app type is test code
    /// too: the double does not stand in for the service the app passes.
    func testTestTargetSupportFileHandsNoServiceToTheApp() {
        let manifest = """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "Orders", targets: [
            .target(name: "Orders", path: "Sources/Orders"),
            .testTarget(name: "OrdersTests", dependencies: ["Orders"], path: "Tests/OrdersTests"),
        ])
        """
        var configuration = ArchitectureConfiguration()
        configuration.layout = SourceLayout(root: "", packages: [BuildFile(directory: "", text: manifest)])
        let g = graph([("Sources/Orders/PlaceOrder.swift", """
        public protocol OrderStore: AnyObject { func save(_ id: String) }
        public final class RemoteOrderStore: OrderStore { public init() {}; public func save(_ id: String) {} }
        public final class PlaceOrder {
            private let store: OrderStore
            public init(store: OrderStore) { self.store = store }
        }
        public final class OrdersAssembly {
            private let store: OrderStore
            public let placeOrder: PlaceOrder
            public init() {
                let store = RemoteOrderStore()
                self.store = store
                self.placeOrder = PlaceOrder(store: store)
            }
        }
        """), ("Tests/OrdersTests/Support/InMemoryOrderStore.swift", """
        @testable import Orders
        final class InMemoryOrderStore: OrderStore { func save(_ id: String) {} }
        struct Shopper { var placeOrder: PlaceOrder { PlaceOrder(store: InMemoryOrderStore()) } }
        """)], configuration: configuration)
        // The local `store` shadows the property of protocol type: the object passed is a `RemoteOrderStore`.
        XCTAssertEqual(g.edgeLines.filter { $0.hasSuffix("PlaceOrder") }, ["RemoteOrderStore -injection:store-> PlaceOrder"], g.dump)
    }

    /// A local whose initializer leaves its type outside the sources (`storyboard.instantiateViewController(…)`) is
    /// typed by the property it shadows; one made as a type of the sources types itself.
    func testShadowingLocalKeepsThePropertyTypeWhenItsOwnIsUnknown() {
        let g = graph([("Flows.swift", """
        import UIKit
        final class PreviewScreen: UIViewController { var onClose: (() -> Void)? }
        final class PreviewFlow {
            var screen: PreviewScreen?
            func start(storyboard: UIStoryboard) {
                let screen = storyboard.instantiateViewController(identifier: "preview") { coder in PreviewScreen(coder: coder) }
                screen.onClose = { [weak self] in self?.finish() }
            }
            func finish() {}
        }
        class ListLayout: UICollectionViewFlowLayout { var sections: (() -> Int)? }
        final class GridLayout: ListLayout {}
        final class GridScreen {
            var layout: GridLayout?
            func makeLayout() -> ListLayout {
                let layout = ListLayout()
                layout.sections = { [weak self] in self?.count() ?? 0 }
                return layout
            }
            func count() -> Int { 0 }
        }
        """)])
        XCTAssertEqual(g.edgeLines, ["ListLayout -closure:sections-> GridScreen", "PreviewScreen -closure:onClose-> PreviewFlow"], g.dump)
    }

    /// `X.instantiate()` with `static func instantiate() -> Self` in a protocol extension is an `X`, not the protocol.
    func testStaticMethodReturningSelfIsTheTypeItIsCalledOn() {
        let g = graph([("Screens.swift", """
        import UIKit
        protocol Storyboarded: UIViewController { static func instantiate() -> Self }
        extension Storyboarded {
            static func instantiate() -> Self { UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController() as! Self }
        }
        final class AlbumListViewController: UIViewController, Storyboarded {
            var onRefresh: (() -> Void)?
        }
        final class AlbumScreens {
            func makeList() -> AlbumListViewController {
                let list = AlbumListViewController.instantiate()
                list.onRefresh = { self.reload() }
                return list
            }
            func reload() {}
        }
        """)])
        XCTAssertEqual(g.edgeLines, ["AlbumListViewController -closure:onRefresh-> AlbumScreens"], g.dump)
    }

    /// `private var search: SearchScreen = .init()` constructs the annotated type: a `#Preview` that builds it too does
    /// not make it preview-only, so its edges to the screen holding it stay.
    func testPropertyMadeWithImplicitInitIsAnAppConstruction() {
        let g = graph([("Writing.swift", """
        import UIKit
        import Combine
        protocol SearchScreenDelegate: AnyObject { func searchScreen(didPick place: String) }
        final class SearchScreen: UIViewController {
            weak var delegate: SearchScreenDelegate?
            let reachedBottom = PassthroughSubject<Void, Never>()
        }
        final class WritingScreen: UIViewController, SearchScreenDelegate {
            private var search: SearchScreen = .init()
            private var cancellables = Set<AnyCancellable>()
            override func viewDidLoad() {
                super.viewDidLoad()
                search.delegate = self
                search.reachedBottom.sink { [weak self] in self?.loadMore() }.store(in: &cancellables)
            }
            private func loadMore() {}
            func searchScreen(didPick place: String) {}
        }
        #Preview {
            let screen = SearchScreen()
            return UINavigationController(rootViewController: screen)
        }
        """)])
        XCTAssertEqual(g.edgeLines, ["SearchScreen -combine:reachedBottom-> WritingScreen", "SearchScreen -delegate:delegate-> WritingScreen"], g.dump)
    }

    /// A class with two or more presets of itself (`static let light = Theme(…)`, `.dark`, `.black`) is a set of
    /// values to pick from, not a singleton; one instance under any name, a singleton name among presets, and accessors
    /// of the live instances (`static let first: Player = makePlayer()`) still are.
    func testPresetsOfAClassAreNoSingleton() {
        let g = graph([("Theme.swift", """
        import UIKit
        final class Theme: NSObject {
            let tintColor: UIColor
            init(tintColor: UIColor) { self.tintColor = tintColor }
            static let light = Theme(tintColor: .blue)
            static let dark = Theme(tintColor: .orange)
            static let black = Theme(tintColor: .white)
        }
        final class Session {
            static let current = Session()
            static let guest = Session()
        }
        final class Player {
            static let first: Player = makePlayer()
            static var active: Player { first }
            static func makePlayer() -> Player { Player() }
        }
        final class Store { static let store = Store() }
        final class AudioCell: UITableViewCell {
            var theme: Theme?
            func update(_ button: UIButton) {
                let theme = self.theme ?? Theme.light
                button.tintColor = theme.tintColor
                _ = Session.current
                _ = Session.guest
                _ = Store.store
                _ = Player.first
            }
        }
        """)])
        XCTAssertEqual(g.edgeLines, ["Player -singleton:first-> AudioCell", "Session -singleton:current-> AudioCell", "Store -singleton:store-> AudioCell"], g.dump)
    }

    /// A member a type of the sources does not declare comes from what it adopts outside the sources
    /// (`field.reactor` of a view adopting ReactorKit's `View`): the value is outside, and no type of the sources is
    /// guessed by the name of the member read from it (`state`, which unrelated listener protocols declare). A member
    /// read from a type the sources declare in full is still resolved, and one of an outside generic superclass is
    /// still guessed by name.
    func testAMemberInheritedFromOutsideIsNoGuessByName() {
        let g = graph([("Form.swift", """
        import UIKit
        import RxSwift
        import ReactorKit
        final class FieldNode: UIView, View {
            var disposeBag = DisposeBag()
            func bind(reactor: FieldReactor) {}
        }
        protocol SignInListener: AnyObject { var state: Observable<Bool> { get } }
        protocol ProfileListener: AnyObject { var state: Observable<String> { get } }
        final class StatusSource { let state = PublishSubject<Bool>() }
        final class FormNode: UIView {
            let field = FieldNode()
            let status = StatusSource()
            let submitButton = UIButton()
            private let bag = DisposeBag()
            func wire() {
                field.reactor?.state.map { $0.isValid }.bind(to: submitButton.rx.isEnabled).disposed(by: bag)
                status.state.bind(to: submitButton.rx.isEnabled).disposed(by: bag)
            }
        }
        """)])
        XCTAssertEqual(g.edgeLines, ["StatusSource -combine:state-> FormNode"], g.dump)
        // An outside generic superclass (Tempura's `ViewController<TabsView>`) may type the member with its argument.
        let generic = graph([("Tabs.swift", """
        import Tempura
        final class TabsView: UIView { var onSelect: ((Int) -> Void)? }
        final class TabsController: ViewController<TabsView> {
            override func setupInteraction() { self.rootView.onSelect = { [weak self] _ in self?.reload() } }
            func reload() {}
        }
        """)])
        XCTAssertEqual(generic.edgeLines, ["TabsView -closure:onSelect-> TabsController ?"], generic.dump)
    }

    /// A wrapper in `extension NotificationCenter` calls `addObserver(forName: name, …)` without a receiver: its
    /// callers observe the names they pass, as lint's unmatched_notification reads them.
    func testAnObserverWrapperInANotificationCenterExtension() {
        let g = graph([("Observe.swift", """
        import Foundation
        extension NotificationCenter {
            func observe(name: Notification.Name, using block: @escaping (Notification) -> Void) -> NSObjectProtocol {
                addObserver(forName: name, object: nil, queue: nil, using: block)
            }
        }
        extension Notification.Name { static let modeChanged = Notification.Name("modeChanged") }
        final class ModeSettings { func toggle() { NotificationCenter.default.post(name: .modeChanged, object: self) } }
        final class ModeScreen {
            private var token: NSObjectProtocol?
            func start() { token = NotificationCenter.default.observe(name: .modeChanged) { [weak self] _ in self?.reload() } }
            func reload() {}
        }
        """)])
        XCTAssertEqual(g.edgeLines, ["ModeSettings -notification:modeChanged-> ModeScreen"], g.dump)
    }

    /// A name handed to `addObserver` through a local closure's parameter (`{ name, selector in center.addObserver(self,
    /// selector: selector, name: name, …) }`) is whatever the caller passes: no notification called `name`.
    func testANameFromAClosureParameterIsNoNotificationOfThatName() {
        let g = graph([("Docs.swift", """
        import UIKit
        final class DocumentsViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let observe: (Notification.Name, Selector) -> Void = { name, selector in
                    NotificationCenter.default.addObserver(self, selector: selector, name: name, object: nil)
                }
                observe(UIApplication.didBecomeActiveNotification, #selector(refresh))
            }
            @objc func refresh() {}
        }
        """)])
        XCTAssertEqual(g.observedButNeverPosted.map(\.name), [], g.dump)
    }

    /// A protocol only the standard value types adopt (`extension Int: PlistValue {}`) is a kind of value, and an
    /// ObjectMapper `Mappable` class is a mapped record: holding either is no injection. A protocol a service of the
    /// sources adopts too is still one.
    func testValueProtocolsAndMappedRecordsAreNoInjection() {
        let g = graph([("Values.swift", """
        import Foundation
        import ObjectMapper
        protocol PlistValue {}
        extension Int: PlistValue {}
        extension String: PlistValue {}
        struct Preference<T: PlistValue> {
            let fallback: PlistValue
            init(fallback: PlistValue) { self.fallback = fallback }
        }
        class Group: Mappable {
            var id = ""
            required init?(map: Map) {}
            func mapping(map: Map) {}
        }
        struct Share {
            private var group: Group?
            init(group: Group) { self.group = group }
        }
        protocol Clock {}
        extension Date: Clock {}
        final class SystemClock: Clock {}
        final class Timer {
            let clock: Clock
            init(clock: Clock) { self.clock = clock }
        }
        """)])
        XCTAssertEqual(g.edgeLines, ["Clock -injection:clock-> Timer"], g.dump)
    }

    /// A loop's element has the element type written for its collection (`for tile in tiles`, `tiles.forEach { tile
    /// in … }`, `$0`, over `.enumerated()`): the edge comes from that type, not from every type declaring the member.
    func testALoopElementHasItsCollectionsElementType() {
        let g = graph([("Tiles.swift", """
        import UIKit
        final class StatTile: UIView { var onTap: (() -> Void)? }
        final class GoalTile: UIView { var onTap: (() -> Void)? }
        final class StatsViewController: UIViewController {
            private var tiles: [StatTile] = []
            func a() { for tile in tiles { tile.onTap = { [weak self] in self?.select() } } }
            func b() { tiles.forEach { tile in tile.onTap = { [weak self] in self?.select() } } }
            func c() { tiles.forEach { $0.onTap = { [weak self] in self?.select() } } }
            func d() { tiles.enumerated().forEach { _, tile in tile.onTap = { [weak self] in self?.select() } } }
            func e() { for (_, tile) in tiles.enumerated() { tile.onTap = { [weak self] in self?.select() } } }
            func select() {}
        }
        """)])
        XCTAssertEqual(g.edgeLines, ["StatTile -closure:onTap-> StatsViewController"], g.dump)
    }

    /// A subclass binding its generic superclass (`TabsController: ModelledController<TabsModel>`) keeps that binding
    /// when an extension of it adding a conformance sits in a file read first: the superclass is the first name of
    /// the declaration, not of whichever file comes first.
    func testAGenericSuperclassBindingDoesNotDependOnFileOrder() {
        let declarations = """
        import UIKit
        protocol ScreenModel: AnyObject {}
        class ModelledController<Model: ScreenModel>: UIViewController {
            var model: Model
            init(model: Model) { self.model = model; super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { fatalError() }
        }
        final class TabsModel: ScreenModel { var onNeedsPermission: (() -> Void)? }
        class TabsController: ModelledController<TabsModel> {}
        final class SessionFlow {
            let tabs: TabsController
            init(tabs: TabsController) { self.tabs = tabs }
            func start() { tabs.model.onNeedsPermission = { [weak self] in self?.ask() } }
            func ask() {}
        }
        """
        let extensionFile = "import UIKit\nprotocol ContainerProviding {}\nextension TabsController: ContainerProviding {}\n"
        for files in [[("AAA_Tabs+Container.swift", extensionFile), ("Tabs.swift", declarations)],
                      [("Tabs.swift", declarations), ("ZZZ_Tabs+Container.swift", extensionFile)]] {
            let g = graph(files)
            XCTAssertTrue(g.edgeLines.contains("TabsModel -closure:onNeedsPermission-> SessionFlow"), g.dump)
        }
    }
}
