import CrosstalkFacts
import CrosstalkGraph
import CrosstalkReport
import Foundation

extension Configuration {
    /// The graph's view of `modules`, `layers` and `architecture`, with the source layout of the analyzed tree:
    /// its root (the single directory operand, else `.`), every `Package.swift` among the walked files and every
    /// `project.pbxproj` of the walked `.xcodeproj` folders, so modules are the build targets.
    func architecture(for tree: AnalyzedTree, operands: [String], context: CommandContext) -> ArchitectureConfiguration {
        var root = "."
        if operands.count == 1 {
            var isDirectory: ObjCBool = false
            let absolute = Paths.absolute(operands[0], currentDirectory: context.currentDirectory)
            if FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory), isDirectory.boolValue { root = context.display(absolute) }
        }
        let packages = tree.facts.filter { $0.path == "Package.swift" || $0.path.hasSuffix("/Package.swift") }.map { file in
            PackageManifest(directory: String(file.path.dropLast("Package.swift".count)).trimmingSlash, text: String(decoding: file.source.bytes, as: UTF8.self))
        }
        let projects = tree.xcodeProjects.compactMap { bundle -> XcodeProjectFile? in
            guard let data = FileManager.default.contents(atPath: bundle + "/project.pbxproj") else { return nil }
            let parent = (bundle as NSString).deletingLastPathComponent
            return XcodeProjectFile(directory: context.display(parent).trimmingSlash, text: String(decoding: data, as: UTF8.self))
        }
        var result = architecture
        result.layout = SourceLayout(root: root, packages: packages, projects: projects)
        return result
    }
}

extension String {
    /// Without a trailing `/` (and `.` for the current directory when nothing is left).
    fileprivate var trimmingSlash: String {
        var s = self
        while s.hasSuffix("/") { s.removeLast() }
        return s.isEmpty ? "." : s
    }
}

/// `crosstalk graph [PATH…]`: the communication graph as Mermaid, Markdown, JSON or DOT.
enum GraphCommand {
    static func run(_ context: CommandContext) throws -> ExitCode {
        let invocation = context.invocation
        let graph = try context.communicationGraph(paths: invocation.operands)
        let format = GraphFormat(rawValue: invocation.value(.format) ?? "mermaid") ?? .mermaid
        let mechanisms = invocation.list(.mechanism).compactMap(Mechanism.init(name:))
        let options = GraphRenderOptions(
            // Without --level the renderer picks: types when they fit a readable diagram, else modules.
            level: invocation.isSet(.level) ? CommunicationGraph.Level(rawValue: invocation.value(.level) ?? "type") : nil,
            mechanisms: mechanisms.isEmpty ? nil : Set(mechanisms),
            focus: invocation.value(.focus),
            hops: invocation.integer(.hops) ?? 1,
            direction: invocation.value(.direction).flatMap(GraphDirection.init(rawValue:)),
            includeTests: invocation.isSet(.tests))
        do {
            try context.emit(try GraphRenderer.renderBytes(graph, format: format, options: options))
        } catch let error as GraphRenderError {
            context.output.writeError("crosstalk: \(error.description)\n")
            return .usage
        }
        return .ok
    }
}
