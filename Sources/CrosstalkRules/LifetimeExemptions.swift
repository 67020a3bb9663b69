import CrosstalkFacts
import CrosstalkGraph

extension RuleOption {
    /// `includeTests`: the retain-cycle and ownership rules also report inside test case classes.
    public static let includeTests = RuleOption(
        name: "includeTests", defaultValue: .bool(false),
        doc: "Also report inside test case classes (subclasses of `XCTestCase`, `QuickSpec`, `AsyncSpec`), which XCTest keeps alive until the run ends.")
}

extension RuleOptions {
    /// A boolean option, or `fallback` when unset or of another type.
    public func bool(_ name: String, default fallback: Bool) -> Bool {
        if case .bool(let v)? = values[name] { return v }
        return fallback
    }
}

extension RuleContext {
    /// A retain cycle through code in type `type` of `file` frees nothing that would otherwise be freed: a test
    /// case class (unless `includeTests`) or a process-lifetime singleton.
    func cycleCannotLeak(file: Int, type: Int) -> Bool {
        let names = ownerNames(file: file, type: type)
        if !options.bool(RuleOption.includeTests.name, default: false), names.contains(where: isTestCaseClass) { return true }
        return names.contains(where: isProcessLifetimeSingleton)
    }

    private func ownerNames(file: Int, type: Int) -> [String] {
        var t: Int? = type
        var names: [String] = []
        while let current = t {
            names.append(TypeText.baseName(files[file].types[current].name))
            t = files[file].types[current].parent
        }
        return names
    }

    private func isTestCaseClass(_ name: String) -> Bool {
        var queue = [name]
        var seen: Set<String> = []
        while let n = queue.popLast(), seen.insert(n).inserted {
            for parent in index.conformances(of: n) {
                if ["XCTestCase", "QuickSpec", "AsyncSpec"].contains(parent) { return true }
                if index.kind(of: parent) == .class { queue.append(parent) }
            }
        }
        return false
    }

    private func isProcessLifetimeSingleton(_ name: String) -> Bool {
        guard index.kind(of: name) == .class else { return false }
        let inits = index.methods(of: name).filter { $0.name == "init" }
        guard !inits.isEmpty else { return false }
        var privateInits = 0
        for site in index.sites[name] ?? [] {
            let f = index.files[site.file]
            privateInits += f.methods.indices.filter { f.methods[$0].owner == site.type && f.methods[$0].name == "init" && isPrivateDeclaration(f, $0) }.count
        }
        guard privateInits == inits.count else { return false }
        return index.properties(of: name).contains { $0.isStatic && $0.isLet && ($0.typeText.map(TypeText.baseName) == name || $0.initializer?.root == name || $0.initializer?.members == ["init"]) }
    }

    private func isPrivateDeclaration(_ f: FileFacts, _ method: Int) -> Bool {
        let line = f.source.lineText(f.methods[method].location.line)
        return line.contains("private init") || line.contains("fileprivate init")
    }
}
