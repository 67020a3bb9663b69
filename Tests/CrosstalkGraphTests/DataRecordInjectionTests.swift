import CrosstalkGraph
import CrosstalkTestFixtures
import XCTest

/// A data record — a class or struct that only holds values — is no communicating component: handing one to an
/// initializer, or keeping a store in one, is not constructor injection (docs/graph.md, "Data records").
final class DataRecordInjectionTests: XCTestCase {
    func edges(_ g: CommunicationGraph) -> [String] {
        g.edges.map { "\(g.nodes[$0.from].id) -\($0.mechanism.rawValue):\($0.member)\($0.ambiguous ? "?" : "")-> \(g.nodes[$0.to].id)" }.sorted()
    }

    func testOneRecordStoredInAnotherIsComposition() {
        let g = graph([("Models.swift", """
        import Foundation
        final class Artwork: NSObject {
            let id: String
            dynamic var title: String
            init(id: String, title: String) { self.id = id; self.title = title }
        }
        final class SaleArtwork: NSObject {
            let artwork: Artwork
            init(artwork: Artwork) { self.artwork = artwork }
        }
        @Observable final class StatusModel { var content = "" }
        struct CommentModel {
            var status: StatusModel
            var showDivider: Bool
            init(status: StatusModel, showDivider: Bool) {
                self.status = status
                self.showDivider = showDivider
            }
        }
        final class Database {
            var entries: [Entry] = []
            var name = ""
        }
        final class Entry {
            weak var database: Database?
            init(database: Database?) { self.database = database }
        }
        final class LocationNode {
            var name = ""
            var children: [LocationNode] = []
            var isSelected = false
        }
        struct LocationItemView: View {
            let node: LocationNode
            init(node: LocationNode) { self.node = node }
            var body: some View { Text(node.name) }
        }
        // `ObservableObject` in name only: nothing `@Published`, no method, so it never announces a change.
        final class ContactBadgeModel: ObservableObject {
            @Published var presence = ""
            func refresh() { presence = "online" }
        }
        final class SelectedInviteeModel: ObservableObject {
            var address: String
            var badge: ContactBadgeModel
            init(address: String, badge: ContactBadgeModel) { self.address = address; self.badge = badge }
        }
        """)])
        XCTAssertEqual(edges(g), [])
    }

    /// A class that is a value in all but name — `Hashable`, only stored `let`s, methods that compute from them — is a
    /// record: a struct keeping one composes it. A `Hashable` class with a `var` stays a component, injected wherever
    /// it is kept.
    func testAnImmutableHashableClassIsAValue() {
        let g = graph([("Keys.swift", """
        import Foundation
        final class PublicKey: Hashable {
            let bytes: [UInt8]
            init(bytes: [UInt8]) { self.bytes = bytes }
            func hexString() -> String { "" }
            static func == (l: PublicKey, r: PublicKey) -> Bool { l.bytes == r.bytes }
            func hash(into h: inout Hasher) { h.combine(bytes) }
        }
        final class KeyStore: Hashable {
            var current: [UInt8] = []
            func rotate() {}
            static func == (l: KeyStore, r: KeyStore) -> Bool { l === r }
            func hash(into h: inout Hasher) {}
        }
        struct SessionRecord {
            let key: PublicKey
            let store: KeyStore
            init(key: PublicKey, store: KeyStore) {
                self.key = key
                self.store = store
            }
        }
        final class Signer {
            let store: KeyStore
            init(store: KeyStore) { self.store = store }
            func sign() {}
        }
        """)])
        XCTAssertEqual(edges(g), ["KeyStore -injection:store-> SessionRecord", "KeyStore -injection:store-> Signer"])
    }

