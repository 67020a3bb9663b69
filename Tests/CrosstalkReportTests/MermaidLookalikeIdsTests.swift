import CrosstalkGraph
import CrosstalkReport
import XCTest

/// Names that sanitize to the same Mermaid identifier (`x y`, `x-y`, `x_y`) still get one id each, so an edge
/// between them stays an edge instead of becoming a self-loop.
final class MermaidLookalikeIdsTests: XCTestCase {
    private let lookalikes = handGraph([("A", "x y"), ("B", "x-y"), ("C", "x_y")], [(0, 1, .combine, "a"), (1, 2, .delegate, "b")])

    /// The id each label is declared with, from lines like `m_x_y[["x y (2 types)"]]` or `subgraph m_x_y["x y"]`.
    private func declaredIDs(_ diagram: String) -> [String: String] {
        var ids: [String: String] = [:]
        for line in diagram.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            let body = line.hasPrefix("subgraph ") ? String(line.dropFirst("subgraph ".count)) : line
            guard let open = body.range(of: "[\""), !body.contains("-->"), !body.contains("-.->"), !body.contains("==>") else { continue }
            let id = String(body[..<open.lowerBound]).trimmingCharacters(in: CharacterSet(charactersIn: "["))
            let label = body[open.upperBound...].prefix { $0 != "\"" && $0 != "(" }.trimmingCharacters(in: .whitespaces)
            ids[label] = id
        }
        return ids
    }

    func testModuleAndTypeIdsNeverCollide() throws {
        for level in [CommunicationGraph.Level.module, .type] {
            let diagram = try GraphRenderer.render(lookalikes, format: .mermaid, options: .init(level: level))
            let ids = declaredIDs(diagram)
            let modules = ["x y", "x-y", "x_y"].compactMap { ids[$0] }
            XCTAssertEqual(modules.count, 3, "\(level): every module is declared:\n\(diagram)")
            XCTAssertEqual(Set(modules).count, 3, "\(level): modules share an id:\n\(diagram)")
            for line in diagram.split(separator: "\n") where line.contains("-->") || line.contains("-.->") || line.contains("==>") {
                let parts = line.trimmingCharacters(in: .whitespaces).split(separator: " ")
                XCTAssertNotEqual(parts.first, parts.last, "\(level): an edge between lookalikes drawn as a self-loop: \(line)")
            }
        }
    }
}
