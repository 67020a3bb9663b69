import CrosstalkGraph
import CrosstalkReport
import Foundation

extension CommandContext {
    /// The type-level communication graph of `paths` (the command's PATH operands), as `graph`, `docs` and
    /// `check-diagram` draw or compare it.
    func communicationGraph(paths: [String]) throws -> CommunicationGraph {
        try analyzedGraph(paths: paths).graph
    }

    /// The graph of `paths` with the configuration and the analyzed tree it was built from (`graph --since` builds the
    /// old side the same way).
    func analyzedGraph(paths: [String]) throws -> (configuration: Configuration, tree: AnalyzedTree, graph: CommunicationGraph) {
        let configuration = try loadConfiguration(self)
        let tree = try AnalyzedTree.analyze(paths: paths, configuration: configuration, context: self)
        tree.reportProblems(self, configuration: configuration)
        let root = GraphCommand.layoutRoot(operands: paths, context: self), base = currentDirectory
        // Reading the build files and indexing the declarations need nothing of each other: side by side.
        let (architecture, index) = concurrently({ configuration.architecture(for: tree, root: root, relativeTo: base) },
                                                 { ProjectIndex(files: tree.facts, notificationsOnDemand: true, objectiveCNotifications: tree.objectiveCNotifications) })
        let graph = CommunicationGraph.build(index: index, configuration: architecture)
        return (configuration, tree, graph)
    }
}

/// `crosstalk docs [PATH…]`: writes `ARCHITECTURE.md` (or `--output FILE`); with `--check FILE`, exits 1 listing the
/// edges added and removed since FILE was written.
enum DocsCommand {
    static let defaultFile = "ARCHITECTURE.md"

    static func run(_ context: CommandContext) throws -> ExitCode {
        let invocation = context.invocation
        let graph = try context.communicationGraph(paths: invocation.operands)
        if let check = invocation.value(.check) {
            guard let data = FileManager.default.contents(atPath: Paths.absolute(check, currentDirectory: context.currentDirectory)) else {
                throw DriverError("cannot read '\(check)'")
            }
            let documented = Set(ArchitectureDocument.edges(inDocument: String(decoding: data, as: UTF8.self)))
            let current = Set(ArchitectureDocument.documentedEdges(graph))
            let added = current.subtracting(documented).sorted(), removed = documented.subtracting(current).sorted()
            if added.isEmpty && removed.isEmpty {
                context.output.writeError("crosstalk: '\(check)' matches the code (\(current.count) edge\(current.count == 1 ? "" : "s"))\n")
                return .ok
            }
            var out = "\(check): no longer matches the code: \(added.count) edge\(added.count == 1 ? "" : "s") added, \(removed.count) removed\n"
            for e in added { out += "+ \(e)\n" }
            for e in removed { out += "- \(e)\n" }
            out += "regenerate it with 'crosstalk docs --output \(check)'\n"
            context.output.write(out)
            return .findings
        }
        let target = invocation.value(.output) ?? defaultFile
        let folder = Paths.parent(Paths.absolute(target, currentDirectory: context.currentDirectory))
        let text = try ArchitectureDocument.render(graph) { file in
            relativeLink(Paths.absolute(file, currentDirectory: context.currentDirectory), from: folder)
        }
        if invocation.value(.output) != nil {
            try context.emit(text)
        } else {
            do {
                try Data(text.utf8).write(to: URL(fileURLWithPath: Paths.absolute(target, currentDirectory: context.currentDirectory)))
            } catch {
                throw DriverError("cannot write '\(target)': \(error.localizedDescription)")
            }
            context.output.writeError("crosstalk: wrote \(target)\n")
        }
        return .ok
    }

    /// `file` (absolute) as a link from a document in `folder` (absolute): `Sources/A.swift`, `../App/B.swift`.
    static func relativeLink(_ file: String, from folder: String) -> String {
        let a = file.split(separator: "/"), b = folder.split(separator: "/")
        var common = 0
        while common < a.count - 1, common < b.count, a[common] == b[common] { common += 1 }
        let ups = Array(repeating: "..", count: b.count - common)
        return (ups + a[common...].map(String.init)).joined(separator: "/")
    }
}
