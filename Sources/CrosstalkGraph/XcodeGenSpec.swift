/// The targets an XcodeGen spec (`project.yml`) declares, read as data — XcodeGen is never run (docs/graph.md,
/// "Nodes").
///
/// Reads `targets:` with each target's `type:` (`application`, `framework`, `bundle.unit-test`, … as Xcode's
/// product types), `sources:` (paths relative to the spec, a string or `path:` with `excludes:`), `dependencies:`
/// (`- target: Name`; packages, frameworks and SDKs are outside the tree), a source's `includes:` and file-pattern
/// `excludes:` (`**/*Tests.*`, which split one folder between an app and its tests), the `targetTemplates:` a target names in
/// `templates:` (their lists come first, `${target_name}` is replaced), and `platform: [iOS, macOS]`, which makes
/// one target per platform named `Name_iOS`, `Name_macOS` as XcodeGen does. An exclude glob that names a folder
/// (`Legacy/**`) leaves the folder out. The files a spec `include:`s are read
/// first, each with paths relative to its own folder, and the spec's own targets win; a spec beside a committed
/// `.xcodeproj` is not read, the project is.
public struct XcodeGenSpec {
    var targets: [BuildTarget] = []

    /// Reads a spec's files (`documents`: included files first, the spec itself last), each with its folder;
    /// folders come out relative to the analyzed root (`root`).
    init(_ documents: [BuildFile], root: String) {
        var declared: [(key: String, value: YAMLValue, directory: String)] = []
        var templates: [String: YAMLValue] = [:]
        for document in documents {
            let directory = SourceLayout.relative(document.directory, to: root).trimmingDot
            let spec = YAMLValue.parse(document.text)
            for (name, template) in spec["targetTemplates"]?.pairs ?? [] { templates[name] = template }
            for (name, value) in spec["targets"]?.pairs ?? [] {
                declared.removeAll { $0.key == name }
                declared.append((name, value, directory))
            }
        }
        for (name, declaration, directory) in declared {
            let target = XcodeGenSpec.applyingTemplates(declaration, templates: templates, targetName: name)
            let kind = XcodeProject.kind("com.apple.product-type." + (target["type"]?.string ?? ""))
            var folders: [String] = [], files: [String] = [], excluded: [String] = [], filtered: [FilteredFolder] = []
            for source in target["sources"]?.elements ?? [] {
                guard let path = source.string ?? source["path"]?.string else { continue }
                let full = XcodeProject.join(directory, path)
                if full.hasSuffix(".swift") { files.append(full); continue }
                var fileExcludes: [Glob] = []
                for glob in source["excludes"]?.elements.compactMap(\.string) ?? [] {
                    if let folder = XcodeGenSpec.folder(ofExclude: glob) { excluded.append(XcodeProject.join(full, folder)) }
                    else if let compiled = try? Glob(glob) { fileExcludes.append(compiled) }
                }
                let includes = (source["includes"]?.elements.compactMap(\.string) ?? []).compactMap { try? Glob($0) }
                if includes.isEmpty && fileExcludes.isEmpty { folders.append(full) }
                else { filtered.append(FilteredFolder(folder: full, includes: includes, excludes: fileExcludes)) }
            }
            let dependencies = (target["dependencies"]?.elements ?? []).compactMap { dependency -> String? in
                // `target: Other/Name` names a target of another project.
                dependency["target"]?.string.map { String($0.split(separator: "/").last ?? Substring($0)) }
            }
            let platforms = target["platform"].flatMap { value -> [String]? in
                if case .sequence(let items) = value { return items.compactMap(\.string) } else { return nil }
            }
            for targetName in platforms.map({ $0.map { "\(name)_\($0)" } }) ?? [name] {
                var built = BuildTarget(name: targetName, kind: kind, folders: folders, excluded: excluded, files: files,
                                        dependencies: dependencies)
                built.filteredFolders = filtered
                targets.append(built)
            }
        }
    }

    /// The paths a spec's `include:` names (a string, or a mapping with `path:`), relative to the spec's folder.
    public static func includes(of text: String) -> [String] {
        (YAMLValue.parse(text)["include"]?.elements ?? []).compactMap { $0.string ?? $0["path"]?.string }
    }

    /// The target with the targets templates it names merged in: a template's lists come before the target's own, a
    /// template's other values apply only where the target has none, and `${target_name}` is the target's name.
    static func applyingTemplates(_ target: YAMLValue, templates: [String: YAMLValue], targetName: String, depth: Int = 0) -> YAMLValue {
        guard depth < 8, case .mapping(var pairs) = target else { return target }
        for templateName in (target["templates"]?.elements ?? []).compactMap(\.string) {
            guard let template = templates[templateName] else { continue }
            let expanded = applyingTemplates(template, templates: templates, targetName: targetName, depth: depth + 1)
            for (key, value) in expanded.pairs where key != "templates" {
                let value = substituting(value, targetName: targetName)
                if let i = pairs.firstIndex(where: { $0.key == key }) {
                    if case .sequence(let own) = pairs[i].value, case .sequence(let inherited) = value {
                        pairs[i].value = .sequence(inherited + own)
                    }
                } else {
                    pairs.append((key, value))
                }
            }
        }
        return .mapping(pairs)
    }

    static func substituting(_ value: YAMLValue, targetName: String) -> YAMLValue {
        switch value {
        case .scalar(let s): .scalar(s.replacing("${target_name}", with: targetName))
        case .sequence(let items): .sequence(items.map { substituting($0, targetName: targetName) })
        case .mapping(let pairs): .mapping(pairs.map { ($0.key, substituting($0.value, targetName: targetName)) })
        }
    }

    /// The folder an exclude glob stands for (`Legacy/**`, `Legacy`), or nil for a glob that picks files by pattern.
    static func folder(ofExclude glob: String) -> String? {
        var path = Substring(glob)
        if path.hasSuffix("/**") { path = path.dropLast(3) }
        while path.hasSuffix("/") { path = path.dropLast() }
        return path.isEmpty || path.contains(where: { "*?[{".contains($0) }) ? nil : String(path)
    }
}
