import CrosstalkGraph
import CrosstalkTestFixtures
import XCTest

/// `x.delegate = self` is evidence of an edge only from the type `x` holds: a cast local has the cast's type, and a
/// receiver whose type is not written is guessed from the member name only when it cannot be a platform object
/// (docs/graph.md, "delegate").
final class DelegateEvidenceTests: XCTestCase {
    func edges(_ g: CommunicationGraph) -> [String] {
        g.edges.map { edge in
            let lines = edge.sites.map { String($0.location.line) }.joined(separator: ",")
            return "\(g.nodes[edge.from].id) -\(edge.mechanism.rawValue):\(edge.member)\(edge.ambiguous ? "?" : "")-> \(g.nodes[edge.to].id) @\(lines)"
        }.sorted()
    }

    func testASubviewsPlatformDelegateIsNoEvidenceOfAnotherDelegateEdge() {
        let g = graph([("AltText.swift", """
        import UIKit
        @objc protocol PhotoBrowserDelegate { @objc optional func didDismiss() }
        final class PhotoBrowser: UIViewController {
            weak var delegate: PhotoBrowserDelegate?
        }
        final class MultilineTextField: UITextView {}
        final class AltTextCell: UITableViewCell {
            var altText = MultilineTextField()
        }
        final class AltTextViewController: UIViewController, UITableViewDataSource, PhotoBrowserDelegate, UITextViewDelegate {
            let tableView = UITableView()
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "AltTextCell", for: indexPath) as! AltTextCell
                cell.altText.delegate = self
                return cell
            }
            func edit() {
                let field = makeField()
                field.delegate = self
            }
            func showPhoto() {
                let browser = PhotoBrowser()
                browser.delegate = self
                present(browser, animated: true)
            }
        }
        """)])
        XCTAssertEqual(edges(g), [
            "MultilineTextField -delegate:delegate-> AltTextViewController @15",
            "PhotoBrowser -delegate:delegate-> AltTextViewController @24",
        ])
    }

    /// A delegate or a closure a base class declares, set on an instance of a subclass the code makes
    /// (`let model = NoteListModel()`): the subclass's instance calls it, as a subclass's instance publishes what it
    /// inherits. Set through the base class's type, the base class stays the caller.
    func testAnInheritedCallbackComesFromTheInstancesType() {
        let g = graph([("Screens.swift", """
        import UIKit
        protocol ContentReloading: AnyObject { func reloadContent() }
        class BaseScreen: UIViewController {
            var onClose: () -> Void = {}
        }
        final class TagEditorScreen: BaseScreen {}
        class BaseListModel {
            weak var reloadDelegate: ContentReloading?
        }
        final class NoteListModel: BaseListModel {}
        final class TagHeaderView: UIView {
            func editTapped(host: UIViewController) {
                let editor = TagEditorScreen()
                editor.onClose = { [weak self] in self?.setNeedsLayout() }
                host.present(editor, animated: true)
            }
        }
        final class NoteScreen: UIViewController, ContentReloading {
            let model = NoteListModel()
            let shared: BaseListModel = NoteListModel()
            override func viewDidLoad() {
                super.viewDidLoad()
                model.reloadDelegate = self
                shared.reloadDelegate = self
            }
            func reloadContent() {}
        }
        """)])
        XCTAssertEqual(edges(g), [
            "BaseListModel -delegate:reloadDelegate-> NoteScreen @24",
            "NoteListModel -delegate:reloadDelegate-> NoteScreen @23",
            "TagEditorScreen -closure:onClose-> TagHeaderView @14",
        ])
    }

    /// `self.textView.delegate = self` in a class whose superclass comes from outside the sources: a subclass's method
    /// `textView(_:shouldChangeTextIn:replacementText:)` declares no `textView` value, so the member is still the
    /// outside superclass's and no delegate of the sources is guessed for it.
    func testASubclassMethodOfTheSameNameIsNoDeclarationOfAnInheritedMember() {
        let g = graph([("Composer.swift", """
        import UIKit
        protocol HeaderViewDelegate: AnyObject { func headerTapped() }
        final class HeaderView: UIView { weak var delegate: HeaderViewDelegate? }
        class Composer: BaseComposer, HeaderViewDelegate {
            override func viewDidLoad() {
                super.viewDidLoad()
                self.textView.delegate = self
                let header = HeaderView()
                header.delegate = self
            }
            func headerTapped() {}
        }
        final class RichComposer: Composer {
            override func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
        }
        """)])
        XCTAssertEqual(edges(g), ["HeaderView -delegate:delegate-> Composer @9"])
    }

