import CrosstalkFacts
import CrosstalkGraph

/// `receive_on_main`: a UI type's kept subscription that never hops to the main thread.
public struct ReceiveOnMainRule: Rule {
    public init() {}

    static let defaultSuffixes = ["ViewController", "ViewModel", "View", "Coordinator", "Presenter"]

    public let description = RuleDescription(
        id: "receive_on_main", category: "Combine", defaultSeverity: .warning, enabledByDefault: false,
        summary: "A subscription in a UI type without receive(on:) the main scheduler",
        documentation: """
        ## What it does
        In a type whose name ends with one of the configured UI suffixes, flags a kept subscription (stored,
        assigned, returned, passed, in a collection) whose chain has no `.receive(on:)` with a main scheduler —
        `DispatchQueue.main`, `RunLoop.main`, `OperationQueue.main`, `.main`, or a `MainScheduler` — and whose
        root is not a `$property` of `self` (`$query`, `self.$query`: `@Published` emits on the thread that
        sets it, which for a UI type's own state is the main thread).

        ## Why is this bad?
        Publishers from services, URLSession, Core Data or timers on background queues deliver values on
        whatever thread produced them. A `sink` that updates views or `@Published` state from there is a
        data race and a UIKit/SwiftUI threading violation ("Publishing changes from background threads is
        not allowed"), and it fails intermittently.

        ## Example
        ```swift
        final class ProfileViewController: UIViewController {
            func bind() {
                service.user
                    .sink { [weak self] in self?.nameLabel.text = $0.name }
                    .store(in: &observers)
            }
        }
        ```

        ## Use instead
        ```swift
        service.user
            .receive(on: DispatchQueue.main)
            .sink { [weak self] in self?.nameLabel.text = $0.name }
            .store(in: &observers)
        ```

        ## Configuration
        - `typeSuffixes` (array of strings, default `["ViewController", "ViewModel", "View", "Coordinator",
          "Presenter"]`): a type whose name ends with one of these is a UI type. The innermost enclosing type
          decides; for an extension, the extended type's last name component.

        A main scheduler given to any operator counts when it is the last scheduler of the chain:
        `.debounce(for: .milliseconds(300), scheduler: RunLoop.main)`, `.throttle(…, scheduler: DispatchQueue.main, …)`,
        `.delay(…, scheduler: RunLoop.main)`. A sink whose closure does nothing but hop to the main actor —
        `DispatchQueue.main.async { … }`, `Task { @MainActor in … }`, `await MainActor.run { … }` as its single
        statement — is not flagged either.

        ## Known limits
        A scheduler held in a variable (`.receive(on: scheduler)`) is not known to be main unless its name says
        so (`mainQueue`, `mainScheduler`). A publisher documented to emit on main (`NotificationCenter` for UIKit
        notifications, `Timer.publish(every:on: .main, …)`) is still flagged: say so with `.receive(on:)`
        or suppress. `.assign(to: &$property)` returns no cancellable and is not checked.
        """)

    public var options: [RuleOption] {
        [RuleOption(name: "typeSuffixes", defaultValue: .strings(Self.defaultSuffixes),
                    doc: "Type name suffixes that mark a UI type (view controllers, view models, views, coordinators, presenters).")]
    }

    public func check(file: Int, context: RuleContext) -> [Diagnostic] {
        let facts = context.files[file]
        let suffixes = context.options.strings("typeSuffixes", default: Self.defaultSuffixes)
        var result: [Diagnostic] = []
        for s in facts.subscriptions where s.terminal != .assignToPublished && s.disposition != .discarded && !s.isRx {
            guard let type = s.context.type else { continue }
            let name = Self.simpleName(facts.types[type])
            guard suffixes.contains(where: { !$0.isEmpty && name.hasSuffix($0) }) else { continue }
            guard !Self.rootIsOwnPublished(s.rootPath), !Self.deliversOnMain(s, facts: facts) else { continue }
            let call = s.terminal == .sink ? "sink" : "assign"
            result.append(Diagnostic(file: file, location: s.location,
                                     message: "'\(call)' in UI type '\(name)' may run off the main thread; add '.receive(on: DispatchQueue.main)' before it"))
        }
        return result
    }

    /// `Feed`, `Outer.FeedViewModel` → `FeedViewModel`, `Box<T>` → `Box`.
    static func simpleName(_ type: TypeFact) -> String {
        let base = TypeText.baseName(type.name)
        return base.split(separator: ".").last.map(String.init) ?? base
    }

    /// `$query` or `self.$query`.
    static func rootIsOwnPublished(_ path: [String]) -> Bool {
        switch path.count {
        case 1: return path[0].hasPrefix("$") && path[0].count > 1 && !path[0].dropFirst().allSatisfy(\.isNumber)
        case 2: return path[0] == "self" && path[1].hasPrefix("$")
        default: return false
        }
    }

    /// The values reach the sink on the main thread: the last operator that takes a scheduler (`receive(on:)`,
    /// `debounce(for:scheduler:)`, `throttle`, `delay`, `timeout`, `collect(.byTime…)`) is given a main one, or every
    /// closure of the sink only hops to the main actor itself.
    static func deliversOnMain(_ s: SubscriptionFact, facts: FileFacts) -> Bool {
        if let last = s.operatorSchedulers.last(where: { $0.operatorName != "subscribe" }), Vocabulary.isMainScheduler(last.scheduler) { return true }
        if s.receiveSchedulers.contains(where: Vocabulary.isMainScheduler) && s.operatorSchedulers.isEmpty { return true }
        let sinkClosures = zip(s.closures, s.closureOperators).filter { $0.1 == "sink" }.map(\.0)
        return !sinkClosures.isEmpty && sinkClosures.allSatisfy { facts.closures[$0].onlyHopsToMain }
    }
}
