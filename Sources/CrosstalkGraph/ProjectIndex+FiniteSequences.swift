import CrosstalkFacts

/// Sequences that end by themselves, across the program: methods returning one (also through other methods' results),
/// properties Rx code gives only such sequences, and the fields of Input structs every construction feeds one.
extension WholeProgramTables {
    /// `Type.label` of every construction argument in Rx code → whether Rx code gives it only sequences ending by
    /// themselves (`ListViewModel.Input(resetTap: button.rx.tap.asDriver())` everywhere `ListViewModel.Input` is
    /// built). Every view model of an app may nest its own `Input`: a name written plainly inside a type declaring one
    /// is that type's.
    static func endingSequenceFields(_ files: [FileFacts], sites: [String: [TypeSite]]) -> [String: Bool] {
        var ends: [String: Bool] = [:]
        for f in files.indices {
            for a in files[f].sequenceArguments {
                let key = ProjectIndex.qualifiedName(of: a.typeName, in: a.contextType.map { files[f].types[$0] }, sites: sites) + "." + a.label
                ends[key] = (ends[key] ?? true) && a.endsByItself
            }
        }
        return ends
    }

    /// Names of properties that Rx code gives only sequences ending after their values, and at least one: declared
    /// as a `Single`/`Maybe`/`Completable`, or initialized or assigned `Observable.just(…)`, `.of`, `.from`,
    /// `.empty` (`let name: Observable<String>` with `self.name = Observable.just(name)` in `init`). Any other
    /// initializer or assignment to a property of that name in Rx code makes the name not finite.
    static func finiteRxPropertyNames(_ files: [FileFacts]) -> Set<String> {
        var finite: [String: Bool] = [:]
        func isFiniteValue(_ text: String) -> Bool {
            let head = text.split(separator: "(", maxSplits: 1).first.map(String.init) ?? text
            let parts = head.split(separator: ".").map(String.init)
            guard let last = parts.last else { return false }
            return (parts.count == 1 || parts[0] == "Observable" || Vocabulary.rxFiniteSequenceTypes.contains(parts[0]))
                && text.contains("(") && Vocabulary.rxFiniteRoots.contains(last)
        }
        for f in files.indices where files[f].imports.contains(where: Vocabulary.rxModules.contains) {
            for p in files[f].properties where p.owner != nil && !p.isLocal {
                if let type = p.typeText, Vocabulary.isRxFiniteSequenceType(type) {
                    finite[p.name] = finite[p.name] ?? true
                } else if let i = p.initializer {
                    finite[p.name] = (finite[p.name] ?? true) && isFiniteValue(i.text)
                }
            }
            for a in files[f].assignments where a.target.count == 1 || (a.target.count == 2 && a.target[0] == "self") {
                let name = a.target[a.target.count - 1]
                finite[name] = (finite[name] ?? true) && isFiniteValue(a.valueText)
            }
        }
        return Set(finite.compactMap { $0.value ? $0.key : nil })
    }

