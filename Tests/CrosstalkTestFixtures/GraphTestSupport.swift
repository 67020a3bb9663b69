// Fixtures and helpers shared by the test targets of Graph, Rules and Report (a plain target, so each test
// target imports it instead of keeping its own copy).
import CrosstalkFacts
import CrosstalkGraph
import Foundation

/// The repository root (two levels above this file's folder, Tests/CrosstalkTestFixtures).
public let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The Harbor sample app (Corpus/Apps/Harbor): a small modular app with every mechanism.
public let harborFolder = repositoryRoot.appendingPathComponent("Corpus/Apps/Harbor")

/// Every `.swift` file under `root`, sorted, with paths relative to `root`.
public func loadSwiftFiles(under root: URL) throws -> [(String, [UInt8])] {
    let base = root.standardizedFileURL.path
    guard let walker = FileManager.default.enumerator(atPath: base) else { return [] }
    var result: [(String, [UInt8])] = []
    for case let relative as String in walker where relative.hasSuffix(".swift") && !relative.hasPrefix(".build") {
        result.append((relative, Array(try Data(contentsOf: URL(fileURLWithPath: base + "/" + relative)))))
    }
    return result.sorted { $0.0 < $1.0 }
}

/// `Package.swift` files under `root`, with directories relative to it.
public func loadManifests(under root: URL) throws -> [BuildFile] {
    let base = root.standardizedFileURL.path
    guard let walker = FileManager.default.enumerator(atPath: base) else { return [] }
    var result: [BuildFile] = []
    for case let relative as String in walker where relative == "Package.swift" || relative.hasSuffix("/Package.swift") {
        if relative.contains(".build/") { continue }
        let text = try String(contentsOf: URL(fileURLWithPath: base + "/" + relative), encoding: .utf8)
        let dir = relative == "Package.swift" ? "" : String(relative.dropLast("/Package.swift".count))
        result.append(BuildFile(directory: dir, text: text))
    }
    return result.sorted { $0.directory < $1.directory }
}

/// Builds the graph of in-memory files (path → source).
public func graph(_ sources: [(String, String)], configuration: ArchitectureConfiguration = ArchitectureConfiguration(), external: Bool = false) -> CommunicationGraph {
    let facts = sources.map { FactExtractor.extract(path: $0.0, bytes: Array($0.1.utf8)) }
    return CommunicationGraph.build(index: ProjectIndex(files: facts), configuration: configuration, options: .init(includeExternal: external))
}

/// Builds the graph of a folder.
public func graph(folder: URL, configuration: ArchitectureConfiguration = ArchitectureConfiguration(), external: Bool = false,
                  layout: SourceLayout? = nil) throws -> CommunicationGraph {
    let files = try loadSwiftFiles(under: folder)
    let facts = files.map { FactExtractor.extract(path: $0.0, bytes: $0.1) }
    var config = configuration
    config.layout = try layout ?? SourceLayout(root: "", packages: loadManifests(under: folder))
    return CommunicationGraph.build(index: ProjectIndex(files: facts), configuration: config, options: .init(includeExternal: external))
}

extension CommunicationGraph {
    /// `From -mechanism:member-> To` lines (with ` ?` for ambiguous edges), sorted.
    public var edgeLines: [String] {
        edges.map { e in "\(nodes[e.from].id) -\(e.mechanism.rawValue):\(e.member)-> \(nodes[e.to].id)\(e.ambiguous ? " ?" : "")" }.sorted()
    }

    /// A readable dump for failure messages.
    public var dump: String {
        var lines = edgeLines
        for u in unresolved { lines.append("unresolved \(u.mechanism.rawValue) \(u.site.file):\(u.site.location.line) \(u.text): \(u.reason)") }
        return lines.joined(separator: "\n")
    }
}
