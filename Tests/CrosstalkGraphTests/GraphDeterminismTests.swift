import CrosstalkFacts
import CrosstalkGraph
import CrosstalkTestFixtures
import XCTest

/// The graph of a tree is the same on every run, whatever order hash tables happen to list things in.
final class GraphDeterminismTests: XCTestCase {
    /// A protocol refined only by protocols that structs adopt is data, however deep the chain: handing one to an
    /// initializer is no injection, on every build (each dictionary has its own hash seed, so repeated builds list the
    /// protocols in different orders).
    func testAProtocolAdoptedOnlyThroughDataProtocolsIsDataOnEveryBuild() {
        let sources = [("Timeline.swift", """
            protocol TimelineItem {}
            protocol EventItem: TimelineItem {}
            protocol MessageItem: EventItem {}
            protocol TextMessageItem: MessageItem {}
            struct TextItem: TextMessageItem {}
            struct ImageItem: TextMessageItem {}
            final class TimelineStyler {
                let item: TimelineItem
                init(item: TimelineItem) { self.item = item }
            }
            final class MessageStyler {
                let item: EventItem
                init(item: EventItem) { self.item = item }
            }
            """)]
        for _ in 0..<20 {
            XCTAssertEqual(graph(sources).edgeLines.filter { $0.contains("-injection:") }, [])
        }
    }
}
