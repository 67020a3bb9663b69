import CrosstalkFacts

extension WholeProgramTables {
    /// Evidence for the classes whose every construction in the app is the initializer of a `static let` or a global `let`
    /// (`static let shared = StoreManager()` with an internal `init` nobody else calls), or of a stored property
    /// of a class in `owners` (`lazy var browser = BrowserViewController()` in the application delegate): each
    /// instance lives until the process exits, as with a private initializer; so does a service a dependency
    /// container keeps one instance of (`.inObjectScope(.container)`, or a container built with that default scope). Constructions in test code and
    /// previews do not count (they never run in the app); a class that a decoder or an archive can create
    /// (`Decodable`, `Codable`, `NSCoding`) is never one. A class with subclasses in app code counts only when each
    /// subclass does too, and a base class never constructed itself counts when all its subclasses do
    /// (`class BaseDataStore` under `final class DataStore { static let shared = DataStore() }`): its code runs in
    /// their instances only. Subclasses in test code (`class FakeSizeStore: SizeStore {}`) do not count.
    ///
    /// The evidence is gathered once: it is asked again as the set of owners grows, and only constructions into
    /// stored properties depend on the owners. A class counts when some construction keeps it
    /// for good and none makes a passing instance (a passing one anywhere decides, whatever the order).
    struct PermanentObjectEvidence {
        /// Classes a `static let`, a global `let` or an `init`-less static instance keeps.
        var kept: Set<String> = []
        /// Classes constructed in app code where the instance passes, or that a decoder can create.
        var passing: Set<String> = []
        /// The subclasses the app code declares, by the name of what they inherit.
        var subclasses: [String: [String]] = [:]
        /// Constructions into a stored property in app code: the class, and the names of the type storing it.
        var storedConstructions: [(constructed: String, storedBy: [String])] = []

        init(files: [FileFacts], sites: [String: [TypeSite]], testCaseClasses: Set<String>) {
            for facts in files {
                for type in facts.types where type.kind == .class || type.kind == .extension {
                    let inherited = type.inherits.flatMap(ProjectIndex.inheritedNames)
                    if type.kind == .class && !isTestOrPreviewCode(type, testCaseClasses: testCaseClasses) {
                        for name in inherited { subclasses[name, default: []].append(type.name) }
                    }
                    if inherited.contains(where: Vocabulary.decodedObjectProtocols.contains) { passing.formUnion(ownerNames(type)) }
                }
                // `static let shared: Foo = .init()` constructs without writing the name.
                for p in facts.properties where p.isStatic && p.isLet {
                    guard let owner = p.owner, facts.types[owner].kind.isReferenceKind,
                          Vocabulary.holdsInstance(p, of: facts.types[owner].name, qualifiedName: facts.types[owner].qualifiedName) else { continue }
                    kept.insert(facts.types[owner].name)
                }
            }
            // Services a container keeps one instance of: registered with `.inObjectScope(.container)`, or any
            // registration when the app builds its containers with that default scope.
            let singletonContainers = files.contains(where: \.buildsSingletonContainer)
            var scopedServices: Set<String> = []
            for facts in files {
                for r in facts.containerRegistrations where singletonContainers || r.isContainerScoped { scopedServices.insert(TypeText.baseName(r.implementation)) }
            }
            for f in files.indices {
                let facts = files[f]
                for site in facts.constructionSites {
                    let contextNames = site.contextType.map { ownerNames(facts.types[$0]) } ?? []
                    let constructed = site.typeName == "Self" ? contextNames.last : TypeText.baseName(site.typeName)
                    guard let constructed, (sites[constructed] ?? []).contains(where: { files[$0.file].types[$0.type].kind.isReferenceKind }) else { continue }
                    switch site.place {
                    case .permanentStorage:
                        kept.insert(constructed)
                    case .preview:
                        continue
                    case .containerRegistration:
                        if scopedServices.contains(constructed) { kept.insert(constructed) } else { passing.insert(constructed) }
                    case .code, .instanceStorage:
                        if let t = site.contextType, isTestOrPreviewCode(facts.types[t], testCaseClasses: testCaseClasses) { continue }
                        if site.place == .instanceStorage { storedConstructions.append((constructed, contextNames)) } else { passing.insert(constructed) }
                    }
                }
            }
        }

        /// The classes that live until exit when the classes named in `owners` do.
        func classes(storedBy owners: Set<String>, files: [FileFacts], sites: [String: [TypeSite]]) -> Set<String> {
            var kept = self.kept
            var passing = self.passing
            for (constructed, storedBy) in storedConstructions {
                if storedBy.contains(where: owners.contains) { kept.insert(constructed) } else { passing.insert(constructed) }
            }
            // Whether every instance running a class's code is kept for good: the class's own and its subclasses'.
            var verdicts: [String: Bool] = [:]
            func lives(_ name: String) -> Bool {
                if let known = verdicts[name] { return known }
                verdicts[name] = false  // a cycle of inheritance names proves nothing
                let subs = subclasses[name] ?? []
                let verdict = !passing.contains(name) && (kept.contains(name) || !subs.isEmpty) && subs.allSatisfy(lives)
                verdicts[name] = verdict
                return verdict
            }
            var result: Set<String> = []
            for name in kept.union(subclasses.keys) where lives(name) {
                for site in sites[name] ?? [] where files[site.file].types[site.type].kind.isReferenceKind {
                    result.insert(name)
                    result.insert(files[site.file].types[site.type].qualifiedName)
                }
            }
            return result
        }
    }

    /// Code of a test case class, a test double or a preview provider: what it constructs never exists in the app.
    static func isTestOrPreviewCode(_ type: TypeFact, testCaseClasses: Set<String>) -> Bool {
        let names = ownerNames(type)
        if names.contains(where: { testCaseClasses.contains($0) || Vocabulary.isTestDoubleName($0) }) { return true }
        return type.inherits.flatMap(ProjectIndex.inheritedNames).contains(Vocabulary.previewProviderProtocol)
    }
}

extension TypeKind {
    /// A class or an actor: instances with identity, which a cycle can keep alive.
    var isReferenceKind: Bool { self == .class || self == .actor }
}
