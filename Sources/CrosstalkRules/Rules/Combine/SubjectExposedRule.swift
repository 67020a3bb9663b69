import CrosstalkFacts
import CrosstalkGraph

/// `subject_exposed`: a stored `PassthroughSubject`/`CurrentValueSubject` property that other code can reach, and so can `send` into.
public struct SubjectExposedRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "subject_exposed", category: "Combine", defaultSeverity: .warning, enabledByDefault: false,
        summary: "A PassthroughSubject or CurrentValueSubject stored property that is not private",
        documentation: """
        ## What it does
        Flags a stored property whose type — by annotation, or by its initializer
        (`= PassthroughSubject<Event, Never>()`) when there is no annotation — is `PassthroughSubject` or
        `CurrentValueSubject` (optional or not), and that is not private: neither the property (`private`,
        `fileprivate`) nor an enclosing type or extension is private. `private(set)` still exposes `send`, so it
        is still flagged. Local variables, computed properties and protocol requirements are not.

        `objectWillChange` is not flagged: `ObservableObject` requires it to be visible.

        ## Why is this bad?
        A subject is both ends of a pipe. Exposing it lets any caller `send` values (or a completion that ends
        the stream for every subscriber), so the owner no longer decides what its publisher emits. The data
        flow stops being readable from the owning type.

        ## Example
        ```swift
        final class PlayerViewModel {
            let didFinish = PassthroughSubject<Void, Never>()
            private(set) var progress = CurrentValueSubject<Double, Never>(0)
        }
        ```

        ## Use instead
        ```swift
        final class PlayerViewModel {
            private let didFinishSubject = PassthroughSubject<Void, Never>()
            var didFinish: AnyPublisher<Void, Never> { didFinishSubject.eraseToAnyPublisher() }

            private let progressSubject = CurrentValueSubject<Double, Never>(0)
            var progress: AnyPublisher<Double, Never> { progressSubject.eraseToAnyPublisher() }
        }
        ```

        ## Known limits
        A type alias of a subject type is not resolved.
        """)

    public func check(file: Int, context: RuleContext) -> [Diagnostic] {
        let facts = context.files[file]
        return facts.properties.compactMap { p in
            // `ObservableObject` requires `objectWillChange` to be visible.
            guard !p.isLocal, !p.isComputed, !p.isPrivate, p.name != "objectWillChange" else { return nil }
            if let owner = p.owner, facts.types[owner].kind == .protocol { return nil }
            guard let type = CombineTypeText.declaredType(of: p) else { return nil }
            let base = CombineTypeText.baseName(type.text)
            guard CombineTypeText.subjects.contains(base) else { return nil }
            return Diagnostic(file: file, location: p.location, message: "\(base) '\(p.name)' is not private; anyone can send into it; expose it as an AnyPublisher")
        }
    }
}