    /// `navigationController?.delegate = self` in a screen whose superclass comes from a package: a member the sources
    /// do not declare, which the screen inherits from outside them, holds the platform's object, not a guess among
    /// the screen's delegate protocols of the sources.
    func testAMemberInheritedFromAPackagesSuperclassIsNoGuess() {
        let g = graph([("Feed.swift", """
        import UIKit
        protocol FeedCellDelegate { func didTapAuthor() }
        protocol FeedFooterDelegate { func tappedHome() }
        final class FeedCell: UITableViewCell { var delegate: FeedCellDelegate? }
        final class FeedFooter: UIView { var delegate: FeedFooterDelegate? }
        final class FeedScreen: PagerBaseViewController {
            private let footer = FeedFooter()
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationController?.delegate = self
                footer.delegate = self
            }
        }
        extension FeedScreen: FeedCellDelegate { func didTapAuthor() {} }
        extension FeedScreen: FeedFooterDelegate { func tappedHome() {} }
        """)])
        XCTAssertEqual(edges(g), ["FeedFooter -delegate:delegate-> FeedScreen @11"])
    }

    func testAnUnwrittenReceiverIsStillGuessedWhenOnlyDeclaredProtocolsFit() {
        let g = graph([("Player.swift", """
        protocol PlayerDelegate: AnyObject { func didFinish() }
        final class Player { weak var delegate: PlayerDelegate? }
        final class PlayerScreen: PlayerDelegate {
            func start() {
                let player = makePlayer()
                player.delegate = self
            }
            func didFinish() {}
        }
        """)])
        XCTAssertEqual(edges(g), ["Player -delegate:delegate?-> PlayerScreen @6"])
    }

    /// A container handing itself to what it builds as a factory protocol (every requirement answers: `makeX() -> X`)
    /// is asked, not told: the constructor injection container → coordinator is the edge, and there is no delegate edge
    /// back. A protocol back-reference whose requirements tell (`present(_:)`) stays a delegate edge.
    func testAContainerPassingItselfAsAFactoryIsNoDelegate() {
        let g = graph([("App.swift", """
        import UIKit
        protocol ScreenFactory: AnyObject {
            func makeSearchScreen() -> UIViewController
            func makeDetailScreen(id: String) -> UIViewController
        }
        protocol AlertPresenting: AnyObject {
            func present(_ message: String)
        }
        final class FlowCoordinator {
            private let factory: ScreenFactory
            private let presenter: AlertPresenting
            init(factory: ScreenFactory, presenter: AlertPresenting) {
                self.factory = factory
                self.presenter = presenter
            }
            func start() -> UIViewController { factory.makeSearchScreen() }
            func fail() { presenter.present("failed") }
        }
        final class AppContainer: ScreenFactory, AlertPresenting {
            func makeFlowCoordinator() -> FlowCoordinator {
                FlowCoordinator(factory: self, presenter: self)
            }
            func makeSearchScreen() -> UIViewController { UIViewController() }
            func makeDetailScreen(id: String) -> UIViewController { UIViewController() }
            func present(_ message: String) {}
        }
        """)])
        XCTAssertEqual(edges(g), [
            "AppContainer -injection:factory-> FlowCoordinator @13,21",
            "AppContainer -injection:presenter-> FlowCoordinator @14,21",
            "FlowCoordinator -delegate:presenter-> AppContainer @21",
        ])
    }
}

extension DelegateEvidenceTests {
    /// A `Codable` record handed `self` keeps it as part of the record (`LogRecord(payload: self)`): nothing is called
    /// back, so no delegate edge; a player handed `self` for a delegate protocol still is one.
    func testARecordHandedSelfIsNoDelegate() {
        let g = graph([("Log.swift", """
        import Foundation
        protocol LogPayload: Codable {}
        extension LogPayload {
            func asRecord() -> LogRecord<Self> { LogRecord(payload: self) }
        }
        final class LogRecord<P: LogPayload>: Codable {
            let payload: P
            init(payload: P) { self.payload = payload }
        }
        protocol PlayerEvents: AnyObject { func didFinish() }
        final class Player {
            weak var events: PlayerEvents?
            init(events: PlayerEvents) { self.events = events }
        }
        final class PlayerScreen: PlayerEvents {
            var player: Player?
            func start() { player = Player(events: self) }
            func didFinish() {}
        }
        """)])
        XCTAssertEqual(edges(g), ["Player -delegate:events-> PlayerScreen @17"])
    }
}

