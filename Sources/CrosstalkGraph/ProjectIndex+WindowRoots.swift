import CrosstalkFacts

extension WholeProgramTables {
    /// Classes held as `@StateObject`/`@State` by the views `views` that the `App` struct constructs in its scenes
    /// (`WindowGroup { RootView() }`, and the wrapper views around it): one instance per window, living as long
    /// as that window.
    static func windowRootStores(views rootViews: [String], files: [FileFacts], sites: [String: [TypeSite]]) -> Set<String> {
        var result: Set<String> = []
        for view in viewsMadeOnlyByRoots(Set(rootViews), files: files, sites: sites) {
            // `WindowGroup { Main.RootView() }`: a view nested in a namespace is found by its own name.
            let simple = ProjectIndex.simpleName(view)
            for site in sites[view] ?? sites[simple] ?? [] where files[site.file].types[site.type].kind == .struct {
                let stores = ownedStores(of: site.type, in: files[site.file])
                result.formUnion(stores)
                // A store named from inside a namespace (`Main.StateModel` written `StateModel` in `Main.RootView`).
                let qualified = files[site.file].types[site.type].qualifiedName
                if let dot = qualified.lastIndex(of: ".") { result.formUnion(stores.map { qualified[..<dot] + "." + $0 }) }
            }
        }
        return result
    }

    /// `roots` and the views every app construction of which a view of them makes directly in its own code, outside
    /// any closure (`struct GateView: View { var body: some View { if ready { LaunchedView() } else { ProgressView() } } }`):
    /// the wrappers of a window's root (a launch gate) make the real root once per window. A view made in a closure —
    /// a sheet's or a navigation link's content, a `ForEach` row — comes and goes with it, and stays out.
    static func viewsMadeOnlyByRoots(_ roots: Set<String>, files: [FileFacts], sites: [String: [TypeSite]]) -> Set<String> {
        guard !roots.isEmpty else { return roots }
        // Each struct's app constructions: by the simple names of the code making it, nil for one made in a closure or
        // outside any type.
        var makers: [String: [String?]] = [:]
        for file in files where !file.isTestFile {
            for site in file.constructionSites where site.place != .preview {
                let name = ProjectIndex.simpleName(TypeText.baseName(site.typeName))
                guard (sites[name] ?? []).contains(where: { files[$0.file].types[$0.type].kind == .struct }) else { continue }
                let maker = site.isInClosure ? nil : site.contextType.map { ProjectIndex.simpleName(file.types[$0].ownerName) }
                makers[name, default: []].append(maker)
            }
        }
        // Matched by simple name; the roots keep their own spelling (`Main.RootView`, not every `RootView`).
        var made = Set(roots.map(ProjectIndex.simpleName))
        var result = roots
        for _ in 0..<8 {
            let more = makers.filter { view, makers in !made.contains(view) && makers.allSatisfy { $0.map(made.contains) ?? false } }.keys
            if more.isEmpty { break }
            made.formUnion(more)
            result.formUnion(more)
        }
        return result
    }

    /// Classes adopting a scene delegate protocol (`Vocabulary.sceneDelegateProtocols`), in their declaration or an
    /// extension: one per window, living as long as that window.
    static func sceneDelegates(_ files: [FileFacts]) -> Set<String> {
        var result: Set<String> = []
        for f in files.indices {
            for t in files[f].types.indices where files[f].types[t].inherits.contains(where: Vocabulary.sceneDelegateProtocols.contains) {
                result.insert(files[f].types[t].ownerName)
            }
        }
        return result
    }

    /// The classes a SwiftUI struct owns through `@StateObject`/`@State` properties (with `everyStoredProperty`,
    /// through any stored property): the written type, or the constructed one (`@StateObject private var root =
    /// RootCoordinator()`).
    static func ownedStores(of type: Int, in facts: FileFacts, everyStoredProperty: Bool = false) -> [String] {
        var result: [String] = []
        for p in facts.properties where p.owner == type && !p.isStatic && !p.isComputed
            && (everyStoredProperty || p.attributes.contains("StateObject") || p.attributes.contains("State")) {
            let written = p.typeText.map { TypeText.baseName(TypeText.unwrapped($0)) }
            let constructed = p.initializer.flatMap { Vocabulary.constructs($0) || Vocabulary.constructsErased($0) ? $0.root.map(TypeText.baseName) : nil }
            // `StoreKitModule.SessionStore`: the class by its own name too, as its code knows it.
            guard let name = written ?? constructed else { continue }
            result.append(name)
            if case let simple = ProjectIndex.simpleName(name), simple != name { result.append(simple) }
        }
        return result
    }
}

extension ProjectIndex {
    /// Code in type `type` of `file` belongs to a store of a window's root view: a class held as
    /// `@StateObject`/`@State` by a view the `App` struct constructs in its scenes. It lives as long as its
    /// window: for the whole run in a one-window app; on iPad and macOS, until the user closes that window.
    public func isWindowRootStore(file: Int, type: Int) -> Bool {
        let fact = files[file].types[type]
        guard fact.kind == .class || fact.kind == .extension else { return false }
        return contextNames(file: file, type: type).contains(where: lifetimes.windowRootStores.contains)
    }
}
