import Foundation
import XCTest

/// `crosstalk graph` options and configuration, run as a user runs them on an app whose types really talk.
final class GraphOptionsFromTheCLITests: XCTestCase {
    /// The graph's edges as `From -mechanism-> To`, and its node names, from `graph --format json`.
    private func graph(_ arguments: [String], in folder: URL, file: StaticString = #filePath, line: UInt = #line) throws -> (edges: Set<String>, nodes: Set<String>, modules: Set<String>) {
        let run = try crosstalk(["graph", "--format", "json"] + arguments, in: folder, file: file, line: line)
        assertStatus(run, 0, file: file, line: line)
        let root = try XCTUnwrap(try? JSONSerialization.jsonObject(with: run.stdoutBytes) as? [String: Any], run.stdout, file: file, line: line)
        let nodes = try XCTUnwrap(root["nodes"] as? [[String: Any]], file: file, line: line)
        let edges = try XCTUnwrap(root["edges"] as? [[String: Any]], file: file, line: line)
        return (Set(edges.map { "\($0["from"] as? String ?? "?") -\($0["mechanism"] as? String ?? "?")-> \($0["to"] as? String ?? "?")" }),
                Set(nodes.compactMap { $0["name"] as? String }),
                Set(nodes.compactMap { $0["module"] as? String }))
    }

    private func app() throws -> URL {
        let dir = try CLI.workspace(for: self)
        try TalkingApp.write(in: dir)
        return dir
    }

    func testTheFixtureTalks() throws {
        let all = try graph(["--level", "type"], in: try app())
        XCTAssertEqual(all.edges, [
            "SessionStore -combine-> FeedViewModel", "SessionStore -singleton-> FeedViewModel",
            "SessionStore -combine-> ProfileViewModel", "SessionStore -singleton-> ProfileViewModel",
            "SessionStore -notification-> ProfileViewModel", "FeedViewModel -delegate-> FeedCoordinator",
        ])
        XCTAssertEqual(all.modules, ["Core", "Feed", "Profile"])
    }

    func testMechanismKeepsOnlyThoseMechanisms() throws {
        let dir = try app()
        XCTAssertEqual(try graph(["--level", "type", "--mechanism", "delegate"], in: dir).edges, ["FeedViewModel -delegate-> FeedCoordinator"])
        XCTAssertEqual(try graph(["--level", "type", "--mechanism", "singleton,notification"], in: dir).edges, [
            "SessionStore -singleton-> FeedViewModel", "SessionStore -singleton-> ProfileViewModel", "SessionStore -notification-> ProfileViewModel",
        ])
    }

    func testFocusAndHopsWidenTheNeighbourhood() throws {
        let dir = try app()
        let one = try graph(["--level", "type", "--focus", "FeedCoordinator", "--hops", "1"], in: dir)
        XCTAssertEqual(one.edges, ["FeedViewModel -delegate-> FeedCoordinator"])
        let two = try graph(["--level", "type", "--focus", "FeedCoordinator", "--hops", "2"], in: dir)
        XCTAssertEqual(two.edges, ["FeedViewModel -delegate-> FeedCoordinator", "SessionStore -combine-> FeedViewModel", "SessionStore -singleton-> FeedViewModel"])
        XCTAssertFalse(two.nodes.contains("ProfileViewModel"), "\(two.nodes)")
        let three = try graph(["--level", "type", "--focus", "FeedCoordinator", "--hops", "3"], in: dir)
        XCTAssertTrue(three.nodes.contains("ProfileViewModel"), "\(three.nodes)")
        XCTAssertEqual(try graph(["--level", "type", "--focus", "FeedCoordinator", "--hops", "0"], in: dir).edges, [])
    }

