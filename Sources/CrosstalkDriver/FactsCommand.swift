import CrosstalkFacts
import CrosstalkReport
import CrosstalkSyntax

/// `crosstalk facts [PATH…] --format json`: the raw per-file facts.
enum FactsCommand {
    static func run(_ context: CommandContext) throws -> ExitCode {
        let configuration = try loadConfiguration(context)
        let tree = try AnalyzedTree.analyze(paths: context.invocation.operands, configuration: configuration, context: context)
        tree.reportProblems(context)
        if context.invocation.isSet(.verifyRoundTrip) { return verifyRoundTrip(tree, context) }
        let skipped = tree.skipped.map { (path: context.display($0.path), reason: $0.reason) }
        let jobs = context.invocation.integer(.jobs) ?? 0
        try context.stream { emit in
            FactsJSONRenderer.render(tree.facts, skipped: skipped, toolVersion: Driver.version, emit: emit) { batch in
                // Render the batch's file objects in parallel, then hand them over in order.
                var chunks = [[UInt8]](repeating: [], count: batch.count)
                chunks.withUnsafeMutableBufferPointer { slots in
                    nonisolated(unsafe) let slots = slots
                    let base = batch.startIndex
                    let files = batch
                    Analysis.parallelFor(count: files.count, jobs: jobs) { i in
                        slots[i] = FactsJSONRenderer.fileChunk(files[base + i], first: base + i == 0)
                    }
                }
                return chunks
            }
        }
        return .ok
    }

    /// Developer check used by the benchmark: tokens and trivia reproduce every file byte for byte.
    static func verifyRoundTrip(_ tree: AnalyzedTree, _ context: CommandContext) -> ExitCode {
        var failures = 0
        for file in tree.facts {
            let stream = Lexer.lex(file.source)
            if let offset = RoundTrip.firstMismatch(stream) {
                let (line, column) = file.source.location(of: offset)
                context.output.writeError("\(file.path):\(line):\(column): round trip differs here\n")
                failures += 1
            }
        }
        context.output.write("round trip: \(tree.facts.count - failures) of \(tree.facts.count) files identical\n")
        return failures == 0 ? .ok : .findings
    }
}
