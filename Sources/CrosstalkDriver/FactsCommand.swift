import CrosstalkFacts
import CrosstalkReport
import CrosstalkSyntax

/// `crosstalk facts [PATH…] --format json`: the raw per-file facts.
enum FactsCommand {
    static func run(_ context: CommandContext) throws -> ExitCode {
        let configuration = try loadConfiguration(context)
        if context.invocation.isSet(.verifyRoundTrip) {
            let tree = try AnalyzedTree.analyze(paths: context.invocation.operands, configuration: configuration, context: context, keepingSources: true)
            tree.reportProblems(context, configuration: configuration)
            return verifyRoundTrip(tree, context)
        }
        let walk = try AnalyzedTree.prepareWalk(paths: context.invocation.operands, configuration: configuration, context: context)
        var walked = WalkResult(files: [], problems: [])
        // Each file's facts become its JSON chunk on the worker that extracted them and are freed there; the
        // chunks are written in the walk's order as they complete, in writes of about a megabyte.
        var totals = FactsJSONRenderer.Totals()
        var skipped: [SkippedFile] = []
        try context.stream { emit in
            emit(FactsJSONRenderer.header(toolVersion: Driver.version))
            var pending: [UInt8] = []
            let flushSize = 1 << 20
            pending.reserveCapacity(flushSize + (1 << 16))
            let currentDirectory = context.currentDirectory
            walked = Analysis.streamFacts(walk: walk.run, jobs: context.jobs) { Paths.display($0, currentDirectory: currentDirectory) } transform: { facts in
                (chunk: FactsJSONRenderer.fileChunk(facts), lines: facts.lineCount, diagnostics: facts.diagnostics.count)
            } deliver: { path, outcome in
                switch outcome {
                case .success(let file):
                    if totals.files > 0 { pending.append(FactsJSONRenderer.chunkSeparator) }
                    file.chunk.withUnsafeBytes { pending += $0 }
                    totals.files += 1
                    totals.lines += file.lines
                    totals.diagnostics += file.diagnostics
                    if pending.count >= flushSize {
                        emit(pending)
                        pending.removeAll(keepingCapacity: true)
                    }
                case .failure(let problem):
                    skipped.append(SkippedFile(path: path, reason: problem.message))
                }
            }
            emit(pending)
            let skippedForReport = skipped.map { (path: context.display($0.path), reason: $0.reason) }
            emit(FactsJSONRenderer.footer(totals, skipped: skippedForReport))
        }
        AnalyzedTree.reportProblems(found: walked.files.count, walk: walked, skipped: skipped, configuration: configuration, context)
        return .ok
    }

    /// Developer check used by the benchmark: tokens and trivia reproduce every file byte for byte.
    static func verifyRoundTrip(_ tree: AnalyzedTree, _ context: CommandContext) -> ExitCode {
        var failures = 0
        // The tree was analyzed keeping every file's source.
        for file in tree.facts {
            guard let source = file.source else { continue }
            if let offset = RoundTrip.firstMismatch(Lexer.lex(source)) {
                let (line, column) = source.location(of: offset)
                context.output.writeError("\(file.path):\(line):\(column): round trip differs here\n")
                failures += 1
            }
        }
        context.output.write("round trip: \(tree.facts.count - failures) of \(tree.facts.count) files identical\n")
        return failures == 0 ? .ok : .findings
    }
}
