import CrosstalkFacts

extension WholeProgramTables {
    /// Classes whose every construction in the app is the initializer of a `static let` or a global `let`
    /// (`static let shared = StoreManager()` with an internal `init` nobody else calls): each instance lives
    /// until the process exits, as with a private initializer. Constructions in test code and previews do not
    /// count (they never run in the app); a class with a subclass in the sources, or that a decoder or an
    /// archive can create (`Decodable`, `Codable`, `NSCoding`), is never one.
    static func permanentlyStoredClasses(files: [FileFacts], sites: [String: [TypeSite]], testCaseClasses: Set<String>) -> Set<String> {
        var permanent: [String: Bool] = [:]
        var superclasses: Set<String> = []
        for facts in files {
            for type in facts.types where type.kind == .class || type.kind == .extension {
                let inherited = type.inherits.flatMap(ProjectIndex.inheritedNames)
                if type.kind == .class { superclasses.formUnion(inherited) }
                let names = ownerNames(type)
                if inherited.contains(where: Vocabulary.decodedObjectProtocols.contains) {
                    for name in names { permanent[name] = false }
                }
            }
            // `static let shared: Foo = .init()` constructs without writing the name.
            for p in facts.properties where p.isStatic && p.isLet {
                guard let owner = p.owner, facts.types[owner].kind == .class,
                      Vocabulary.holdsInstance(p, of: facts.types[owner].name, qualifiedName: facts.types[owner].qualifiedName) else { continue }
                if permanent[facts.types[owner].name] == nil { permanent[facts.types[owner].name] = true }
            }
        }
        for f in files.indices {
            let facts = files[f]
            for site in facts.constructionSites {
                let contextNames = site.contextType.map { ownerNames(facts.types[$0]) } ?? []
                let constructed = site.typeName == "Self" ? contextNames.last : TypeText.baseName(site.typeName)
                guard let constructed, (sites[constructed] ?? []).contains(where: { files[$0.file].types[$0.type].kind == .class }) else { continue }
                switch site.place {
                case .permanentStorage:
                    if permanent[constructed] == nil { permanent[constructed] = true }
                case .preview:
                    continue
                case .code:
                    if let t = site.contextType, isTestOrPreviewCode(facts.types[t], testCaseClasses: testCaseClasses) { continue }
                    permanent[constructed] = false
                }
            }
        }
        var result: Set<String> = []
        for (name, isPermanent) in permanent where isPermanent && !superclasses.contains(name) {
            result.insert(name)
            for site in sites[name] ?? [] where files[site.file].types[site.type].kind == .class {
                result.insert(files[site.file].types[site.type].qualifiedName)
            }
        }
        return result
    }

    /// Code of a test case class, a test double or a preview provider: what it constructs never exists in the app.
    static func isTestOrPreviewCode(_ type: TypeFact, testCaseClasses: Set<String>) -> Bool {
        let names = ownerNames(type)
        if names.contains(where: { testCaseClasses.contains($0) || Vocabulary.isTestDoubleName($0) }) { return true }
        return type.inherits.flatMap(ProjectIndex.inheritedNames).contains(Vocabulary.previewProviderProtocol)
    }
}
