import CrosstalkFacts

extension RuleContext {
    /// The subscription ends by itself, and Combine or RxSwift then releases its closures: the chain takes a bounded
    /// number of values (`first()`, `prefix(_:)`, `take(1)`, …), its root finishes after one value (`Just`, `Future`,
    /// a network request, `Single.just`, a method every Rx declaration of which returns a `Single`, `Maybe` or
    /// `Completable`, a local declared as one or given what such a method returns), or its sink handles completion and the root is not known to run forever
    /// (a `$property`, a notification center's `publisher(for:)`, `Timer.publish`), or it calls a method every
    /// declaration of which returns a publisher that ends (`func fetch() -> AnyPublisher<…>` made by `Deferred { Future
    /// { … } }`). `s` is a subscription of `file`.
    func isFinite(_ s: SubscriptionFact, file: Int) -> Bool {
        if s.operators.contains(where: Vocabulary.finishingOperators.contains) { return true }
        // The root publisher: `Just(1)` (a called root), or the first call after a path (`session.dataTaskPublisher(for:)`).
        let root = s.rootIsCall ? s.rootPath.last : s.operators.first
        if let root, Vocabulary.finitePublisherRoots.contains(root) { return true }
        if !s.isRx, !Self.runsForever(s) {
            // `api.fetchFeed().sink` or `FeedRequest(id:).publisher().sink` with the method returning a publisher that
            // ends (`Deferred { Future { … } }`, a request's `dataTaskPublisher`). On a receiver that is no new object
            // of the app, the platform's own publisher makers (a notification center's or KVO's `publisher(for:)`)
            // are not the app's methods of the same name.
            let onNewObject = s.rootIsCall && s.rootPath.last?.first?.isUppercase == true
            let method = onNewObject ? s.operators.first : root
            if let method, onNewObject || !Vocabulary.platformPublisherMakers.contains(method),
               index.returnsFinitePublisher(methodNamed: method) { return true }
            // On a new object the method is its type's: `SocketRequest(…).publisher()` whatever other types'
            // `publisher()` return.
            if onNewObject, let type = s.rootPath.last, let method,
               index.methods(of: type).contains(where: { $0.name == method && $0.returnsSequenceThatEnds }) { return true }
        }
        // `Observable.zip(api.fetchTitle(id:).asObservable(), api.fetchCount(id:).asObservable())`: a join of sequences
        // that each end ends too.
        if !s.joinedRootCallees.isEmpty, s.joinedRootCallees.allSatisfy({ endsAfterItsValues(callee: $0, isRx: s.isRx) }) { return true }
        if s.isRx {
            if s.rootEmitsOnce || s.operators.contains(where: Vocabulary.rxFinishingOperators.contains) { return true }
            if let root, Vocabulary.rxFiniteRoots.contains(root) { return true }
            if let first = s.rootPath.first, Vocabulary.rxFiniteRoots.contains(first) { return true }
            // `service.like(id:).subscribe()` with `func like(id:) -> Single<Void>`.
            if let root, index.returnsFiniteRxSequence(methodNamed: root) { return true }
            // `provider.rx.request(.home)`: Moya's request, a `Single`.
            if let root, Vocabulary.rxExtensionSingleMethods.contains(root), s.rootPath.last == Vocabulary.reactiveNamespace { return true }
            // `viewModel.name.bind(…)` with `self.name = Observable.just(name)` in the view model's `init`.
            if !s.rootIsCall, let property = s.rootPath.last, index.holdsFiniteRxSequence(propertyNamed: property) { return true }
            // `let single: Single<Int>` given its value in branches, then subscribed; or `let pending =
            // service.query(day:)` of a method returning one, or made by the trait itself.
            if !s.rootIsCall, s.rootPath.count == 1, let local = files[file].nearestLocal(s.rootPath[0], before: s.location.offset) {
                if let text = local.typeText, Vocabulary.isRxFiniteSequenceType(text) { return true }
                if local.typeText == nil, let i = local.initializer, i.isCall, let method = i.members.last ?? i.root,
                   index.returnsFiniteRxSequence(methodNamed: method) { return true }
                // `let pending = Maybe<String>.deferred { … }` (or `Single.create { … }`): made by one of the one-shot traits.
                if local.typeText == nil, let i = local.initializer, i.isCall, let root = i.root, Vocabulary.isRxFiniteSequenceType(root) { return true }
            }
        }
        guard s.terminal == .sink, s.hasCompletionHandler else { return false }
        return !Self.runsForever(s)
    }

    /// A sequence made by calling `callee` ends after its values: a finite root (`just`, `Just`, `Future`), or a method
    /// every declaration of which returns a `Single`/`Maybe`/`Completable` (Rx) or a publisher that ends (Combine).
    func endsAfterItsValues(callee: String, isRx: Bool) -> Bool {
        guard !callee.isEmpty else { return false }
        if isRx { return Vocabulary.rxFiniteRoots.contains(callee) || index.returnsFiniteRxSequence(methodNamed: callee) }
        return Vocabulary.finitePublisherRoots.contains(callee) || index.returnsFinitePublisher(methodNamed: callee)
    }

    /// Roots that never finish: `$property`, `NotificationCenter.default.publisher(for:)`, `Timer.publish(…)`.
    static func runsForever(_ s: SubscriptionFact) -> Bool {
        if !s.rootIsCall, s.operators.count > 1, let first = s.operators.first {
            if first == "publisher" && s.rootPath.contains(where: { $0.hasSuffix("NotificationCenter") || $0 == "default" }) { return true }
            if first == "publish" && s.rootPath == ["Timer"] { return true }
        }
        return s.rootPath.last?.hasPrefix("$") == true
    }
}
