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
        try context.emit(FactsJSONRenderer.render(tree.facts, skipped: skipped, toolVersion: Driver.version))
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
