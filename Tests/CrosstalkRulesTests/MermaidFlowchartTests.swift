import CrosstalkGraph
import CrosstalkRules
import XCTest

/// The hand-drawn flowchart grammar `check-diagram` reads.
final class MermaidFlowchartTests: XCTestCase {
    func testShapesChainsLabelsSubgraphsAndIgnoredLines() {
        let chart = MermaidFlowchart(parsing: """
        ---
        title: Shop
        ---
        %%{init: {"theme": "dark"}}%%
        flowchart LR
          %% a comment --> not an edge
          %% crosstalk: Pay = PaymentsKit
          subgraph features [Features]
            Feed["Feed <b>screen</b>"] --> Cart(Cart) -.-> Pay{{Payments}}
            Search([Search]) & Profile[[Profile]] ==>|"reads"| Store[(Store)]
          end
          Store -- publishes --> Feed
          Feed <--> Search; Cart ~~~ Profile
          Legacy>Legacy] --o Cart
          Net@{ shape: rect, label: "Network" } --x Store
          my-node[/Lean/] --> Store
          classDef hot fill:#f00
          class Feed hot
          style Cart fill:#eee
          linkStyle 0 stroke:#f00
          click Feed "https://example.com"
        """)
        XCTAssertEqual(chart.nodes.map(\.id), ["Feed", "Cart", "Pay", "Search", "Profile", "Store", "Legacy", "Net", "my-node"])
        XCTAssertEqual(chart.nodes.map(\.label), ["Feed screen", "Cart", "Payments", "Search", "Profile", "Store", "Legacy", "Network", "Lean"])
        XCTAssertEqual(chart.nodes[0].groups, ["Features"])
        XCTAssertEqual(chart.nodes[5].groups, ["Features"])
        XCTAssertEqual(chart.nodes[6].groups, [])
        XCTAssertEqual(chart.edges.map { "\($0.from)>\($0.to):\($0.label)@\($0.line)" }, [
            "Feed>Cart:@9", "Cart>Pay:@9", "Search>Store:reads@10", "Profile>Store:reads@10", "Store>Feed:publishes@12",
            "Feed>Search:@13", "Legacy>Cart:@14", "Net>Store:@15", "my-node>Store:@16",
        ])
        XCTAssertTrue(chart.edges[5].bothWays)
        XCTAssertEqual(chart.mappings, ["Pay": "PaymentsKit"])
    }

    func testHeadlessLinksAreUndirectedAndArrowsCanShowDependencies() {
        let chart = MermaidFlowchart(parsing: "graph LR\n  %% crosstalk: arrows = dependencies\n  A --- B\n  B -- uses --- C\n  C --> D\n  D -- x --> A\n")
        XCTAssertEqual(chart.edges.map(\.undirected), [true, true, false, false])
        XCTAssertTrue(chart.arrowsShowDependencies)
        XCTAssertEqual(chart.mappings, [:])
        XCTAssertFalse(MermaidFlowchart(parsing: "graph LR\n  A --> B\n").arrowsShowDependencies)
    }

    func testLabelsNameMechanismsByTheirOwnNamesFirst() {
        XCTAssertEqual(MechanismWords.mechanisms(in: "delegate"), [.delegate])
        XCTAssertEqual(MechanismWords.mechanisms(in: "Publishes the user"), [.combine])
        XCTAssertEqual(MechanismWords.mechanisms(in: "combine injection"), [.combine, .injection])
        // A generated label's member is not read as a mechanism once the label names one.
        XCTAssertEqual(MechanismWords.mechanisms(in: "combine: stream ×2"), [.combine])
        XCTAssertEqual(MechanismWords.mechanisms(in: "async_stream: events"), [.asyncStream])
        XCTAssertEqual(MechanismWords.mechanisms(in: "uses"), [])
        XCTAssertEqual(MechanismWords.mechanisms(in: "onDelegateChange"), [])
    }

    func testMarkdownBlocksKeepTheirLineNumbersAndSkipOtherDiagrams() {
        let blocks = MermaidFlowchart.blocks(inMarkdown: """
        # Title
        ```mermaid
        sequenceDiagram
          A->>B: hi
        ```
        text
        ```mermaid
        graph TD
          A --> B
        ```
        """)
        XCTAssertEqual(blocks.count, 1)
        XCTAssertEqual(blocks[0].firstLine, 8)
        XCTAssertEqual(MermaidFlowchart(parsing: blocks[0].text, firstLine: blocks[0].firstLine).edges.first?.line, 9)
    }
}
