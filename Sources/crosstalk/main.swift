import CrosstalkDriver
import Foundation

// Temporary bootstrap until the command layer lands: `crosstalk facts-count FILE...` reads paths from a list file.
let args = CommandLine.arguments
if args.count >= 3 && args[1] == "bench-facts" {
    let paths = try String(contentsOfFile: args[2], encoding: .utf8).split(separator: "\n").map(String.init)
    let start = Date()
    let result = Analysis.extractFacts(paths: paths)
    let seconds = Date().timeIntervalSince(start)
    let lines = result.facts.reduce(0) { $0 + $1.lineCount }
    let diags = result.facts.reduce(0) { $0 + $1.diagnostics.count }
    print("files \(result.facts.count) lines \(lines) seconds \(seconds) lines/s \(Int(Double(lines) / seconds)) diagnostics \(diags) skipped \(result.skipped.count)")
}
if args.count >= 3 && args[1] == "diag-facts" {
    let paths = try String(contentsOfFile: args[2], encoding: .utf8).split(separator: "\n").map(String.init)
    let result = Analysis.extractFacts(paths: paths)
    for f in result.facts { for d in f.diagnostics { print("\(f.path):\(d.location.line):\(d.location.column): \(d.message)") } }
}
