import CrosstalkGraph
import CrosstalkTestFixtures
import XCTest

/// Locals whose type is not written hold what their value holds: an optional binding of a member chain, and a
/// value made by a `try`/`await` call (docs/graph.md, "Resolution").
final class LocalBindingGraphTests: XCTestCase {
    func edges(_ g: CommunicationGraph) -> [String] {
        g.edges.map { "\(g.nodes[$0.from].id) -\($0.mechanism.rawValue):\($0.member)\($0.ambiguous ? "?" : "")-> \(g.nodes[$0.to].id)" }.sorted()
    }

    func testAnOptionalBindingHoldsTheDeclaredTypeOfItsValue() {
        let g = graph([("Bid.swift", """
        import UIKit
        import RxSwift
        final class SaleArtworkViewModel {
            let price = BehaviorRelay<String>(value: "")
            func currentBidLabel() -> Observable<String> { price.asObservable() }
        }
        final class SaleArtwork: NSObject { lazy var viewModel = SaleArtworkViewModel() }
        final class BidDetails { var saleArtwork: SaleArtwork? }
        final class ListingsCell: UICollectionViewCell {
            var viewModel = PublishSubject<SaleArtworkViewModel>()
        }
        final class PlaceBidViewController: UIViewController {
            private let disposeBag = DisposeBag()
            private let bidLabel = UILabel()
            var details = BidDetails()
            override func viewDidLoad() {
                super.viewDidLoad()
                if let saleArtwork = details.saleArtwork {
                    saleArtwork.viewModel.currentBidLabel().bind(to: bidLabel.rx.text).disposed(by: disposeBag)
                }
            }
            func refresh() {
                guard let artwork = self.details.saleArtwork else { return }
                artwork.viewModel.price.subscribe(onNext: { _ in }).disposed(by: disposeBag)
            }
        }
        """)])
        XCTAssertEqual(edges(g), [
            "SaleArtworkViewModel -combine:currentBidLabel()-> PlaceBidViewController",
            "SaleArtworkViewModel -combine:price-> PlaceBidViewController",
        ])
    }

    /// A name bound again inside a closure's `if let` is that body's alone: after it, the name is the `guard let`
    /// cast of the enclosing function again.
    func testAShadowingIfLetEndsWithItsBody() {
        let g = graph([("Repo.swift", """
        import UIKit
        import RxSwift
        class ViewModel { let loading = BehaviorRelay<Bool>(value: false) }
        final class OwnerViewModel: ViewModel {}
        final class RepoViewModel: ViewModel {
            let readme = BehaviorRelay<String?>(value: nil)
            let rowTapped = PublishRelay<Int>()
            func viewModel(for row: Int) -> ViewModel { OwnerViewModel() }
        }
        final class RepoViewController: UIViewController {
            var viewModel: ViewModel?
            let bag = DisposeBag()
            override func viewDidLoad() {
                super.viewDidLoad()
                guard let viewModel = viewModel as? RepoViewModel else { return }
                viewModel.rowTapped.subscribe(onNext: { [weak self] row in
                    if let viewModel = viewModel.viewModel(for: row) as? OwnerViewModel { self?.show(viewModel) }
                }).disposed(by: bag)
                viewModel.readme.subscribe(onNext: { [weak self] text in self?.title = text }).disposed(by: bag)
            }
            func show(_ owner: OwnerViewModel) {}
        }
        """)])
        XCTAssertEqual(edges(g), [
            "RepoViewModel -combine:readme-> RepoViewController",
            "RepoViewModel -combine:rowTapped-> RepoViewController",
        ])
    }

    /// A local given a service locator's `resolve(T.self)` holds a `T`, and one given a method's result through a
    /// path (`dependencies.makeEditor()`) holds the method's written result type: neither is guessed by member name.
    func testLocalsFromAResolveCallOrAMethodOfAPathHaveTheirTypes() {
        let g = graph([("Flow.swift", """
        import UIKit
        import RxSwift
        final class Container {
            static let shared = Container()
            func resolve<T>(_ type: T.Type) -> T? { nil }
        }
        final class TagFilterViewModel { let finish = PublishSubject<[String]>() }
        final class SortPickerViewModel { let finish = PublishSubject<Int>() }
        protocol Closing: AnyObject { func close() }
        final class EditorViewController: UIViewController { weak var closer: Closing? }
        final class SearchModel { weak var closer: Closing? }
        final class ProfileFactory { func makeEditor() -> EditorViewController { EditorViewController() } }
        final class TagFlowCoordinator: Closing {
            private let disposeBag = DisposeBag()
            private let dependencies = ProfileFactory()
            let done = PublishSubject<Void>()
            func showTags() {
                guard let viewModel = Container.shared.resolve(TagFilterViewModel.self) else { return }
                viewModel.finish.map { _ in () }.bind(to: done).disposed(by: disposeBag)
                let editor = dependencies.makeEditor()
                editor.closer = self
            }
            func close() {}
        }
        """)])
        XCTAssertEqual(edges(g), [
            "Container -singleton:shared-> TagFlowCoordinator",
            "EditorViewController -delegate:closer-> TagFlowCoordinator",
            "TagFilterViewModel -combine:finish-> TagFlowCoordinator",
            "TagFilterViewModel -injection:resolve-> TagFlowCoordinator",
        ])
    }

