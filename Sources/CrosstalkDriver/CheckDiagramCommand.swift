import CrosstalkGraph
import CrosstalkReport
import CrosstalkRules
import Foundation

/// `crosstalk check-diagram FILE [PATH…]`: a hand-drawn Mermaid flowchart (a `.mmd` file, or the `mermaid` blocks
/// of a Markdown file) checked against the code, as `diagram_missing_edge` / `diagram_stale_edge` findings in any
/// lint format; exit 1 when there are any.
enum CheckDiagramCommand {
    static func run(_ context: CommandContext) throws -> ExitCode {
        let invocation = context.invocation
        let diagramPath = invocation.operands[0]
        guard let data = FileManager.default.contents(atPath: Paths.absolute(diagramPath, currentDirectory: context.currentDirectory)) else {
            throw DriverError("cannot read '\(diagramPath)'")
        }
        let text = String(decoding: data, as: UTF8.self)
        let isMarkdown = diagramPath.hasSuffix(".md") || diagramPath.hasSuffix(".markdown")
        let blocks = isMarkdown ? MermaidFlowchart.blocks(inMarkdown: text) : [(text: text, firstLine: 1)]
        guard !blocks.isEmpty else { throw DriverError("no Mermaid flowchart in '\(diagramPath)'") }
        let start = Date()
        let (configuration, _, graph) = try context.analyzedGraph(paths: Array(invocation.operands.dropFirst()))
        var findings: [Finding] = []
        for block in blocks {
            for issue in DiagramCheck.check(MermaidFlowchart(parsing: block.text, firstLine: block.firstLine), file: diagramPath, graph: graph) {
                findings.append(Finding(rule: issue.rule, severity: .error, file: issue.file, line: issue.line, column: issue.column, message: issue.message))
            }
        }
        let diagramLines = text.split(separator: "\n", omittingEmptySubsequences: false)
        Baseline.assignFingerprints(&findings, projectPath: \.file) { finding in
            finding.file == diagramPath && finding.line <= diagramLines.count ? String(diagramLines[finding.line - 1]) : ""
        }
        let report = LintReport(toolVersion: Driver.version, sourceRoot: context.currentDirectory,
                                summary: LintSummary(files: 1, lines: diagramLines.count, durationMs: Int(Date().timeIntervalSince(start) * 1000), counting: findings),
                                findings: findings, rules: DiagramRules.all, documentationURL: configuration.documentationURL)
        let format = ReportFormat(name: invocation.value(.format) ?? "text") ?? .text
        let color = format == .text && context.output.isTerminal && invocation.value(.output) == nil && context.environment["NO_COLOR"] == nil
        try context.emit(format.reporter(color: color, quiet: false).render(report))
        return findings.isEmpty ? .ok : .findings
    }
}