    func testConfiguredModulesReplaceFolderModules() throws {
        let dir = try app()
        try CLI.write(#"{ "modules": { "Platform": ["Sources/Core/**"], "Screens": ["Sources/Feed/**", "Sources/Profile/**"] } }"#, to: ".crosstalk.json", in: dir)
        let types = try graph(["--level", "type"], in: dir)
        XCTAssertEqual(types.modules, ["Platform", "Screens"])
        let modules = try graph(["--level", "module"], in: dir)
        XCTAssertEqual(modules.nodes, ["Platform", "Screens"])
        XCTAssertTrue(modules.edges.contains("Platform -combine-> Screens"), "\(modules.edges)")
        // The Mermaid diagram groups by the configured modules too.
        let mermaid = try crosstalk(["graph", "--level", "type"], in: dir)
        XCTAssertTrue(mermaid.stdout.contains("Platform"), mermaid.stdout)
        XCTAssertFalse(mermaid.stdout.contains("\"Profile\""), mermaid.stdout)
    }

    /// Output must not depend on the number of jobs, on a tree with real edges spread over many files of
    /// very different sizes (so that with several jobs files finish out of order).
    func testJobsDoNotChangeAGraphWithEdges() throws {
        let dir = try app()
        for i in 0..<30 {
            // Every listener subscribes to the store and is told by its neighbour; every fourth drops its
            // subscription (a finding, and no edge); file 0 is big.
            let padding = i == 0 ? String(repeating: "    func pad\(i)() { let x = [1, 2, 3].map { $0 * 2 }; _ = x }\n", count: 300) : ""
            let keep = i % 4 == 0 ? "" : ".store(in: &cancellables)"
            try CLI.write("""
                import Combine

                /// Listener \(i).
                final class Listener\(i) {
                    var cancellables = Set<AnyCancellable>()
                    var onChange: (() -> Void)?
                    func bind(next: Listener\((i + 1) % 30)) {
                        SessionStore.shared.$user.sink { [weak self] _ in self?.onChange?() }\(keep)
                        next.onChange = { [weak self] in self?.onChange?() }
                    }
                \(padding)}

                """, to: "Sources/Listeners/Listener\(i).swift", in: dir)
        }
        for format in ["json", "mermaid"] {
            let one = try crosstalk(["graph", "--level", "type", "--format", format, "--jobs", "1"], in: dir)
            assertStatus(one, 0)
            for jobs in ["3", "8"] {
                let other = try crosstalk(["graph", "--level", "type", "--format", format, "--jobs", jobs], in: dir)
                XCTAssertEqual(one.stdoutBytes, other.stdoutBytes, "graph --format \(format): --jobs 1 vs \(jobs)")
            }
        }
        let edges = try graph(["--level", "type", "--jobs", "4"], in: dir).edges
        XCTAssertGreaterThanOrEqual(edges.count, 50, "the listeners' edges are missing: \(edges.sorted())")
        let lintOne = try lintFindings(["--jobs", "1"], in: dir)
        XCTAssertEqual(lintOne.findings.filter { $0.rule == "unstored_subscription" }.count, 8, "\(lintOne.findings)")
        for jobs in ["2", "4", "8"] {
            XCTAssertEqual(try lintFindings(["--jobs", jobs], in: dir).findings, lintOne.findings, "lint: --jobs 1 vs \(jobs)")
        }
    }

    /// Folders `x y` and `x-y` are two modules; their Mermaid ids must differ, or the edge between them
    /// is drawn as a module talking to itself.
    func testMermaidIdsOfLookalikeModulesDoNotCollide() throws {
        let dir = try CLI.workspace(for: self)
        try CLI.write("""
            import Combine

            /// Publishes a value.
            final class Source {
                @Published var value = 0
            }

            """, to: "x y/Source.swift", in: dir)
        try CLI.write("""
            import Combine

            /// Listens to the source.
            final class Sink {
                var cancellables = Set<AnyCancellable>()
                func bind(source: Source) {
                    source.$value.sink { print($0) }.store(in: &cancellables)
                }
            }

            """, to: "x-y/Sink.swift", in: dir)
        let modules = try graph(["--level", "module"], in: dir)
        XCTAssertEqual(modules.nodes, ["x y", "x-y"])
        XCTAssertEqual(modules.edges, ["x y -combine-> x-y"])

        for level in ["module", "type"] {
            let mermaid = try crosstalk(["graph", "--level", level], in: dir)
            assertStatus(mermaid, 0)
            // Every module gets its own id: the declarations of the two modules' ids differ.
            let ids = mermaid.stdout.split(separator: "\n").compactMap { line -> String? in
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                let body = trimmed.hasPrefix("subgraph ") ? trimmed.dropFirst("subgraph ".count) : Substring(trimmed)
                guard body.contains("[\"x y") || body.contains("[\"x-y") else { return nil }
                return String(body.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            }
            XCTAssertEqual(ids.count, 2, "level \(level): both modules declared:\n\(mermaid.stdout)")
            XCTAssertEqual(Set(ids).count, 2, "level \(level): the two modules share a Mermaid id:\n\(mermaid.stdout)")
            // No arrow from an id to itself.
            for line in mermaid.stdout.split(separator: "\n") where line.contains("-->") {
                let parts = line.trimmingCharacters(in: .whitespaces).split(separator: " ")
                XCTAssertNotEqual(parts.first, parts.last, "level \(level): a self-loop: \(line)")
            }
        }
    }
}