    func testAStreamMadeByATryAwaitCallAndIteratedLaterIsFollowed() {
        let g = graph([("Upload.swift", """
        import Foundation
        public protocol FileRepositoryProtocol: Sendable {
            func uploadFile(_ url: URL) async throws -> AsyncThrowingStream<Double, any Error>
        }
        @MainActor
        final class EditItemViewModel: ObservableObject {
            @Published var progress = 0.0
            private let fileRepository: any FileRepositoryProtocol
            init(fileRepository: any FileRepositoryProtocol) { self.fileRepository = fileRepository }
            func upload(_ url: URL) async throws {
                let progressStream = try await fileRepository.uploadFile(url)
                for try await value in progressStream { progress = value }
            }
        }
        """)])
        XCTAssertTrue(edges(g).contains("FileRepositoryProtocol -async_stream:uploadFile()-> EditItemViewModel"), "\(edges(g))")
    }

    /// A stream a local takes from a chain through a type's static member (`LogManager.logger.store.logStream()`).
    func testAStreamTakenThroughAStaticMemberAndIteratedLaterIsFollowed() {
        let g = graph([("Log.swift", """
        final class LogStore { func logStream() -> AsyncStream<String> { AsyncStream { $0.finish() } } }
        final class Logger { let store = LogStore() }
        enum LogManager { static let logger = Logger() }
        final class LogViewController {
            func start() async {
                let stream = await LogManager.logger.store.logStream()
                for await entry in stream { show(entry) }
            }
            func show(_ entry: String) {}
        }
        """)])
        XCTAssertTrue(edges(g).contains("LogStore -async_stream:logStream()-> LogViewController"), "\(edges(g))")
    }

    /// A static constant constructed as a nested generic type (`Preference.Required<Bool>(…)`) has that type: its
    /// publisher is that type's, not any type's member of the same name.
    func testANestedGenericConstructionGivesItsTypeToAStaticConstant() {
        let g = graph([("Prefs.swift", """
        import Combine
        enum Preference {
            final class Required<Object> {
                private let subject: CurrentValueSubject<Object, Never>
                init(defaultValue: Object) { subject = CurrentValueSubject(defaultValue) }
                var publisher: AnyPublisher<Object, Never> { subject.eraseToAnyPublisher() }
            }
            final class Optional<Object> {
                private let subject = CurrentValueSubject<Object?, Never>(nil)
                var publisher: AnyPublisher<Object?, Never> { subject.eraseToAnyPublisher() }
            }
        }
        enum Preferences { static let isOnboarded = Preference.Required<Bool>(defaultValue: false) }
        final class RootModel: ObservableObject {
            @Published private(set) var showsMain = false
            private var cancellables = Set<AnyCancellable>()
            init() {
                Preferences.isOnboarded.publisher.sink { [weak self] in self?.showsMain = $0 }.store(in: &cancellables)
            }
        }
        """)])
        XCTAssertEqual(edges(g).filter { $0.contains("RootModel") }, ["Preference.Required -combine:publisher-> RootModel"])
    }

    /// `sceneView: V` of a generic base screen holds what the subclass binds `V` to (`SceneViewController<LoginView,
    /// LoginViewModel>`), not `V`'s constraint: the closure edge comes from `LoginView`.
    func testAPropertyTypedWithASuperclassGenericParameterHasTheBoundType() {
        let g = graph([("Scenes.swift", """
        import UIKit
        class SceneView: UIView {}
        class SceneViewController<V: SceneView, M>: UIViewController {
            let sceneView: V
            let viewModel: M
            init(sceneView: V, viewModel: M) { self.sceneView = sceneView; self.viewModel = viewModel; super.init(nibName: nil, bundle: nil) }
            required init?(coder: NSCoder) { fatalError() }
        }
        final class LinkLabel: UIView { var linkTapped: ((URL) -> Void)? }
        final class BannerCard: UIView { var linkTapped: ((URL) -> Void)? }
        final class LoginView: SceneView {
            var submitTapped: (() -> Void)?
            let termsLabel = LinkLabel()
        }
        final class LoginViewModel { func submit() {} }
        final class LoginViewController: SceneViewController<LoginView, LoginViewModel> {
            override func viewDidLoad() {
                super.viewDidLoad()
                sceneView.submitTapped = { [weak self] in self?.viewModel.submit() }
                sceneView.termsLabel.linkTapped = { [weak self] _ in self?.viewModel.submit() }
            }
        }
        """)])
        XCTAssertEqual(edges(g).filter { $0.contains("-closure:") }.sorted(),
                       ["LinkLabel -closure:linkTapped-> LoginViewController", "LoginView -closure:submitTapped-> LoginViewController"])
    }

    func testATypesOwnMakeStreamPairIsNoStreamFromAnotherType() {
        let g = graph([("Screen.swift", """
        import UIKit
        final class PreferenceStore {
            private var continuation: AsyncStream<Bool>.Continuation?
            func stream() -> AsyncStream<Bool> { AsyncStream { continuation = $0 } }
        }
        final class Screen: UIViewController {
            private let updates = AsyncStream.makeStream(of: Int.self)
            override func viewDidLoad() {
                super.viewDidLoad()
                Task { for await value in updates.stream { title = "\\(value)" } }
            }
        }
        """)])
        XCTAssertEqual(edges(g), [])
    }
}