    /// Names of methods every declaration of which returns a sequence that ends after its values: RxSwift's (in files
    /// importing it: `-> Single<Void>`, an `Observable` made by `.create { …; observer.onCompleted() }`) and Combine's
    /// (`-> Future<…>`, an `AnyPublisher` made by `Deferred { Future { … } }` or a request's `dataTaskPublisher`).
    static func finiteSequenceMethodNames(_ files: [FileFacts]) -> (rx: Set<String>, combine: Set<String>) {
        // Per name, over its declarations: whether one is never known to end, and the methods whose results the others
        // return (ending when those do), settled below. A declaration that ends by itself adds nothing.
        struct Declarations { var someRuns = false; var someEnd = false; var endWith: [String] = [] }
        enum Verdict { case ends, runs, endsWith(String) }
        func note(_ verdict: Verdict, _ name: String, in table: inout [String: Declarations]) {
            switch verdict {
            case .ends: table[name, default: Declarations()].someEnd = true
            case .runs: table[name, default: Declarations()].someRuns = true
            case .endsWith(let callee): table[name, default: Declarations()].endWith.append(callee)
            }
        }
        var rx: [String: Declarations] = [:]
        var combine: [String: Declarations] = [:]
        for f in files.indices {
            let importsRx = files[f].imports.contains(where: Vocabulary.rxModules.contains)
            // A method returning nothing is never what a chain subscribes to (a test stub's `run(type:)` beside
            // `run(message:) -> Single`).
            for m in files[f].methods where m.resultType != nil {
                let isRequirement = m.owner.map { files[f].types[$0].kind == .protocol } ?? false
                // A test double's stand-in (`FakeAuthRepository` returning `.never()`) says nothing of the app's.
                if let owner = m.owner, Vocabulary.isTestDoubleName(files[f].types[owner].ownerName) { continue }
                let base = m.resultType.map { TypeText.baseName(TypeText.unwrapped($0)) } ?? ""
                let returned: Verdict = m.returnsSequenceThatEnds ? .ends : m.returnsResultOf.map(Verdict.endsWith) ?? .runs
                // A protocol's requirement says only `Observable` or `AnyPublisher`; its implementations say what it returns.
                let declaresFinitePublisher = Vocabulary.finitePublisherRoots.contains(base)
                // Nor is one returning no publisher (`func check() -> Bool` of an unrelated struct) a sink's.
                let returnsPublisher = declaresFinitePublisher || m.returnsSequenceThatEnds || m.returnsResultOf != nil
                    || Vocabulary.isPublisherBaseName(base) || base.hasPrefix("some ")
                if returnsPublisher && !(isRequirement && !declaresFinitePublisher) {
                    note(declaresFinitePublisher ? .ends : returned, m.name, in: &combine)
                }
                // A method returning no Rx sequence (`func loadProfile(id:) -> String?` of another type) is never what
                // an Rx chain subscribes to.
                guard importsRx, Vocabulary.isRxSequenceType(base) else { continue }
                let declaresFinite = m.resultType.map(Vocabulary.isRxFiniteSequenceType) ?? false
                if isRequirement && !declaresFinite { continue }
                note(declaresFinite ? .ends : returned, m.name, in: &rx)
            }
        }
        // A method ends when every declaration of it does; one returning another's result, once that one is known to
        // (`repository.send()` returning `http.post(…).map { … }`), to a fixed point. A declaration returning its own
        // name's result (a convenience overload, `load(_ resource:)` returning `load(resource.request)`) ends when the
        // other declarations do: they ground it, it never grounds itself.
        func settle(_ table: [String: Declarations]) -> Set<String> {
            var finite = Set(table.compactMap { !$0.value.someRuns && $0.value.endWith.isEmpty ? $0.key : nil })
            let pending = table.filter { !$0.value.someRuns && !$0.value.endWith.isEmpty }
            var changed = true
            while changed {
                changed = false
                for (name, declarations) in pending where !finite.contains(name)
                    && (declarations.someEnd || declarations.endWith.contains(where: { $0 != name }))
                    && declarations.endWith.allSatisfy({ $0 == name || finite.contains($0) }) {
                    finite.insert(name)
                    changed = true
                }
            }
            return finite
        }
        return (settle(rx), settle(combine))
    }
}

extension ProjectIndex {
    /// Every method named `name` that Rx code implements returns a `Single`, `Maybe` or `Completable`, or an
    /// `Observable` that completes by itself (`MethodFact.returnsSequenceThatEnds`), and there is one.
    public func returnsFiniteRxSequence(methodNamed name: String) -> Bool { lifetimes.finiteRxMethodNames.contains(name) }

    /// Every method named `name` the sources implement returns a Combine publisher that ends after its values
    /// (`MethodFact.returnsSequenceThatEnds`, or declared `-> Future<…>`), and there is one.
    public func returnsFinitePublisher(methodNamed name: String) -> Bool { lifetimes.finitePublisherMethodNames.contains(name) }

    /// Rx code gives every property named `name` a sequence that ends after its values (`self.name =
    /// Observable.just(name)`), and some code does.
    public func holdsFiniteRxSequence(propertyNamed name: String) -> Bool { lifetimes.finiteRxPropertyNames.contains(name) }

    /// Every construction of the type written `type` in `context` in Rx code hands its `field` a sequence that ends
    /// by itself (a control event of the caller's, `Observable.just(())`), and some construction does; so does every
    /// implicit `.init(…)` handed to a method named `method` (`transform(input: .init(…))`), if any.
    public func receivesOnlySequencesThatEnd(type: String, in context: TypeFact, field: String, method: String?) -> Bool {
        let keys = [ProjectIndex.qualifiedName(of: type, in: context, sites: sites) + "." + field] + (method.map { [$0 + "(.init)." + field] } ?? [])
        let verdicts = keys.compactMap { lifetimes.endingSequenceFields[$0] }
        return !verdicts.isEmpty && !verdicts.contains(false)
    }

    /// The type `name` written in `context`: the one `context` nests (`Input` in `ListViewModel` is
    /// `ListViewModel.Input`) when the sources declare it, else `name` as written.
    static func qualifiedName(of name: String, in context: TypeFact?, sites: [String: [TypeSite]]) -> String {
        guard let context, !name.utf8.contains(UInt8(ascii: ".")) else { return name }
        let nested = context.qualifiedName + "." + name
        return sites[nested] != nil ? nested : name
    }
}
