import CrosstalkFacts
import CrosstalkGraph

/// `unstored_subscription`: a `sink`/`assign(to:on:)` whose cancellable is discarded, so the subscription ends at once.
public struct UnstoredSubscriptionRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "unstored_subscription", category: "Combine", defaultSeverity: .error, enabledByDefault: true,
        summary: "A Combine subscription whose AnyCancellable is discarded",
        documentation: """
        ## What it does
        Flags a call chain ending in `.sink(…)` or `.assign(to:on:)` whose result is discarded: the chain is an
        expression statement, or is assigned to `_` (`_ = …`, `let _ = …`).

        Not flagged when the chain continues with `.store(in:)` or another method on the cancellable than
        `cancel()` (an app's own `.storeForever()`), or with `.cancel()` right after the `sink` (`publisher.sink {
        value = $0 }.cancel()`: a deliberate synchronous read of what the publisher holds now), is assigned to a variable or property, is
        returned, passed as an argument, placed in a collection literal, or is the single expression of a
        closure (it may be the closure's result), or one of the statements of a closure made only of two or more
        subscription chains (`bag.bind { a.$x.sink { … }; b.$y.sink { … } }`: a result builder's, which collects
        every cancellable; a plain closure like that would not compile without warnings). `.assign(to: &$property)` returns `Void` and is never flagged.
        Only an `if` that ends in `else` can be a closure's result: in an `if` without a final `else` the chain
        is discarded even when that `if` is all the closure holds (`DispatchQueue.main.async { if ready { subject.sink { … } } }`).
        An awaited `sink` (`await partialPublisher.sink { … }`) is not flagged: Combine's `sink` is synchronous, so
        that is an async method of the app or a package (an actor's own `sink(to:)`), with no cancellable to keep.
        Nor is a `sink` with a label Combine's lacks (`sink(test: self, receiveCompletion: …)`, a test helper's
        own overload), nor one given two closures in parentheses without labels (`sink({ value in … }, { error in … })`,
        a promise library's): Combine's takes only `receiveCompletion:` and `receiveValue:`.

        In a file that imports `RxSwift` or `RxCocoa`, a chain ending in `subscribe(…)`, `bind(…)`, `drive(…)` or
        `emit(…)` is a subscription too, kept by `.disposed(by: bag)` or by keeping the returned `Disposable`
        (`subscribe(on:)` is Combine's scheduler operator, and a `subscribe` with a label RxSwift's never takes,
        such as a push service's `subscribe(toTopic:)`, another API: not subscriptions). A discarded `Disposable` is
        never disposed: the subscription lives until its sequence ends, which for a relay or a UI event is never.
        A sequence that ends by itself is therefore not flagged: `_ = service.like(id: id).subscribe()` where every
        method `like` that Rx code declares returns a `Single`, `Maybe` or `Completable`, `Observable.just(1)`,
        `Single.just(1)`, a one-shot `Observable<Int>.timer(.seconds(2), scheduler: MainScheduler.instance)` (no `period:`), a local one of those traits makes (`let pending = Maybe<Int>.deferred { … }`), or a chain
        with `take(1)` or `asSingle()`/`asMaybe()` (which deliver only once their source completes, so a chain that works
        ends) — fire and forget, as RxSwift means it.
        Files that import neither are never read this way, so a Combine `subscribe(_:)` or an unrelated `bind`
        method is not reported; nor is a `bind()` called with nothing (`Launch.loader.bind()`), which RxSwift's never
        is; nor is a static method of a type of the sources of that name called on the type (`Theme.bind(to: menu)`);
        nor is a call straight on one name (`self.` aside) with no operator before it when
        the sources declare an instance method of that name (`cell.bind(to: cellViewModel)` in an app whose cells
        declare `func bind(to:)`, `self.view?.bind(items:)`); when that name is a property of the enclosing type
        whose type is written or constructed, only a method of that type counts — its own, a superclass's of the
        sources, or one from a protocol extension either adopts (`refreshes: PublishSubject<Void>` stays reported); the
        same through a path of properties whose types are written (`model.output.bind(to: query)` with `var output:
        QueryOutput` declaring `func bind(to:)`), also one starting at a type's static (`Store.main.feed.subscribe(onNext:)`). A file that sees RxSwift only through a module re-exporting it (`import ReactorKit`,
        `import RxDataSources`) is not read either: add `import RxSwift` to it. Nor is an Rx subscription in test
        code (test case classes, test doubles, files importing `XCTest` or `Testing`) or in a preview (`PreviewProvider`s and
        what only previews construct): it ends with the test or the preview, and a preview's binding must outlive
        the function that makes it. Nor in a [process-lifetime object](../docs/rules.md#shared-vocabulary) (the
        application delegate, a singleton: `_ = NotificationCenter.default.rx.notification(…).subscribe(…)` in
        `applicationDidFinishLaunching`): a bag of that object would keep the subscription just as long. Nor a
        subscription to a sequence of an object the function has just made (`let picker = PickerScreen()`, then `_ =
        picker.rx.picked.bind { [weak picker, self] … }`) whose every closure captures that object weakly: the object's
        subject keeps the subscription as long as the object lives, and nothing longer (without the weak capture the
        object keeps itself alive through its own subject, and the finding stays). A discarded Combine `sink` is reported there too: it is cancelled at once,
        and the test checks nothing.

        ## Why is this bad?
        `sink` and `assign(to:on:)` return an `AnyCancellable` that cancels the subscription when it is
        released. A discarded one is released immediately: the closure never runs (or runs once for a
        synchronous publisher), which looks like a Combine bug and is hard to see in review.

        After `subscribe(on:)` the subscription starts later, on the given scheduler: the discarded cancellable is
        released first, when the subscriber has nothing to cancel yet, so the subscription is not cancelled at
        all. It then runs until the publisher finishes, and for ever when it never does (a `@Published`
        property, a subject, notifications): the message says so. It is still flagged: the code works by the
        order in which Combine happens to do things, nothing can stop it, and a publisher that does not finish
        keeps the closure (and what it captures) for the rest of the run.

        ## Example
        ```swift
        func bind() {
            service.user.sink { [weak self] user in self?.render(user) }
        }
        ```

        ## Use instead
        ```swift
        func bind() {
            service.user
                .sink { [weak self] user in self?.render(user) }
                .store(in: &observers)
        }
        ```
        """)

    public func check(file: Int, context: RuleContext) -> [Diagnostic] {
        context.files[file].subscriptions.compactMap { s in
            // RxSwift runs a subscription to its end whether its disposable is kept or not: one that ends by itself
            // (`_ = service.like(id:).subscribe()` of a `Single`) is fire-and-forget, not lost.
            guard s.terminal != .assignToPublished, s.disposition == .discarded, !s.isCancelledAtOnce, !(s.terminal == .sink && s.isAwaited),
                  !(s.isRx && context.isFinite(s, file: file)), !context.isDeclaredMethodCall(s, file: file) else { return nil }
            // An Rx subscription a test or a preview leaves undisposed ends with the test or the preview's process.
            if s.isRx && context.index.isTestOrPreviewCode(file: file, type: s.context.type) { return nil }
            // Nor one in an object that lives for the whole run (the application delegate, a singleton): the
            // subscription lives as long as a bag of its owner would keep it.
            if s.isRx, let type = s.context.type, context.index.isProcessLifetimeObject(file: file, type: type) { return nil }
            if Self.livesAsLongAsALocalObject(s, facts: context.files[file]) { return nil }
            let message: String
            if s.isRx {
                message = "result of '\(s.terminalCall)' is discarded; add '.disposed(by:)' or the subscription is never disposed"
            } else if s.operatorSchedulers.contains(where: { $0.operatorName == "subscribe" }) {
                message = "result of '\(s.terminalCall)' is discarded; after 'subscribe(on:)' the release comes before the subscription "
                    + "starts, so it cannot be cancelled and runs until the publisher finishes (for ever, if it never does); store the AnyCancellable"
            } else {
                message = "result of '\(s.terminalCall)' is discarded; store the AnyCancellable or the subscription is cancelled immediately"
            }
            return Diagnostic(file: file, location: s.location, message: message)
        }
    }

    /// `_ = picker.rx.picked.bind { [weak picker, self] … }` right after `let picker = PickerScreen()`: an Rx sequence of
    /// an object the function has just made, whose subject keeps the subscription exactly as long as that object lives.
    /// Every closure of the chain holds the object weakly, so the subscription keeps nothing alive: the screen goes,
    /// and the subscription with it. (Held strongly, the object keeps itself through its own subject: reported. A bag
    /// of self would keep self for as long as the bag instead.)
    static func livesAsLongAsALocalObject(_ s: SubscriptionFact, facts: FileFacts) -> Bool {
        guard s.isRx, !s.rootIsCall, s.rootPath.count >= 2, let name = s.rootPath.first, name != "self", !s.closures.isEmpty,
              let local = facts.nearestLocal(name, before: s.location.offset), !local.isParameter,
              let made = local.initializer, !made.isClosure, Vocabulary.constructs(made) else { return false }
        return s.closures.allSatisfy { c in facts.closures[c].captures.contains { $0.name == name && $0.strength != .strong } }
    }
}