    func testServicesAndStoresHandedToComponentsStayInjection() {
        let g = graph([("App.swift", """
        import SwiftUI
        import Combine
        protocol ProfileRepository { func load() async -> String }
        final class LoadProfileUseCase {
            private let repository: ProfileRepository
            init(repository: ProfileRepository) { self.repository = repository }
            func run() async -> String { await repository.load() }
        }
        final class ProfileViewModel: ObservableObject {
            @Published var name = ""
            private let useCase: LoadProfileUseCase
            private let session: SessionStore
            init(useCase: LoadProfileUseCase, session: SessionStore) { self.useCase = useCase; self.session = session }
            func load() async { name = await useCase.run() }
        }
        @Observable final class SessionStore { var user = "" }
        struct ProfileView: View {
            let viewModel: ProfileViewModel
            init(viewModel: ProfileViewModel) { self.viewModel = viewModel }
            var body: some View { Text(viewModel.name) }
        }
        protocol SettingsProtocol: AnyObject { var theme: String { get set } }
        final class AppSettings: SettingsProtocol { var theme = "" }
        @dynamicMemberLookup
        struct SettingsBindings {
            private let settings: SettingsProtocol
            init(settings: SettingsProtocol) { self.settings = settings }
            subscript<T>(dynamicMember keyPath: ReferenceWritableKeyPath<SettingsProtocol, T>) -> T {
                get { settings[keyPath: keyPath] }
                set { settings[keyPath: keyPath] = newValue }
            }
        }
        final class SearchListController { func update(_ results: [String]) {} }
        final class SearchCoordinator: NSObject {
            var listener: AnyCancellable?
            var controller: SearchListController?
            init(store: SearchStore, controller: SearchListController?) {
                self.controller = controller
                super.init()
                listener = store.$results.sink { [weak self] in self?.controller?.update($0) }
            }
        }
        final class SearchStore: ObservableObject { @Published var results: [String] = [] }
        """)])
        let found = edges(g)
        XCTAssertTrue(found.contains("ProfileRepository -injection:repository-> LoadProfileUseCase"), "\(found)")
        XCTAssertTrue(found.contains("LoadProfileUseCase -injection:useCase-> ProfileViewModel"), "\(found)")
        XCTAssertTrue(found.contains("SessionStore -injection:session-> ProfileViewModel"), "\(found)")
        XCTAssertTrue(found.contains("ProfileViewModel -injection:viewModel-> ProfileView"), "\(found)")
        // A subscript that forwards to a service and a subscription in an initializer are behavior.
        XCTAssertTrue(found.contains("SettingsProtocol -injection:settings-> SettingsBindings"), "\(found)")
        XCTAssertTrue(found.contains("SearchListController -injection:controller-> SearchCoordinator"), "\(found)")
    }

    /// A class that keeps a Core Data managed object and only values besides, with accessors and methods that read and
    /// edit it, is the entity's face: handing it to a screen or a fetch controller passes data, not a service.
    func testCoreDataEntityWrapperIsData() {
        let g = graph([("Library.swift", """
        import CoreData
        import UIKit
        final class BandMO: NSManagedObject {
            @NSManaged var title: String?
            @NSManaged var plays: Int32
        }
        final class ShelfMO: NSManagedObject { @NSManaged var label: String? }
        protocol Listable {
            var caption: String { get }
            func details(verbose: Bool) -> [String]
        }
        class LibraryItem {
            private let record: NSManagedObject
            let objectID: NSManagedObjectID
            init(record: NSManagedObject) { self.record = record; self.objectID = record.objectID }
        }
        class Band: LibraryItem {
            let managedObject: BandMO
            var isExpanded = false
            init(managedObject: BandMO) {
                self.managedObject = managedObject
                super.init(record: managedObject)
            }
            var title: String {
                get { managedObject.title ?? "" }
                set { managedObject.title = newValue }
            }
            func countPlay() { managedObject.plays += 1 }
        }
        extension Band: Listable {
            var caption: String { title }
            func details(verbose: Bool) -> [String] { [title] }
        }
        struct Shelf {
            let managedObject: ShelfMO
            var tags: [String]
            func rename(_ label: String) { managedObject.label = label }
        }
        final class BandSongsFetchController: NSObject {
            let band: Band
            init(band: Band) { self.band = band }
        }
        final class BandDetailViewController: UIViewController {
            let band: Band
            let shelf: Shelf
            init(band: Band, shelf: Shelf) {
                self.band = band
                self.shelf = shelf
                super.init(nibName: nil, bundle: nil)
            }
            required init?(coder: NSCoder) { fatalError() }
            override func viewDidLoad() { title = band.title; band.countPlay() }
        }
        """)])
        XCTAssertEqual(edges(g), [])
    }

