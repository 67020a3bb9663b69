import CrosstalkFacts
import CrosstalkGraph
import CrosstalkReport
import CrosstalkSyntax
import Foundation

extension Configuration {
    /// The graph's view of `modules`, `layers` and `architecture`, with the source layout of the analyzed tree:
    /// its root (`root`, in the form of the facts' paths, which are relative to `base`), every `Package.swift` among
    /// the walked files, every `project.pbxproj` of the walked `.xcodeproj` folders, and Tuist's `Project.swift` files and
    /// helpers among the walked files, so modules are the build targets.
    func architecture(for tree: AnalyzedTree, root: String, relativeTo base: String) -> ArchitectureConfiguration {
        let packages = tree.manifests(named: "Package.swift", importing: "PackageDescription")
        let projects = tree.xcodeProjects.compactMap { bundle -> BuildFile? in
            guard let data = FileManager.default.contents(atPath: bundle + "/project.pbxproj") else { return nil }
            let parent = (bundle as NSString).deletingLastPathComponent
            return BuildFile(directory: Paths.display(parent, currentDirectory: base).trimmingSlash, text: String(decoding: data, as: UTF8.self))
        }
        let tuistProjects = tree.manifests(named: "Project.swift", importing: "ProjectDescription")
        let tuistHelpers = tuistProjects.isEmpty ? [] : tree.facts.filter(AnalyzedTree.isTuistHelper).compactMap { helper in
            helper.source.map { String(decoding: $0.bytes, as: UTF8.self) }
        }
        // A spec beside a committed project generated it: the project is exact, the spec is not read.
        let projectFolders = Set(tree.xcodeProjects.map { ($0 as NSString).deletingLastPathComponent })
        let xcodeGenSpecs = tree.xcodeGenSpecs.filter { !projectFolders.contains(($0 as NSString).deletingLastPathComponent) }.map { path in
            XcodeGenSpecFiles.read(path).map {
                BuildFile(directory: Paths.display(($0.path as NSString).deletingLastPathComponent, currentDirectory: base).trimmingSlash, text: $0.text)
            }
        }.filter { !$0.isEmpty }
        // CocoaPods links local pods by name: a `Podfile` beside a project, or at the root, says which target links which.
        let rootFolder = projects.isEmpty ? [] : [Paths.absolute(root, currentDirectory: base)]
        let podfiles = Set((Array(projectFolders) + rootFolder).map { ($0 as NSString).standardizingPath }).sorted().compactMap { folder -> BuildFile? in
            guard let data = FileManager.default.contents(atPath: folder + "/Podfile") else { return nil }
            return BuildFile(directory: Paths.display(folder, currentDirectory: base).trimmingSlash, text: String(decoding: data, as: UTF8.self))
        }
        var result = architecture
        result.layout = SourceLayout(root: root, packages: packages, projects: projects, tuistProjects: tuistProjects, tuistHelpers: tuistHelpers,
                                     xcodeGenSpecs: xcodeGenSpecs, podfiles: podfiles)
        return result
    }
}

extension AnalyzedTree {
    /// The walked files named `fileName` that import `descriptionModule`, as manifests of their folders. A manifest
    /// cannot compile without that import, so a source file that is merely named so (`Sources/Models/Package.swift`
    /// declaring `protocol Package`) stays an ordinary source of its target.
    fileprivate func manifests(named fileName: String, importing descriptionModule: String) -> [BuildFile] {
        // By index: `filter` would copy each file's facts, retaining every array and string in them.
        facts.indices.compactMap { f in
            guard AnalyzedTree.isManifest(facts[f], named: fileName, importing: descriptionModule), let source = facts[f].source else { return nil }
            return BuildFile(directory: String(facts[f].path.dropLast(fileName.count)).trimmingSlash, text: String(decoding: source.bytes, as: UTF8.self))
        }
    }

    /// A Swift file that describes the build rather than being part of it (a `Package.swift` manifest, any file of
    /// Tuist's — `Project.swift`, `Workspace.swift`, a helper — which imports `ProjectDescription`): the architecture
    /// reads its text after the analysis, and lint checks none of it.
    static func describesBuild(_ file: FileFacts) -> Bool {
        isManifest(file, named: "Package.swift", importing: "PackageDescription") || file.imports.contains("ProjectDescription")
            || isTuistHelper(file)
    }

    fileprivate static func isManifest(_ file: FileFacts, named fileName: String, importing descriptionModule: String) -> Bool {
        // The import first: it rules out nearly every file without building the `/` + name suffix.
        file.imports.contains(descriptionModule) && (file.path == fileName || file.path.hasSuffix("/" + fileName))
    }

    fileprivate static func isTuistHelper(_ file: FileFacts) -> Bool { file.path.containsUTF8("ProjectDescriptionHelpers/") }
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
    /// The root modules are found under: the single directory PATH, else the current folder.
    static func layoutRoot(operands: [String], context: CommandContext) -> String {
        guard operands.count == 1 else { return "." }
        var isDirectory: ObjCBool = false
        let absolute = Paths.absolute(operands[0], currentDirectory: context.currentDirectory)
        guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory), isDirectory.boolValue else { return "." }
        return context.display(absolute)
    }

    /// Draws the graph of the PATHs, or with `--since` its changes since a revision.
    static func run(_ context: CommandContext) throws -> ExitCode {
        let invocation = context.invocation
        let (configuration, tree, graph) = try context.analyzedGraph(paths: invocation.operands)
        let format = GraphFormat(rawValue: invocation.value(.format) ?? "mermaid") ?? .mermaid
        let mechanisms = invocation.list(.mechanism).compactMap(Mechanism.init(name:))
        if let revision = invocation.value(.since) {
            return try GraphSince.run(context, revision: revision, configuration: configuration, current: (tree, graph),
                                      root: layoutRoot(operands: invocation.operands, context: context), format: format,
                                      level: invocation.value(.level) == "module" ? .module : .type, mechanisms: mechanisms.isEmpty ? nil : Set(mechanisms))
        }
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