/// A receiver whose type is not written (a loop variable over what a call returns) is guessed from the function name;
/// a function of that name whose parameter the caller's type cannot be is another function.
extension DelegateEvidenceTests {
    func testAGuessedFunctionMustTakeTheCallersType() {
        let g = graph([("Agenda.swift", """
        protocol TalkObserver: AnyObject { func talkDidChange() }
        protocol Talk { func add(_ observer: TalkObserver) }
        protocol Agenda { func talks() -> [Talk] }
        protocol RowObserver: AnyObject { func rowDidChange() }
        final class RowViewModel {
            private weak var observer: RowObserver?
            func add(_ observer: RowObserver) { self.observer = observer }
        }
        final class TalkRow: TalkObserver {
            private weak var observer: TalkObserver?
            func add(_ observer: TalkObserver) { self.observer = observer }
            func talkDidChange() {}
        }
        final class WidgetUpdater: TalkObserver {
            func agendaDidChange(_ agenda: Agenda) {
                for talk in agenda.talks() { talk.add(self) }
            }
            func talkDidChange() {}
        }
        """)])
        XCTAssertEqual(edges(g), ["TalkRow -delegate:observer?-> WidgetUpdater @16"])
    }

    func testAClosureGivenToAnUnwrittenReceiverIsNeverAConfidentEdge() {
        let g = graph([("Sync.swift", """
        protocol SyncService { func fetchLatest(completionHandler: @escaping (Bool) -> Void) }
        final class RemoteSyncService: SyncService {
            func fetchLatest(completionHandler: @escaping (Bool) -> Void) { completionHandler(true) }
        }
        final class RecordingSyncService: SyncService {
            private var completion: ((Bool) -> Void)?
            func fetchLatest(completionHandler: @escaping (Bool) -> Void) { self.completion = completionHandler }
        }
        final class SyncScreen {
            func refresh() {
                let context = makeContext()
                context.syncService.fetchLatest(completionHandler: { done in print(done) })
            }
        }
        """)])
        XCTAssertEqual(edges(g), ["RecordingSyncService -closure:completion?-> SyncScreen @12"])
    }
}

extension DelegateEvidenceTests {
    /// An object handed to an initializer for a property named for a delegate (`SplashModel(delegate: root.model)`
    /// storing `navigationDelegate`) is that delegate: the edge comes from the construction, as for `delegate: self`.
    /// A test handing in its own adopter draws nothing.
    func testAnObjectHandedToAnInitializerAsItsDelegate() {
        let g = graph([("Flow.swift", """
        protocol SplashModelDelegate: AnyObject { func splashFinished() }
        final class SplashModel {
            private weak var navigationDelegate: SplashModelDelegate?
            init(delegate: SplashModelDelegate) { self.navigationDelegate = delegate }
            func finish() { navigationDelegate?.splashFinished() }
        }
        final class RootModel: SplashModelDelegate { func splashFinished() {} }
        final class RootContainer { let model = RootModel() }
        final class SplashContainer {
            private let root: RootContainer
            init(root: RootContainer) { self.root = root }
            func makeSplash() -> SplashModel { SplashModel(delegate: root.model) }
        }
        """), ("SplashModelTests.swift", """
        import XCTest
        final class RecordingSplashDelegate: SplashModelDelegate { func splashFinished() {} }
        final class SplashModelTests: XCTestCase {
            func testFinish() { SplashModel(delegate: RecordingSplashDelegate()).finish() }
        }
        """)])
        XCTAssertEqual(edges(g), ["SplashModel -delegate:navigationDelegate-> RootModel @12"])
    }

