import CrosstalkFacts
import CrosstalkGraph

/// `strong_self_in_subscription`: a kept subscription in a reference type whose closures or method references
/// capture `self` strongly, so self → cancellable → closure → self is a cycle.
public struct StrongSelfInSubscriptionRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "strong_self_in_subscription", category: "Combine", defaultSeverity: .warning, enabledByDefault: true,
        summary: "A kept Combine subscription whose closure or method reference captures self strongly",
        documentation: """
        ## What it does
        Inside a class or actor (or an extension of one the sources declare), flags a subscription whose result
        is kept — stored with `.store(in:)`, assigned, returned, passed or put in a collection — or that ends in
        `.assign(to: &$property)` / `.assign(to: &self.$property)`, when a closure passed to `sink` or to any
        operator of the chain (`map`, `flatMap`, `filter`, `handleEvents`, …) captures `self` strongly.

        A closure captures `self` strongly when its capture list has no `weak self`/`unowned self` and it either
        lists `self` strongly (`[self]`, `[vm = self]`) or mentions `self`/`super` in its body — including inside
        a nested closure, even one that says `[weak self]` itself (the outer closure must hold `self` strongly to
        create that weak reference). A closure with a parameter named `self` (RxSwift 6's `subscribe(with: self)
        { `self`, value in … }`, which holds the object weakly) captures no outer `self`, nor does one made after
        ``weak var `self` = self`` in the same function (its `self?` is that weak local).

        In a file that imports `RxSwift` or `RxCocoa`, RxSwift subscriptions count the same way: a chain ending
        in `subscribe(…)`, `bind(…)`, `drive(…)` or `emit(…)` kept by `.disposed(by: disposeBag)` (or by keeping
        its `Disposable`), with closures passed to the terminal or to any operator of the chain. The dispose bag
        is self's, the bag holds the subscription, the subscription holds the closure. Finite RxSwift chains are
        not reported either (unless `includeFinite`): rooted at `Observable.just`/`of`/`from`/`empty`/`error`, at a
        one-shot `Observable<Int>.timer(_:scheduler:)` (no `period:`), or
        at a `Single`/`Maybe`/`Completable` (also Moya's `provider.rx.request(_:)`, which returns one; also a call of a method every Rx declaration of which returns one, those returning nothing aside,
        `service.like(id:)` with `func like(id:) -> Single<Void>`, also spelled `RxSwift.Single<Void>`, or returning an
        `Observable` it makes with `.create { …; observer.onCompleted() }` or `.deferred { …; return .just(x) }`, or
        returning such a method's result through operators that keep it ending (`http.post(url).map { _ in }`, across
        any number of repository layers), a protocol requirement leaving it to its implementations and a test
        double's stand-in (`FakeRepository` returning `.never()`) not counted; also a property
        that Rx code only ever gives such a sequence, `viewModel.name` with `self.name = Observable.just(name)`, judged
        by the property's name across the Rx code; also a local declared as one, `let single: Single<Int>` given its
        value in branches, or given without a written type what such a method returns, `let pending =
        service.query(day:)`; also a static join of such sequences, `Observable.zip(api.title(id:).asObservable(),
        api.count(id:).asObservable())`), or with `take(_:)`/`take(until:)`/`first()`/`asSingle()`/`asMaybe()` on the chain (RxSwift 5:
        `takeUntil(_:)`, `takeWhile(_:)`); nor a control event of an object self reaches through a `weak` or
        `unowned` property (`view?.doneButton.rx.tap`, or `view?.doneTapped` declared as a `ControlEvent` by the
        view's type or implemented by every app type as a getter reading `.rx` with no closure holding the view): it
        completes when the view's control is freed, and the presenter with it. An `@IBOutlet weak var` control is
        self's own and stays reported. Nor, in an Input/Output view model, a subscription to a field of a parameter
        (`input.resetTap.drive { … }` in `transform(input: Input)`, also through a local made from the field, `let
        names = input.trigger.map { … }`) when every `Input(…)` the app builds (and every `.init(…)` handed to a
        method of the view model's name, `transform(input: .init(…))`) gives that field a sequence that ends by
        itself: a reactive extension's event of an object the caller names (`resetItem.rx.tap.asDriver()`,
        `tableView.rx.modelSelected(Item.self)`, the screen's own `rx.viewWillAppear`), which completes when the
        screen that owns the control is freed, or a finite root (`Observable.just(())`, `.empty()`). A field some
        construction gives a subject, a sequence joined with another (`merge`, `concat`, `combineLatest`,
        `flatMapLatest`, also in the view model's chain), or a chain whose closure mentions `self` (which keeps the
        screen, and so the control, alive) stays reported.

        The same holds for the input an initializer stores in a `let` of the view model (`init(with input: Input)`,
        then `input.saveTapped.subscribe { … }` in a parameterless `transform()`).

        Also flagged: an instance method of the enclosing type (or of a superclass the sources declare) passed
        by name — `.sink(receiveValue: handle)`, `.map(self.format)`, `.sink(receiveValue: handle(_:))` — which
        binds `self` strongly as well. A name that is also an instance property of the type is the property's value
        (`takeUntil(viewWillDisappear)` beside `override func viewWillDisappear(_:)`), not the method.

        Closures that build the root publisher are not checked — its initializer (`Future { }`,
        `Deferred { }`) or a static factory of a type (`AnyPublisher.create { }`, `Publishers.Merge(…)`): they
        are not operators of the chain, and usually run once.

        A subscription a method returns (`func follow(_ visible: Observable<Bool>) -> Disposable`) is not flagged
        when every call of a method of that name the sources make keeps the result in the caller's own bag
        (`panel.follow(visible).disposed(by: bag)` in the panel's host): self never holds it. A call on self, or one kept
        in the callee's own bag (`panel.follow(…).disposed(by: panel.bag)`), keeps it reported, as does a method no call
        of which is found.

        Not flagged either: a subscription kept by a bag or store self does not keep — a parameter
        (`transform(input:disposeBag:)`, the caller's bag), a local the function makes (`let bag = DisposeBag()`), a
        local slot the code never hands on (`var token: AnyCancellable?`, then `token = p.sink { …; token?.cancel() }`) or,
        in a type that is no view or view controller, the store of an object reached through a local or a parameter
        (`.store(in: &cell.bag)` in a data source; in a screen, the cell belongs to the screen's own table view);
        nor one made in the subscribe handler of a sequence the code creates and not put in a bag (`Observable.create
        { observer in let inner = client.write(…).subscribe(…); return Disposables.create([inner]) }`, also `Single`,
        `Maybe`, `Completable`): whoever subscribes to the created sequence keeps it, not self.
        Nor a subscription kept in a collection or a cancellable (`.store(in: &observers)`,
        `observers.append(…)`, `cancellable = …`) that the type empties in a teardown — `observers.removeAll()`,
        `observers = []`, `cancellable = nil`, `cancellable?.cancel()`, RxSwift's `disposeBag = DisposeBag()`,
        `observers.forEach { $0.cancel() }` in `viewWillDisappear`/`viewDidDisappear`, or in another instance
        method that stores no subscription into it itself (a session's `leave()`, a service's `stop()`, the helper
        a disappearance method calls), in the type's declaration or any extension of it, or in a class of the sources
        it inherits from (a base screen's `bag = nil` in `viewWillDisappear`), in any file: the type
        breaks the cycle when that method runs, as an async loop's task
        cancelled by a method other than `deinit` is. A method that empties the store and subscribes into it
        again (`bind()` starting with `observers.removeAll()`) rebinds, and the cycle stays reported; so does
        emptying it only in `deinit`, which the cycle keeps from running. Nor one whose store a closure of the same
        method empties (`self.subscriptions.removeAll()` when the process it watches terminates): an object that keeps
        itself alive through its own subscriptions until its job is done, on purpose; `[weak self]` would free it at
        once and lose the result.

        One finding per subscription, at its first strong capture in source order; the other strong captures of
        the same chain are related locations of that finding.

        Not flagged: **finite subscriptions**, unless `includeFinite` is on. Combine releases a sink's closures
        when its publisher finishes, so the strong reference lasts only until then: a chain with `first()`,
        `first(where:)`, `last()`, `prefix(_:)` or `output(at:)`; a chain rooted at `Just`, `Future`, `Fail`,
        `Empty` or `dataTaskPublisher(for:)`, or at a call of an app method every declaration of which returns such a
        publisher (`api.fetch()` or `Request(…).publisher()` returning `Deferred { Future { … } }` or a request's
        `dataTaskPublisher(for:)…eraseToAnyPublisher()`, also declared with the app's own alias of a publisher type,
        `-> Signal<Bool>` with `typealias Signal<T> = AnyPublisher<T, Never>`; a protocol requirement leaves it to its implementations; on a
        new object, `Request(…).publisher()`, its own type's method decides), or a static join of such publishers
        (`Publishers.Zip(api.title(), api.count())`); and
        a `sink(receiveCompletion:receiveValue:)` — a subscriber that
        handles completion expects the publisher to finish — unless its root is known never to finish (a
        `$property`, a notification center's `publisher(for:)`, `Timer.publish`).

        \(RuleOption.cycleExemptions)

        ## Why is this bad?
        `self` owns the cancellable, the cancellable owns the subscription, the subscription owns the closure,
        and the closure owns `self`: a retain cycle. Neither the object nor its subscription is ever released,
        so the sink keeps firing for a screen that is long gone.

        ## Example
        ```swift
        final class ProfileViewModel {
            private var observers = Set<AnyCancellable>()

            func bind() {
                service.user
                    .map { self.format($0) }
                    .sink(receiveValue: render)
                    .store(in: &observers)
            }
        }
        ```

        ## Use instead
        ```swift
        final class ProfileViewModel {
            private var observers = Set<AnyCancellable>()

            func bind() {
                service.user
                    .map { [weak self] in self?.format($0) ?? "" }
                    .sink { [weak self] in self?.render($0) }
                    .store(in: &observers)
            }
        }
        ```

        ## Known limits
        A discarded subscription (see `unstored_subscription`) and `.assign(to: &other.$property)` are not
        checked: the cancellable is not owned by `self`. `.assign(to:on: self)` is `assign_to_self`'s job.
        An unqualified name is taken to be the method even when a parameter or local of the same name
        shadows it. `super.method` and inherited names resolve only against superclasses the sources
        declare; methods declared in protocol extensions and local functions are not resolved. RxSwift chains are
        read only in files that import `RxSwift` or `RxCocoa` themselves, not through a module re-exporting them
        (`ReactorKit`, `RxDataSources`).
        """)

    public var options: [RuleOption] {
        [.includeTests, .includeWindowRoots, .includeFinite]
    }

    /// The subscription is kept by a store of self that a teardown of its type, or of a class of the sources it
    /// inherits from, empties (the screen going away, a `leave()`): the cycle is broken there.
    static func isKeptByAStoreEmptiedInTeardown(_ s: SubscriptionFact, in type: TypeFact, index: ProjectIndex) -> Bool {
        guard let store = s.keeper else { return false }
        return index.classLineage(of: type.ownerName).contains { index.isEmptiedByTeardown(EmptiedStore(owner: $0, name: store)) }
    }

    /// A subscription a method returns (`func follow(_ visible: Observable<Bool>) -> Disposable`) is kept by whoever
    /// calls the method: when every call of a method of that name in the sources keeps the result in the caller's own
    /// bag (`panel.follow(visible).disposed(by: bag)` in the panel's host), self never holds it and there is no cycle
    /// through self. A call on self (`follow(…).disposed(by: bag)`), or one kept in the callee's bag
    /// (`panel.follow(…).disposed(by: panel.bag)`), closes the cycle; with no call found, the finding stays.
    static func isReturnedToOtherObjectsKeepers(_ s: SubscriptionFact, context: RuleContext) -> Bool {
        guard s.disposition == .returned, let member = s.context.member else { return false }
        let method = member.prefix { $0 != "(" }
        var calls = 0
        for f in context.files.indices {
            for kept in context.files[f].keptCallResults where kept.method == method {
                let receiver = kept.receiver.first == "self" ? Array(kept.receiver.dropFirst()) : kept.receiver
                if receiver.isEmpty || kept.keeper.first == receiver.first { return false }
                calls += 1
            }
        }
        return calls > 0
    }

    /// The subscription is kept by a store that a closure of the same method empties (`self.subscriptions.removeAll()`
    /// when the process it watches terminates): an object that keeps itself alive through its subscriptions until its
    /// job is done, on purpose; `[weak self]` would free it at once.
    static func isKeptByAStoreItsJobEmpties(_ s: SubscriptionFact, facts: FileFacts) -> Bool {
        guard let store = s.keeper else { return false }
        return facts.closures.contains { c in
            c.context.type == s.context.type && c.context.member == s.context.member && c.clearedPaths.contains(store)
        }
    }

    public func check(file: Int, context: RuleContext) -> [Diagnostic] {
        let facts = context.files[file]
        let includeFinite = context.options.bool(RuleOption.includeFinite.name, default: false)
        var result: [Diagnostic] = []
        for s in facts.subscriptions {
            guard let type = s.context.type, s.context.hasInstanceSelf, ownedBySelf(s), !Self.isKeptOutsideSelf(s, facts: facts),
                  !Self.isKeptByAnObjectSelfDoesNotOwn(s, in: facts.types[type], index: context.index),
                  !context.isDeclaredMethodCall(s, file: file), !Self.isReturnedToOtherObjectsKeepers(s, context: context),
                  context.index.isReferenceContext(file: file, type: type), !context.cycleCannotLeak(file: file, type: type),
                  includeFinite || !(context.isFinite(s, file: file) || Self.endsWithAnotherObjectsControl(s, in: facts.types[type], facts: facts, context: context)
                    || Self.subscribesToInputThatEnds(s, in: facts.types[type], facts: facts, context: context)) else { continue }
            if Self.isKeptByAStoreEmptiedInTeardown(s, in: facts.types[type], index: context.index)
                || Self.isKeptByAStoreItsJobEmpties(s, facts: facts) { continue }
            // Every strong capture of the chain, reported once at the first in source order.
            var captures: [(location: SourceLocation, message: String)] = []
            let factory = rootFactory(s)
            for (i, c) in s.closures.enumerated() where facts.closures[c].capturesSelfStrongly {
                let op = i < s.closureOperators.count ? s.closureOperators[i] : "sink"
                if let factory, i < factory.closures { continue }
                let cause = Self.isStrongOnlyForAnInnerWeakCapture(c, facts: facts)
                    ? ": the inner closure's [weak self] needs it to hold self; add [weak self] to this closure too" : ""
                captures.append((facts.closures[c].location, "closure passed to '\(op)' captures self strongly\(cause) (retain cycle through the kept subscription)"))
            }
            var methods: Set<String>?, properties: Set<String>?
            for ref in s.functionReferences {
                if let factory, ref.operatorName == factory.name { continue }
                if methods == nil { methods = context.instanceMemberNames(of: facts.types[type], includingProperties: false) }
                guard methods!.contains(ref.name) else { continue }
                // A property of the same base name is what a bare name means where a value is expected
                // (`takeUntil(viewWillDisappear)` beside `override func viewWillDisappear(_:)`): a value, not a method.
                if properties == nil { properties = context.instancePropertyNames(of: facts.types[type]) }
                if properties!.contains(ref.name) { continue }
                let spelled = ref.base.map { "\($0).\(ref.name)" } ?? ref.name
                let op = ref.operatorName.isEmpty ? "sink" : ref.operatorName
                captures.append((ref.location, "method reference '\(spelled)' passed to '\(op)' captures self strongly (retain cycle through the kept subscription)"))
            }
            captures.sort { $0.location < $1.location }
            guard let first = captures.first else { continue }
            let related = captures.dropFirst().map { RelatedSite(file: file, location: $0.location, message: "another strong capture of self in the same subscription") }
            result.append(Diagnostic(file: file, location: first.location, message: first.message, related: related))
        }
        return result
    }

    /// The closure mentions `self` first in the capture list of a closure nested in it (`{ v in DispatchQueue.main.async
    /// { [weak self] in … } }`): to make that weak reference it must hold `self` strongly itself, which its author
    /// rarely means (it may use `self` directly later as well: the message names the need, not the only cause).
    static func isStrongOnlyForAnInnerWeakCapture(_ closure: Int, facts: FileFacts) -> Bool {
        guard let use = facts.closures[closure].selfLocation else { return false }
        return facts.closures.contains { inner in
            inner.parent == closure && use.offset > inner.location.offset && use.line == inner.location.line
                && inner.captures.contains { $0.name == "self" && $0.strength != .strong }
        }
    }

    /// An RxCocoa control event of an object self does not own, reached through a `weak` or `unowned` property:
    /// `view?.doneButton.rx.tap`, or `view?.doneTapped` where the view's type declares `doneTapped` as a
    /// `ControlEvent`/`ControlProperty`. The event completes when its control is freed, and RxSwift then lets go of
    /// the closure: the presenter a view owns is freed with the view. (A control of self's own never is.)
    static func endsWithAnotherObjectsControl(_ s: SubscriptionFact, in type: TypeFact, facts: FileFacts, context: RuleContext) -> Bool {
        guard s.isRx else { return false }
        // `if let tapped = view?.doneTapped { tapped.subscribe … }`: the local stands for the path it was bound to.
        let path = rootPath(of: s, facts: facts, throughOperators: false) ?? s.rootPath
        // An `@IBOutlet weak var` is weak only because self's own view keeps the control.
        guard let holder = context.weakMember(startingPath: path, in: type), !holder.attributes.contains("IBOutlet") else { return false }
        let rest = path.dropFirst(path.first == "self" ? 2 : 1)
        if rest.contains(Vocabulary.reactiveNamespace) { return true }
        guard rest.count == 1, let member = rest.first, let text = holder.typeText else { return false }
        func isControlEvent(_ p: PropertyFact) -> Bool {
            p.typeText.map { Vocabulary.rxControlEventTypes.contains(TypeText.baseName(TypeText.unwrapped($0))) } ?? false
        }
        let declared = context.index.properties(of: TypeText.baseName(TypeText.unwrapped(text))).filter { $0.name == member }
        if !declared.isEmpty && declared.allSatisfy(isControlEvent) { return true }
        // Declared as a plain `Observable` (by a view protocol): every app type implementing the member hands out a
        // control's event (`var doneTapped: Observable<Void> { doneButton.rx.tap.asObservable() }`).
        var implementations = 0
        for (f, facts) in context.files.enumerated() {
            for p in facts.properties where p.name == member && !p.isStatic && !p.isLocal {
                guard let owner = p.owner, facts.types[owner].kind != .protocol, !context.index.isTestCode(file: f, type: owner) else { continue }
                guard isControlEvent(p) || (p.isComputed && p.getterReadsReactiveExtension) else { return false }
                // A getter whose own operator closure holds its object (`tableView.rx.itemSelected.map { self.row($0) }`)
                // keeps the control alive through the chain: the event never ends.
                if facts.closures.contains(where: { $0.context.type == owner && $0.context.member == member && $0.capturesSelfStrongly }) { return false }
                implementations += 1
            }
        }
        return implementations > 0
    }

    /// The subscription's root path, through a local it subscribes to: `let tapped = view?.doneTapped` stands for
    /// `view?.doneTapped`; with `throughOperators`, `let names = input.trigger.map { … }` stands for `input.trigger`
    /// (nil when such a local joins another sequence, which then lasts as long as that one).
    static func rootPath(of s: SubscriptionFact, facts: FileFacts, throughOperators: Bool) -> [String]? {
        guard s.rootPath.count == 1, let local = facts.nearestLocal(s.rootPath[0], before: s.location.offset),
              let i = local.initializer, !i.isClosure, let root = i.root else { return s.rootPath }
        if !i.isCall { return [root] + i.members }
        guard throughOperators else { return s.rootPath }
        guard i.members.count >= 2, !i.members.dropFirst().contains(where: Vocabulary.rxJoiningOperators.contains) else { return nil }
        return [root, i.members[0]]
    }

    /// An Input/Output view model's subscription to a field of its input parameter (`input.resetTap.drive { … }` in
    /// `transform(input: Input)`, or of the input an initializer stored in a `let`) where every construction of that input type hands the field a sequence that ends
    /// by itself: a control event of the screen building the input, which completes when the screen is freed, or
    /// `Observable.just(())`.
    static func subscribesToInputThatEnds(_ s: SubscriptionFact, in type: TypeFact, facts: FileFacts, context: RuleContext) -> Bool {
        guard s.isRx, !s.rootIsCall, !s.operators.contains(where: Vocabulary.rxJoiningOperators.contains) else { return false }
        // `let allTapped = input.allTap; allTapped.drive { … }`, `let names = input.trigger.map { … }`: the local stands
        // for the field it was made from.
        // The input is a parameter, or self's `let` given it by an initializer (`init(with input: Input)` storing
        // `self.input`, subscribed in a later `transform()`).
        guard let found = rootPath(of: s, facts: facts, throughOperators: true) else { return false }
        let throughSelf = found.first == "self"
        let path = throughSelf ? Array(found.dropFirst()) : found
        guard path.count == 2 else { return false }
        let holder: PropertyFact?
        if !throughSelf, let local = facts.nearestLocal(path[0], before: s.location.offset) {
            holder = local.isParameter ? local : nil
        } else {
            holder = facts.properties.first { $0.owner == s.context.type && $0.name == path[0] && $0.isLet && !$0.isStatic && !$0.isLocal && !$0.isComputed && $0.initializer == nil }
        }
        guard let text = holder?.typeText else { return false }
        return context.index.receivesOnlySequencesThatEnd(type: TypeText.baseName(TypeText.unwrapped(text)), in: type, field: path[1],
                                                          method: s.context.member.map { $0.hasSuffix("()") ? String($0.dropLast(2)) : $0 })
    }

    /// The subscription is kept by a bag or store that is not self's: a parameter (`transform(input:disposeBag:)`, the
    /// caller's bag) or a local made in the function (`let bag = DisposeBag()`). Self keeps neither, so the closure's
    /// strong `self` makes no cycle.
    static func isKeptOutsideSelf(_ s: SubscriptionFact, facts: FileFacts) -> Bool {
        // In a created sequence's subscribe handler, a subscription not put in a bag goes to whoever subscribes to
        // the sequence (`return Disposables.create([inner])`).
        if s.servesCreatedSequence && s.disposition != .stored { return true }
        guard let keeper = s.keeper, let local = facts.nearestLocal(keeper, before: s.location.offset) else { return false }
        if local.isParameter { return true }
        // `var token: AnyCancellable?` then `token = publisher.sink { …; token?.cancel() }`: a slot of the function that
        // the code never hands on keeps the subscription, not self.
        if local.initializer == nil || local.initializer?.text == "nil" { return !facts.isHandedOn(keeper, after: local.location.offset) }
        guard let i = local.initializer, i.isCall, let root = i.root else { return false }
        return root.first?.isUppercase == true && (i.members.isEmpty || i.members == ["init"])
    }

    /// Kept in the store of an object reached through a local or a parameter (`.store(in: &cell.bag)` in a data
    /// source), when self is no view or view controller: such an object's views (the table view holding that cell)
    /// are self's own, and the cell's bag would close a cycle through them.
    static func isKeptByAnObjectSelfDoesNotOwn(_ s: SubscriptionFact, in type: TypeFact, index: ProjectIndex) -> Bool {
        s.isStoredInAnotherObject && !index.ownsPlatformViews(type.ownerName)
    }

    /// The subscription lives as long as `self` (or longer): its cancellable is kept, or it assigns into self's own `@Published` storage.
    func ownedBySelf(_ s: SubscriptionFact) -> Bool {
        switch s.terminal {
        case .assignToPublished:
            guard let target = s.assignPublishedTarget else { return false }
            let parts = target.split(separator: ".")
            return (parts.count == 1 || (parts.count == 2 && parts[0] == "self")) && parts.last?.hasPrefix("$") == true
        case .sink, .assignToOn, .subscribe, .bind, .drive, .emit:
            return s.disposition != .discarded
        }
    }

    /// When the chain starts with a static factory of a type — `AnyPublisher<Int, Never>.create { }`,
    /// `Publishers.Merge(a, b)`, `Timer.publish(…)` — that call builds the root publisher (like `Future { }`), it is
    /// not an operator: its name and how many of the subscription's closures (the leading ones) are its arguments.
    func rootFactory(_ s: SubscriptionFact) -> (name: String, closures: Int)? {
        guard !s.rootIsCall, !s.rootPath.isEmpty, s.operators.count >= 2,
              s.rootPath.allSatisfy({ $0.first?.isUppercase == true }) else { return nil }
        let name = s.operators[0]
        return (name, s.closureOperators.prefix { $0 == name }.count)
    }
}
