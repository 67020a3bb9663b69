import CrosstalkFacts
import CrosstalkGraph

/// `async_loop_strong_self`: a `Task` whose closure keeps `self` alive for a whole `for await` loop.
public struct AsyncLoopStrongSelfRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "async_loop_strong_self", category: "Concurrency", defaultSeverity: .warning, enabledByDefault: true,
        summary: "A Task whose for-await loop keeps self alive for the sequence's whole life",
        documentation: """
        ## What it does
        Inside a class or actor (or an extension of one the sources declare), flags a `Task { … }` or
        `Task.detached { … }` whose closure contains a `for await` / `for try await` loop and holds `self`
        strongly while the loop runs:

        - the closure captures `self` strongly — it mentions `self` (also in a nested closure) with no
          `[weak self]`, or lists `[self]` — or it uses an instance member without `self.` (Swift allows implicit
          `self` in a `Task` closure: `Task { for await value in settings.changes { apply(value) } }`);
        - or it captures `[weak self]` but re-binds it strongly before the loop (`guard let self else { return }`
          or `if let self` ahead of `for await`): the strong reference then lives as long as the sequence.

        The loop's sequence may never end: an `AsyncStream`, `NotificationCenter.notifications(named:)`, a
        publisher's `.values`, any member of another object — a sequence of unknown kind counts. Not flagged:
        a loop over a collection literal, `stride(…)` or a local array (also with `.async`); over the bytes of a file
        or a response and their views (`url.lines`, `handle.bytes`, `bytes.characters`, `.unicodeScalars`,
        `url.resourceBytes`) or StoreKit's snapshots (`Transaction.currentEntitlements`, `.all`, `.unfinished`; not
        `Transaction.updates`), which end by themselves; a loop over a local
        `AsyncStream` that the same code builds and finishes before the loop (`let blocks = AsyncStream { c in …;
        c.finish() }`: a processing stage that ends when its producer does), or that the loop's function makes with
        `makeStream()` and finishes after starting the loop (`let (stream, continuation) = AsyncStream<Int>.makeStream()`,
        then `continuation.finish()` and `await consumer.value`), or a stream of an object the loop's function makes
        for one job, whose class finishes its streams (`let reporter = ExportReporter()`, then `for await step in
        reporter.events`, where `ExportReporter.finish()` calls `continuation.finish()` once the job ends), or a stream
        a method of the sources returns after finishing it in its own body (`for try await event in
        engine.objectsWithProgress(in: image)`, whose body ends with `continuation.finish()`; every declaration of it
        does, a protocol's requirement aside, which has no body), or a local or a parameter of
        the function when the task is started right inside an `AsyncStream { continuation in … }` (or
        `AsyncThrowingStream`) it produces (`func translate(_ text: String) -> AsyncThrowingStream<String, Error> {
        AsyncThrowingStream { c in Task { let response = responseStream(for: text); for try await piece in response
        { c.yield(piece) }; c.finish() } } }`, or a stage relaying its `input`): a pipeline stage over a per-call input,
        which ends when that input does; a loop whose body ends
        in an unconditional `break`, `return` or `throw` (a wait for the first reply that gets through the body:
        `for await reply in replies { guard case .ok = reply else { continue }; record(reply); break }`); `[weak self]` with
        `self` bound inside the loop body (`for await x in s { guard let self else { return } … }`), which
        holds `self` only for one element at a time; code in a struct or enum (a SwiftUI view's `.task { }` is
        cancelled with the view); test case classes (subclasses of `XCTestCase`, `QuickSpec`, `AsyncSpec`,
        unless `includeTests`) and \(RuleOption.processLifetimeObjects), where the cycle frees nothing; and the stores of a window's root view
        (`@StateObject`/`@State` of a view the `App` builds in its `WindowGroup`, also through wrapper views each made directly in the body of the one before) unless `includeWindowRoots`
        is on: they live as long as their window, which is the whole run unless the app has several windows.
        Nor a task whose stored handle a method of the type other than `deinit` cancels (`func stop() {
        observer?.cancel() }`, in the same file or in another file's extension of the type, also through a local copy: `let task = observer; task?.cancel()`), or kept as a cancellable by an app's helper (`Task { … }.store(in: &cancellables)`)
        in a store such a method empties (`cancellables.removeAll()`): the owner ends the loop itself, as a tunnel provider's `stopTunnel` or a
        coordinator's `finish()` does, and cancelling ends a `for await` over a stream. The handle may reach that
        property through a local (`let task = Task { … }; observer = task`) or inside an array (`observers =
        [task]`, `observers.append(Task { … })`), cancelled element by element (`for task in observers {
        task.cancel() }`, `observers.forEach { $0.cancel() }`), or from a maker method of the type that returns the
        task (`listener = makeListener()` with `func makeListener() -> Task<Void, Never> { Task { … } }`, also in an
        extension of the type, and into an array: `tasks = [first, second]` after `let first = makeForwarder(a)`).

        ## Why is this bad?
        A `Task` runs until its closure returns, and a `for await` over a stream returns only when the stream
        finishes — for settings, notifications or a store's updates, never. While it waits, the closure holds
        `self`: the object can never be freed, its `deinit` never runs, so a `task.cancel()` there never
        happens either. Each time the screen or coordinator is created again, another copy stays alive and
        keeps reacting to every element. `guard let self` before the loop is the classic form of the bug: it
        looks like the weak-self dance but makes the reference strong for the stream's whole life.

        ## Example
        ```swift
        final class SettingsCoordinator {
            private let settings: SettingsStore

            init(settings: SettingsStore) {
                self.settings = settings
                Task { [weak self] in
                    guard let self else { return }
                    for await change in settings.changes {
                        apply(change)
                    }
                }
            }

            func apply(_ change: SettingsChange) {}
        }
        ```

        ## Use instead
        ```swift
        final class SettingsCoordinator {
            private let settings: SettingsStore
            private var observation: Task<Void, Never>?

            init(settings: SettingsStore) {
                self.settings = settings
                observation = Task { [weak self, changes = settings.changes] in
                    for await change in changes {
                        guard let self else { return }
                        apply(change)
                    }
                }
            }

            deinit { observation?.cancel() }

            func apply(_ change: SettingsChange) {}
        }
        ```
        Capture what the loop iterates in the capture list, bind `self` inside the loop, and keep the task to
        cancel it in `deinit` (cancelling alone does not help while the closure itself holds `self`).

        ## Configuration
        `includeTests` (default false): also report inside test case classes.

        ## Known limits
        Only loops written in the `Task` closure itself (or closures nested in it) are seen; a `Task` that calls
        an async method holding the loop (`Task { await self.observe() }`) is not followed. Implicit `self` is
        recognized by name: an unqualified name that the closure, its enclosing function's parameters and
        earlier locals do not declare and that is an instance property or method of the enclosing type (or a
        superclass the sources declare). Members inherited from types the sources do not declare are not known.
        """)

    public var options: [RuleOption] { [.includeTests, .includeWindowRoots] }

    public func check(file: Int, context: RuleContext) -> [Diagnostic] {
        let facts = context.files[file]
        guard !facts.tasks.isEmpty else { return [] }
        var result: [Diagnostic] = []
        for task in facts.tasks {
            guard let closure = task.closure, let type = task.context.type, task.context.hasInstanceSelf,
                  let loop = facts.asyncIterations.first(where: { isEndless($0, in: closure, facts: facts, context: context)
                      && !(task.producesAStream && Self.iteratesALocalOrParameter($0, facts: facts)) }),
                  context.index.isReferenceContext(file: file, type: type), !context.cycleCannotLeak(file: file, type: type),
                  !task.cancelledByMethod, !Self.isKeptInEmptiedStore(task, facts: facts, index: context.index),
                  !(task.handle.map { context.index.cancelsTaskHandle($0, of: facts.types[type].name, outside: file) } ?? false) else { continue }
            let sequence = loop.path.joined(separator: ".") + (loop.isCall ? "()" : "")
            let captures = facts.closures[closure].captures
            if captures.contains(where: { $0.name == "self" && $0.strength != .strong }) {
                guard loop.selfReboundBefore else { continue }
                result.append(Diagnostic(file: file, location: task.location,
                                         message: "'guard let self' before 'for await' over '\(sequence)' keeps self alive for the whole loop; bind self inside the loop"))
            } else if facts.closures[closure].capturesSelfStrongly {
                result.append(Diagnostic(file: file, location: task.location,
                                         message: "task captures self strongly for the whole 'for await' loop over '\(sequence)'; use [weak self] and bind self inside the loop"))
            } else if let member = implicitSelf(task, file: file, type: type, context: context) {
                result.append(Diagnostic(file: file, location: task.location,
                                         message: "task captures self implicitly (through '\(member)') for the whole 'for await' loop over '\(sequence)'; use [weak self] and bind self inside the loop"))
            }
        }
        return result
    }

    /// The loop runs over a local or a parameter of the function (`let response = responseStream(for: text)`, a stage's
    /// `input`): in a task producing a stream, a stage of a pipeline that ends when that per-call input does.
    static func iteratesALocalOrParameter(_ loop: AsyncIterationFact, facts: FileFacts) -> Bool {
        guard loop.path.count == 1 || (loop.path.count == 2 && loop.path[1] == "async"), !loop.isCall else { return false }
        return facts.nearestLocal(loop.path[0], before: loop.location.offset) != nil
    }

    /// The task is kept as a cancellable in a store (`Task { … }.store(in: &cancellables)`, an app's helper) that a
    /// teardown method of the type empties (`cancellables.removeAll()` in `stop()`): dropping the cancellable cancels
    /// the task, which ends the loop, as for a subscription kept there.
    static func isKeptInEmptiedStore(_ task: TaskFact, facts: FileFacts, index: ProjectIndex) -> Bool {
        // Only the helper's form: a task assigned to a handle is judged by where that handle is cancelled, and
        // `task?.cancel()` right before starting the next one ends no loop for good.
        guard task.disposition == .discarded, let handle = task.handle, let type = task.context.type else { return false }
        return index.isEmptiedByTeardown(EmptiedStore(owner: facts.types[type].ownerName, name: handle))
    }

    /// A loop inside closure `closure` (or a closure nested in it) over a sequence that may never end.
    func isEndless(_ loop: AsyncIterationFact, in closure: Int, facts: FileFacts, context: RuleContext) -> Bool {
        guard loop.shape == .other, !loop.leavesAfterOnePass, var c = loop.closure else { return false }
        while c != closure {
            guard let parent = facts.closures[c].parent else { return false }
            c = parent
        }
        var path = loop.path
        if path.count == 2, path[1] == "async" { path.removeLast() }
        if isFinishedMadeStream(path, loop: loop, facts: facts) { return false }
        // `for try await line in url.lines`, `for await entitlement in Transaction.currentEntitlements`: they end.
        if path.count >= 2, !loop.isCall, let last = path.last {
            if Vocabulary.finiteAsyncSequenceMembers.contains(last) { return false }
            if path.count == 2, path[0] == "Transaction", Vocabulary.finiteTransactionSequences.contains(last) { return false }
        }
        // `let reporter = ExportReporter(); … for await step in reporter.events`: the stream of an object this code
        // made for one job, whose type finishes its streams (`continuation.finish()` when the job ends).
        if path.count == 2, !loop.isCall, let local = facts.nearestLocal(path[0], before: loop.location.offset), !local.isParameter,
           let i = local.initializer, Vocabulary.constructs(i), let root = i.root, finishesItsStreams(TypeText.baseName(root), context: context) {
            return false
        }
        // `for try await event in engine.objectsWithProgress(in: image)`: a method of the sources that makes a stream and
        // finishes it in its own body hands out one job's stream.
        if loop.isCall, isFinishingStreamMaker(path, loop: loop, facts: facts, context: context) { return false }
        guard path.count == 1, !loop.isCall else { return true }
        // A local array: `let pages = [a, b]` / `let pages: [Page] = …` declared before the loop.
        let local = facts.nearestLocal(path[0], before: loop.location.offset)
        guard let local else { return true }
        if local.typeText?.hasPrefix("[") == true || local.initializer?.text.hasPrefix("[") == true { return false }
        return !isFinishedLocalStream(local, before: loop, facts: facts)
    }

    /// The method `path` calls (`loader.entries(in:)`) finishes a stream in its own body (`continuation.finish()` once
    /// the work is done): every declaration of it the sources have does, in the receiver's class when its type is
    /// written (a property or local of the loop's code), else under that name anywhere (a protocol's requirement aside);
    /// and there is one.
    func isFinishingStreamMaker(_ path: [String], loop: AsyncIterationFact, facts: FileFacts, context: RuleContext) -> Bool {
        guard let name = path.last else { return false }
        var receiverType: String?
        if path.count == 2 {
            if let local = facts.nearestLocal(path[0], before: loop.location.offset) { receiverType = Vocabulary.heldTypeName(local) }
            else if let t = loop.context.type {
                receiverType = context.index.properties(of: facts.types[t].ownerName).first { $0.name == path[0] && !$0.isStatic }
                    .flatMap(Vocabulary.heldTypeName)
            }
        }
        let member = name + "()"
        var found = false
        for file in context.files {
            for m in file.methods where m.name == name {
                // A protocol's requirement has no body: its conformers' declarations say what it does.
                guard let owner = m.owner, file.types[owner].kind != .protocol else { continue }
                if let receiverType, file.types[owner].ownerName != receiverType && file.types[owner].name != receiverType { continue }
                guard file.asyncStreamEvents.contains(where: { $0.kind == .finish && $0.context.type == owner && $0.context.member == member }) else { return false }
                found = true
            }
        }
        return found
    }

    /// Some code of a class the sources declare as `name` finishes a stream it produces (`continuation.finish()`).
    func finishesItsStreams(_ name: String, context: RuleContext) -> Bool {
        context.index.declarations(of: name).contains { site in
            context.files[site.file].asyncStreamEvents.contains { $0.kind == .finish && $0.context.type == site.type }
        }
    }

    /// `let blocks = AsyncStream { continuation in …; continuation.finish() }` built by the same code before the loop:
    /// a pipeline stage whose producer ends it, not a subscription.
    func isFinishedLocalStream(_ local: PropertyFact, before loop: AsyncIterationFact, facts: FileFacts) -> Bool {
        guard let root = local.initializer?.root else { return false }
        let base = TypeText.baseName(root)
        guard base == "AsyncStream" || base == "AsyncThrowingStream" else { return false }
        return facts.asyncStreamEvents.contains {
            $0.kind == .finish && $0.location.offset > local.location.offset && $0.location.offset < loop.location.offset
        }
    }

    /// `let queue = AsyncStream<Int>.makeStream()` (or `let (stream, continuation) = …`) made in the loop's own
    /// function before it, looped over (`queue.stream`, `stream`) and finished by that function afterwards
    /// (`queue.continuation.finish()`, `continuation.finish()`): a pipeline stage the function ends, not a property's
    /// stream.
    func isFinishedMadeStream(_ path: [String], loop: AsyncIterationFact, facts: FileFacts) -> Bool {
        guard !loop.isCall, let member = loop.context.member, let root = path.first,
              path.count == 1 || (path.count == 2 && path[1] == "stream") else { return false }
        // A stored property of that name is the type's stream, not the function's.
        if facts.properties.contains(where: { $0.name == root && !$0.isLocal && $0.owner == loop.context.type }) { return false }
        func inFunction(_ e: AsyncStreamFact) -> Bool { e.context.type == loop.context.type && e.context.member == member }
        guard let made = facts.asyncStreamEvents.last(where: { $0.kind == .makeStream && inFunction($0) && $0.location.offset < loop.location.offset }) else { return false }
        return facts.asyncStreamEvents.contains { e in
            e.kind == .finish && inFunction(e) && e.location.offset > made.location.offset
                && (path.count == 2 ? e.path.first == root : e.path.count == 1 && e.path[0] != root)
        }
    }

    /// The first unqualified name the task's closure reads that is an instance member of the enclosing type.
    func implicitSelf(_ task: TaskFact, file: Int, type: Int, context: RuleContext) -> String? {
        guard !task.bareNames.isEmpty else { return nil }
        let members = context.instanceMemberNames(of: context.files[file].types[type], includingProperties: true)
        return task.bareNames.first { members.contains($0.name) }?.name
    }
}
