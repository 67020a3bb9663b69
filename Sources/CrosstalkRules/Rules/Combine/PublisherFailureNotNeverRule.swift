import CrosstalkFacts
import CrosstalkGraph

/// `publisher_failure_not_never`: a subject property, or a publisher property of an observable type, that can fail.
public struct PublisherFailureNotNeverRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "publisher_failure_not_never", category: "Combine", defaultSeverity: .warning, enabledByDefault: false,
        summary: "A subject or state publisher property whose Failure type is not Never",
        documentation: """
        ## What it does
        Flags a property whose declared Failure type (the second generic argument) is not `Never` when it is
        - a `PassthroughSubject<Output, Failure>` or `CurrentValueSubject<Output, Failure>` (by annotation, or
          by its initializer when there is no annotation), in any type or at top level; or
        - an `AnyPublisher<Output, Failure>` property, stored or computed, in any type: a property is a
          long-lived stream that subscribers keep. Functions returning a publisher (requests) are not flagged.

        The finding points at the Failure type argument.

        ## Why is this bad?
        A Combine stream ends at its first failure: every subscriber receives the completion and no value ever
        again. For events and state that a screen observes for its whole life, one network error silently
        freezes the UI. Errors belong in the values (`Result`, a state enum), so the stream stays alive.

        ## Example
        ```swift
        final class FeedViewModel: ObservableObject {
            @Published var isLoading = false
            let items = CurrentValueSubject<[Item], Error>([])
            var alerts: AnyPublisher<Alert, Error> { alertSubject.eraseToAnyPublisher() }
        }
        ```

        ## Use instead
        ```swift
        final class FeedViewModel: ObservableObject {
            @Published var isLoading = false
            let items = CurrentValueSubject<Result<[Item], Error>, Never>(.success([]))
            var alerts: AnyPublisher<Alert, Never> { alertSubject.eraseToAnyPublisher() }
        }
        ```

        ## Known limits
        Type aliases are not resolved, and a generic parameter in the Failure position is taken as not `Never`.
        `AnyPublisher` properties of other types (a service's one-shot request) are not checked: failing is
        their job. Local variables and protocol requirements are not checked.
        """)

    public func check(file: Int, context: RuleContext) -> [Diagnostic] {
        let facts = context.files[file]
        var result: [Diagnostic] = []
        for p in facts.properties where !p.isLocal {
            if let owner = p.owner, facts.types[owner].kind == .protocol { continue }
            guard let type = CombineTypeText.declaredType(of: p), let location = type.location else { continue }
            let base = CombineTypeText.baseName(type.text)
            guard base == "AnyPublisher" || CombineTypeText.subjects.contains(base) else { continue }
            let arguments = CombineTypeText.genericArguments(type.text)
            guard arguments.count == 2, !CombineTypeText.isNever(arguments[1]) else { continue }
            // Point at the Failure argument itself: the type text is the type as written, with blank runs as one space.
            let shift = CombineTypeText.secondGenericArgumentOffset(in: type.text) ?? 0
            result.append(Diagnostic(file: file, location: SourceLocation(line: location.line, column: location.column + shift, offset: location.offset + shift),
                                     message: "failure type of \(base) '\(p.name)' is '\(arguments[1])', not Never; one failure ends the stream for every subscriber"))
        }
        return result
    }
}
