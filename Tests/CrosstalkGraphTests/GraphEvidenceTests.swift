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
}