    /// `controller.delegate = context.coordinator` in a representable: the delegate is what `makeCoordinator()` makes.
    func testARepresentablesCoordinatorIsTheDelegateItIsGiven() {
        let g = graph([("SignIn.swift", """
        import SwiftUI
        protocol SignInControllerDelegate: AnyObject { func signInFinished() }
        final class SignInController: UIViewController {
            weak var delegate: SignInControllerDelegate?
        }
        struct SignInView: UIViewControllerRepresentable {
            func makeUIViewController(context: Context) -> SignInController {
                let controller = SignInController()
                controller.delegate = context.coordinator
                return controller
            }
            func updateUIViewController(_ uiViewController: SignInController, context: Context) {}
            func makeCoordinator() -> Coordinator { Coordinator() }
            final class Coordinator: NSObject, SignInControllerDelegate { func signInFinished() {} }
        }
        """)])
        XCTAssertEqual(edges(g), ["SignInController -delegate:delegate-> SignInView.Coordinator @9"])
    }

    func testAnEmptyClosureHandedToAStoringInitializerRegistersNothing() {
        let g = graph([("Server.swift", """
        final class LanguageServer {
            let onLaunched: () -> Void
            init(onLaunched: @escaping () -> Void) { self.onLaunched = onLaunched }
        }
        final class WorkspacePlugin {
            var server: LanguageServer?
            var restarted: LanguageServer?
            func start() {
                server = LanguageServer(onLaunched: {
                })
                restarted = LanguageServer(onLaunched: { [weak self] in self?.ready() })
            }
            func ready() {}
        }
        """)])
        XCTAssertEqual(edges(g), ["LanguageServer -closure:onLaunched-> WorkspacePlugin @11"])
    }
}

extension DelegateEvidenceTests {
    func testAListenerHandedToAnInitializerIsNoInjectedService() {
        let g = graph([("Connection.swift", """
        protocol ConnectionListener { func onConnect() }
        protocol MessageStore { func save(_ text: String) }
        final class SocketConnection {
            private var connectionListener: ConnectionListener?
            private let store: MessageStore
            init(notify listener: ConnectionListener?, store: MessageStore) {
                self.connectionListener = listener
                self.store = store
            }
        }
        final class DiskMessageStore: MessageStore { func save(_ text: String) {} }
        final class ChatClient {
            final class Listener: ConnectionListener { func onConnect() {} }
            private var connection: SocketConnection?
            func connect() {
                connection = SocketConnection(notify: Listener(), store: DiskMessageStore())
            }
        }
        """)])
        XCTAssertEqual(edges(g), ["DiskMessageStore -injection:store-> SocketConnection @8,16"])
    }
}

extension DelegateEvidenceTests {
    func testALocalMadeByTheTypesOwnMethodHasThatMethodsResultType() {
        let g = graph([("Store.swift", """
        import Combine
        protocol CheckinProviding { var checkinsPublisher: CurrentValueSubject<[String], Never> { get } }
        final class CheckinStore: CheckinProviding {
            private(set) var checkinsPublisher = CurrentValueSubject<[String], Never>([])
        }
        final class ArchivedCheckinStore: CheckinProviding {
            var checkinsPublisher = CurrentValueSubject<[String], Never>([])
        }
        final class CheckinScreen {
            private var subscriptions = Set<AnyCancellable>()
            func reopen() {
                let reopened = makeStore()
                reopened.checkinsPublisher.sink { print($0) }.store(in: &subscriptions)
            }
            private func makeStore() -> CheckinStore { CheckinStore() }
        }
        """)])
        XCTAssertEqual(edges(g), ["CheckinStore -combine:checkinsPublisher-> CheckinScreen @13"])
    }
}

extension DelegateEvidenceTests {
    func testAClosureSetOnABagOfCallbacksIsNotFromTheBag() {
        let g = graph([("Transition.swift", """
        final class DismissInteraction {
            struct Callbacks { var didBeginPanning: (() -> Void)? }
            var callbacks = Callbacks()
            var onFinish: (() -> Void)?
            func panBegan() { callbacks.didBeginPanning?() }
        }
        final class SheetTransitioning {
            private var interactive = false
            private let interaction = DismissInteraction()
            func wire() {
                interaction.callbacks.didBeginPanning = { [weak self] in self?.interactive = true }
                interaction.onFinish = { [weak self] in self?.interactive = false }
            }
        }
        """)])
        XCTAssertEqual(edges(g), ["DismissInteraction -closure:onFinish-> SheetTransitioning @12"])
    }
}