    /// A holder of a managed object that also keeps a service, or tells others through a callback, is a component: it
    /// stays injected.
    func testManagedObjectHolderWithServiceOrCallbackStaysInjected() {
        let g = graph([("Player.swift", """
        import CoreData
        import UIKit
        final class QueueMO: NSManagedObject { @NSManaged var index: Int32 }
        final class LibraryStore {
            func save() {}
        }
        final class PlayQueue {
            private let managedObject: QueueMO
            private let store: LibraryStore
            init(managedObject: QueueMO, store: LibraryStore) { self.managedObject = managedObject; self.store = store }
            func advance() { managedObject.index += 1; store.save() }
        }
        final class QueueCursor {
            private let managedObject: QueueMO
            var onMove: ((Int) -> Void)?
            init(managedObject: QueueMO) { self.managedObject = managedObject }
            func move() { managedObject.index += 1; onMove?(Int(managedObject.index)) }
        }
        final class QueueViewController: UIViewController {
            let queue: PlayQueue
            let cursor: QueueCursor
            init(queue: PlayQueue, cursor: QueueCursor) {
                self.queue = queue
                self.cursor = cursor
                super.init(nibName: nil, bundle: nil)
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """)])
        let found = edges(g)
        XCTAssertTrue(found.contains("PlayQueue -injection:queue-> QueueViewController"), "\(found)")
        XCTAssertTrue(found.contains("QueueCursor -injection:cursor-> QueueViewController"), "\(found)")
        XCTAssertTrue(found.contains("LibraryStore -injection:store-> PlayQueue"), "\(found)")
    }

    /// A struct with methods and only dependencies for stored properties is a service (a Clean Architecture use case
    /// or repository written as a struct); a struct holding values stays data, and so does a protocol only such data
    /// adopts.
    func testAStructWithBehaviourAndNoDataIsAService() {
        let g = graph([("UseCases.swift", """
        import Combine
        protocol FetchOrdersUseCase { func execute() -> [String] }
        protocol OrdersRepository { func orders() -> [String] }
        protocol OrderSummary { var title: String { get } }
        struct DefaultOrdersRepository: OrdersRepository { func orders() -> [String] { [] } }
        struct FetchOrdersUseCaseImpl: FetchOrdersUseCase {
            let repository: OrdersRepository
            func execute() -> [String] { repository.orders() }
        }
        struct PlacedOrder: OrderSummary {
            let title: String
            func formatted() -> String { title.uppercased() }
        }
        final class OrdersViewModel {
            private let fetchOrders: FetchOrdersUseCase
            private let highlighted: OrderSummary
            init(fetchOrders: FetchOrdersUseCase, highlighted: OrderSummary) {
                self.fetchOrders = fetchOrders
                self.highlighted = highlighted
            }
        }
        final class OrdersScene {
            func make() -> OrdersViewModel {
                OrdersViewModel(fetchOrders: FetchOrdersUseCaseImpl(repository: DefaultOrdersRepository()),
                                highlighted: PlacedOrder(title: "x"))
            }
        }
        """)])
        let found = edges(g)
        XCTAssertTrue(found.contains("FetchOrdersUseCaseImpl -injection:fetchOrders-> OrdersViewModel"), "\(found)")
        XCTAssertFalse(found.contains { $0.contains("highlighted") }, "\(found)")
    }
}
