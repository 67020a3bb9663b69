import CrosstalkFacts
import CrosstalkGraph
import CrosstalkReport
import Foundation

/// `graph --since REV`: the graph of the PATHs now against the graph of the same PATHs at REV.
///
/// The old side is read straight from git's object store — `git ls-tree` lists the revision's files, one
/// `git cat-file --batch` hands over their bytes — and analyzed in memory: no checkout, no temporary work tree,
/// nothing written to the repository or the disk. Files are kept by the same rules as the walk (skipped folders,
/// `include`/`exclude`), so both sides cover the same tree.
enum GraphSince {
    /// Builds the graph at `revision` and prints its difference with `current` (the graph of the PATHs now), filtered
    /// and leveled as the flags ask.
    static func run(_ context: CommandContext, revision: String, configuration: Configuration, current: (tree: AnalyzedTree, graph: CommunicationGraph),
                    root: String, format: GraphFormat, level: CommunicationGraph.Level, mechanisms: Set<Mechanism>?) throws -> ExitCode {
        let operands = (context.invocation.operands.isEmpty ? ["."] : context.invocation.operands).map { Paths.absolute($0, currentDirectory: context.currentDirectory) }
        let start = operands.first.map { FileManager.default.fileExists(atPath: Paths.join($0, ".")) ? $0 : Paths.parent($0) } ?? context.currentDirectory
        let workTree = try Git.workTree(containing: start, for: .since)
        let commit = try Git.commit(revision, in: workTree, for: .since)
        let old = try oldFacts(commit: commit, workTree: workTree, operands: operands, configuration: configuration, context: context)
        // Xcode targets come from today's project files, so both sides sort files into the same modules; notification
        // names, from today's Objective-C files, so both sides spell them alike.
        let oldTree = AnalyzedTree(facts: old, skipped: [], walkProblems: [], unmatchedExcludes: [], seconds: 0, xcodeProjects: current.tree.xcodeProjects,
                                   xcodeGenSpecs: current.tree.xcodeGenSpecs)
        var before = CommunicationGraph.build(index: ProjectIndex(files: old, notificationsOnDemand: true,
                                                                   objectiveCNotifications: current.tree.objectiveCNotifications),
                                              configuration: configuration.architecture(for: oldTree, root: root, relativeTo: context.currentDirectory))
        var after = current.graph
        if let mechanisms {
            before = before.filtered(mechanisms: mechanisms)
            after = after.filtered(mechanisms: mechanisms)
        }
        if level == .module {
            before = before.collapsedToModules()
            after = after.collapsedToModules()
        }
        try context.emit(GraphDiffRenderer.render(GraphDiff(old: before, new: after), format: format, revision: revision))
        return .ok
    }

    /// The facts of the Swift files under `operands` as they were at `commit`, with the paths the current files have.
    static func oldFacts(commit: String, workTree: String, operands: [String], configuration: Configuration, context: CommandContext) throws -> [FileFacts] {
        let listing = try Git.run(["ls-tree", "-r", "-z", "--full-tree", commit], in: workTree)
        guard listing.status == 0 else { throw DriverError("git ls-tree failed: \(listing.errors.trimmingCharacters(in: .whitespacesAndNewlines))") }
        // Operands as typed and with links resolved: git names files under the real work tree.
        let roots = operands.map { ($0, ProjectScope.realPath($0) ?? $0) }
        let walker = configuration.fileWalker
        var wanted: [(object: String, path: String)] = []
        for entry in listing.output.split(separator: 0) {
            // `<mode> <type> <object>\t<path>`
            guard let tab = entry.firstIndex(of: UInt8(ascii: "\t")) else { continue }
            let fields = entry[..<tab].split(separator: UInt8(ascii: " "))
            guard fields.count == 3, fields[1].elementsEqual("blob".utf8) else { continue }
            let real = Paths.join(workTree, String(decoding: entry[(tab + 1)...], as: UTF8.self))
            guard real.hasSuffix(".swift") else { continue }
            for (typed, resolved) in roots {
                guard let inside = Paths.relative(real, to: resolved) else { continue }
                let path = inside.isEmpty ? typed : Paths.join(typed, inside)
                if inside.isEmpty || walker.wouldList(path, walking: typed) { wanted.append((String(decoding: fields[2], as: UTF8.self), path)) }
                break
            }
        }
        let blobs = try Git.run(["cat-file", "--batch"], in: workTree, input: Array(wanted.map { $0.object + "\n" }.joined().utf8))
        guard blobs.status == 0 else { throw DriverError("git cat-file failed: \(blobs.errors.trimmingCharacters(in: .whitespacesAndNewlines))") }
        let contents = splitBatch(blobs.output, count: wanted.count)
        let shownPaths = wanted.map { context.display($0.path) }
        let facts = concurrentMap(count: shownPaths.count) { i in FactExtractor.extract(path: shownPaths[i], bytes: Array(contents[i])) }
        return facts.sorted { Paths.precedes($0.path, $1.path) }
    }

    /// The contents of `git cat-file --batch` output, one per requested object: `<object> blob <size>\n<bytes>\n` each.
    static func splitBatch(_ output: [UInt8], count: Int) -> [ArraySlice<UInt8>] {
        var result: [ArraySlice<UInt8>] = []
        var i = 0
        while result.count < count, let newline = output[i...].firstIndex(of: UInt8(ascii: "\n")) {
            let header = output[i..<newline].split(separator: UInt8(ascii: " "))
            let size = header.count == 3 ? Int(String(decoding: header[2], as: UTF8.self)) ?? 0 : 0
            let start = newline + 1
            let end = min(output.count, start + size)
            result.append(output[start..<end])
            i = min(output.count, end + 1)
        }
        while result.count < count { result.append([]) }
        return result
    }
}