extension DelegateEvidenceTests {
    func testAStoreNamedLikeAnObserverIsStillInjected() {
        let g = graph([("Tasks.swift", """
        import SwiftUI
        final class ServerTaskObserver: ObservableObject { @Published var running = false }
        struct TaskTriggerView: View {
            @ObservedObject private var observer: ServerTaskObserver
            init(observer: ServerTaskObserver) { self.observer = observer }
            var body: some View { Text("x") }
        }
        """)])
        XCTAssertEqual(edges(g), ["ServerTaskObserver -injection:observer-> TaskTriggerView @4,5"])
    }
}

extension DelegateEvidenceTests {
    func testAPlatformNameIsNotANestedTypeOfAnotherFile() {
        let g = graph([("ConfirmView.swift", """
        import SwiftUI
        struct ConfirmView: View {
            @Binding var isPresented: Bool
            var body: some View {
                Button(action: { isPresented = false }) { Text("Done") }
            }
        }
        """), ("SheetModule.swift", """
        struct SheetModule {
            struct Button {
                let action: (() -> Void)?
                init(action: (() -> Void)? = nil) { self.action = action }
            }
            func confirm() -> Button { Button(action: { print("confirmed") }) }
        }
        """)])
        XCTAssertEqual(edges(g), ["SheetModule.Button -closure:action-> SheetModule @6"])
    }
}

extension DelegateEvidenceTests {
    func testAStoreAViewMakesInItsInitializerIsNotInjected() {
        let g = graph([("Views.swift", """
        import SwiftUI
        @Observable final class SetupFormModel { var url = "" }
        final class ChartViewModel: ObservableObject {
            @Published var points: [Double] = []
            static func sectorInstance(sector: String) -> ChartViewModel { ChartViewModel() }
        }
        struct SetupForm: View {
            @State private var model: SetupFormModel
            init() {
                let model = SetupFormModel()
                self.model = model
            }
            var body: some View { Text(model.url) }
        }
        struct SectorView: View {
            @StateObject var chart: ChartViewModel
            init(sector: String) { _chart = StateObject(wrappedValue: ChartViewModel.sectorInstance(sector: sector)) }
            var body: some View { Text("\\(chart.points.count)") }
        }
        struct HandedForm: View {
            @State private var model: SetupFormModel
            init(model: SetupFormModel) { self.model = model }
            var body: some View { Text(model.url) }
        }
        """)])
        XCTAssertEqual(edges(g), ["SetupFormModel -injection:model-> HandedForm @21,22"])
    }

    /// `@State` is the view's own unless a caller can hand one in: through an `init` installing what it is given, or
    /// through the memberwise initializer (no `init` of the view's own, and the property not `private`).
    func testAStateStoreNoCallerCanHandInIsTheViewsOwn() {
        let g = graph([("Panels.swift", """
        import SwiftUI
        @Observable final class PageLoader {
            var items: [String] = []
            init(kind: String) {}
            static func shelf(_ kind: String) -> PageLoader { PageLoader(kind: kind) }
        }
        struct ShelfPanel: View {
            @State private var loader: PageLoader
            init(kind: String) { _loader = .init(initialValue: .shelf(kind)) }
            var body: some View { Text("\\(loader.items.count)") }
        }
        struct ClockScreen: View {
            @State private var loader: PageLoader?
            var body: some View { Text("clock") }
        }
        struct MemberwisePanel: View {
            @State var loader: PageLoader
            var body: some View { Text("\\(loader.items.count)") }
        }
        """)])
        XCTAssertEqual(edges(g), ["PageLoader -injection:loader-> MemberwisePanel @17"])
    }
}

extension DelegateEvidenceTests {
    /// swift-dependencies: `@Dependency(\.x)` reads the value `extension DependencyValues` registers under `x`.
    func testADependencyReadThroughItsKeyPathIsInjection() {
        let g = graph([("Dependencies.swift", """
        import Dependencies
        final class NoteWarningController { func check() {} }
        private enum NoteWarningControllerKey: DependencyKey {
            static let liveValue = NoteWarningController()
        }
        extension DependencyValues {
            var noteWarningController: NoteWarningController {
                get { self[NoteWarningControllerKey.self] }
                set { self[NoteWarningControllerKey.self] = newValue }
            }
        }
        final class NoteCardModel {
            @Dependency(\\.noteWarningController) var warnings
            @Dependency(\\.date) var date
            func load() { warnings.check() }
        }
        """)])
        XCTAssertEqual(edges(g), ["NoteWarningController -injection:warnings-> NoteCardModel @13"])
    }
}
