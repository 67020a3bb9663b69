import CrosstalkFacts
import CrosstalkGraph

/// `parse_warning`: part of a file could not be parsed, so findings there may be missing.
public struct ParseWarningRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "parse_warning", category: "Engine", defaultSeverity: .info, enabledByDefault: true,
        summary: "Part of a file could not be parsed; findings there may be missing",
        documentation: """
        ## What it does
        Reports the first syntax problem of a file (an unbalanced brace, a stray token, bytes that are not UTF-8),
        with the number of further problems in the message. The parser recovers and the rest of the file is still
        analyzed, but the declarations around the problem may be read wrongly, so findings there can be missing.

        ## Why is this bad?
        A gate that silently skips part of a file gives a clean result it has not earned. Code the compiler
        accepts should parse; when it does not, the finding says where the analysis is unsure, instead of
        leaving a hole nobody knows about.

        ## Example
        ```swift
        final class Feed {
            func reload() {
                items.removeAll(
            }
        }
        ```

        ## Use instead
        ```swift
        final class Feed {
            func reload() {
                items.removeAll()
            }
        }
        ```
        When the code compiles and still gets a `parse_warning`, the parser is missing a construct: please report it
        with the line, and suppress it meanwhile (`// crosstalk:disable:next parse_warning`).

        ## Configuration
        Info by default, so it never fails the gate; `"parse_warning": "error"` makes every unparsed region fail CI,
        `"off"` (or `--disable parse_warning`) hides it.

        ## Known limits
        Only the first problem of a file is located; the others are counted in the message.
        """)

    public func check(file: Int, context: RuleContext) -> [Diagnostic] {
        let diagnostics = context.files[file].diagnostics
        guard let first = diagnostics.first else { return [] }
        let more = diagnostics.count > 1 ? " (and \(diagnostics.count - 1) more)" : ""
        return [Diagnostic(file: file, location: first.location, message: first.message + more)]
    }
}
