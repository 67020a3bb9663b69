import CrosstalkFacts

/// The architecture part of the configuration (`modules`, `layers`, `architecture`), already validated,
/// plus the source layout the driver found (for module detection). Empty by default; `layer_violation`
/// reports nothing without layers.
public struct ArchitectureConfiguration: Sendable, Hashable {
    /// A layer: the types that belong to it, by module name, path glob, or type-name pattern (`*ViewModel`).
    /// A type may belong to several layers (say `features` by module and `viewModels` by name); every
    /// constraint that names one of its layers applies to it. Membership never depends on key order.
    public struct Layer: Sendable, Hashable {
        public var name: String
        /// Module names or name patterns (`*Feature`).
        public var modules: [String]
        /// Path globs relative to the analyzed root (`Features/**`, `**/Coordinators/*.swift`).
        public var paths: [String]
        /// Type-name patterns, matched against the simple and the qualified name (`*ViewModel`, `AppCoordinator`).
        public var types: [String]
        public init(name: String, modules: [String] = [], paths: [String] = [], types: [String] = []) {
            self.name = name
            self.modules = modules
            self.paths = paths
            self.types = types
        }
    }

    /// Which nodes a constraint end names: layer names, `*` for any node (in a layer or not), and `!layer` to exclude.
    /// A node matches when it is in one of the positive layers (or `*`, or there is none) and in none of the `!` ones:
    /// `["!coordinators", "!services"]` is "any node that is neither a coordinator nor a service".
    public struct LayerSelector: Sendable, Hashable, CustomStringConvertible {
        public var include: [String]
        public var exclude: [String]
        public init(_ items: [String]) {
            include = items.filter { !$0.hasPrefix("!") }
            exclude = items.filter { $0.hasPrefix("!") }.map { String($0.dropFirst()) }
        }

        /// Whether a node in `layers` is selected.
        public func matches(_ layers: Set<String>) -> Bool {
            if exclude.contains(where: layers.contains) { return false }
            if include.isEmpty || include.contains("*") { return true }
            return include.contains(where: layers.contains)
        }

        public var description: String {
            let items = include + exclude.map { "!" + $0 }
            return items.count == 1 ? items[0] : "[" + items.joined(separator: ", ") + "]"
        }
    }

    /// `from` → `to` edges (information flow, as in docs/graph.md): `allow` lists the only mechanisms permitted,
    /// `forbid` the ones not permitted (`*` = every mechanism).
    public struct Constraint: Sendable, Hashable {
        public var from: LayerSelector
        public var to: LayerSelector
        public var allow: Set<Mechanism>?
        public var forbid: Set<Mechanism>?
        /// Type-name patterns exempt from this constraint: `Name` on either end, `from:Name` only as the edge's
        /// source, `to:Name` only as its target.
        public var except: [String]
        public var message: String?

        public init(from: [String], to: [String], allow: Set<Mechanism>? = nil, forbid: Set<Mechanism>? = nil, except: [String] = [], message: String? = nil) {
            self.from = LayerSelector(from)
            self.to = LayerSelector(to)
            self.allow = allow
            self.forbid = forbid
            self.except = except
            self.message = message
        }

        public init(from: String, to: String, allow: Set<Mechanism>? = nil, forbid: Set<Mechanism>? = nil, except: [String] = [], message: String? = nil) {
            self.init(from: [from], to: [to], allow: allow, forbid: forbid, except: except, message: message)
        }

        /// Whether `mechanism` is not permitted by this constraint.
        public func forbids(_ mechanism: Mechanism) -> Bool {
            if let allow { return !allow.contains(mechanism) }
            if let forbid { return forbid.contains(mechanism) }
            return false
        }

        /// Whether the constraint exempts an edge between these type names (simple and qualified names of each end).
        public func exempts(fromNames: [String], toNames: [String]) -> Bool {
            for pattern in except {
                if pattern.hasPrefix("from:") {
                    let p = String(pattern.dropFirst(5))
                    if fromNames.contains(where: { Glob.matchesName(p, $0) }) { return true }
                } else if pattern.hasPrefix("to:") {
                    let p = String(pattern.dropFirst(3))
                    if toNames.contains(where: { Glob.matchesName(p, $0) }) { return true }
                } else if (fromNames + toNames).contains(where: { Glob.matchesName(pattern, $0) }) {
                    return true
                }
            }
            return false
        }
    }

    /// Module name → path globs (overrides folder/target detection).
    public var modules: [String: [String]]
    public var layers: [Layer]
    public var constraints: [Constraint]
    /// Filled by the driver, not from JSON: the analyzed root and the package manifests under it.
    public var layout: SourceLayout

    public init(modules: [String: [String]] = [:], layers: [Layer] = [], constraints: [Constraint] = [], layout: SourceLayout = SourceLayout()) {
        self.modules = modules
        self.layers = layers
        self.constraints = constraints
        self.layout = layout
    }

    /// The layers a node belongs to (sorted); empty when none matches. External nodes match by type pattern only.
    public func layers(of node: GraphNode) -> Set<String> {
        var result: Set<String> = []
        let names = node.kind == .module ? [] : Self.names(of: node)
        let relativeFile = node.file.map { layout.relativePath($0) }
        for layer in layers {
            if layer.types.contains(where: { p in names.contains { Glob.matchesName(p, $0) } }) { result.insert(layer.name); continue }
            if let module = node.module, layer.modules.contains(where: { Glob.matchesName($0, module) }) { result.insert(layer.name); continue }
            if let relativeFile, node.kind == .type, layer.paths.contains(where: { Glob.matchesPath($0, relativeFile) }) { result.insert(layer.name) }
        }
        return result
    }

    /// The simple and the qualified name of a node (`Inner`, `Outer.Inner`).
    public static func names(of node: GraphNode) -> [String] {
        let simple = node.name.split(separator: ".").last.map(String.init) ?? node.name
        return simple == node.name ? [node.name] : [simple, node.name]
    }
}

/// A configuration problem, with the key path that holds it (`layers.features.types[1]`).
public struct ArchitectureConfigurationError: Error, Sendable, Hashable, CustomStringConvertible {
    public var keyPath: String
    public var message: String
    public init(keyPath: String, message: String) {
        self.keyPath = keyPath
        self.message = message
    }
    public var description: String { "\(keyPath): \(message)" }
}

extension ArchitectureConfiguration {
    /// Reads the `modules`, `layers` and `architecture` keys of a parsed configuration (the whole `.crosstalk.json`
    /// object, as `JSONConfigReader` reads it); other keys are ignored here (the config loader checks them).
    ///
    /// ```json
    /// "modules": { "Profile": ["Features/Profile/**"] },
    /// "layers": { "features": { "modules": ["*Feature"], "paths": ["Features/**"], "types": ["*ViewModel"] } },
    /// "architecture": [ { "from": "features", "to": "host", "allow": ["delegate", "closure"],
    ///                     "except": ["LegacyBridge"], "message": "features talk to the host through delegates" } ]
    /// ```
    /// `from`/`to` take a layer name, `*`, `!layer`, or an array of them; `allow`/`forbid` take mechanism names or `*`.
    /// Throws with the key path of the first problem.
    public init(parsing json: [String: JSONValue], layout: SourceLayout = SourceLayout()) throws(ArchitectureConfigurationError) {
        self.init(layout: layout)
        if let raw = json["modules"] {
            guard case .object(let object) = raw else { throw ArchitectureConfigurationError(keyPath: "modules", message: "expected an object of module name → path globs") }
            for name in object.keys.sorted() {
                modules[name] = try Self.strings(object[name]!, "modules.\(name)", allowSingle: true)
            }
        }
        if let raw = json["layers"] {
            guard case .object(let object) = raw else { throw ArchitectureConfigurationError(keyPath: "layers", message: "expected an object of layer name → {modules, paths, types}") }
            for name in object.keys.sorted() {
                let path = "layers.\(name)"
                guard !name.isEmpty, !name.hasPrefix("!"), name != "*" else { throw ArchitectureConfigurationError(keyPath: path, message: "invalid layer name '\(name)'") }
                // A bare array is shorthand for a list of module names.
                if case .array = object[name] {
                    let modules = try Self.strings(object[name]!, path, allowSingle: false)
                    if modules.isEmpty { throw ArchitectureConfigurationError(keyPath: path, message: "a layer needs at least one of 'modules', 'paths', 'types'") }
                    layers.append(Layer(name: name, modules: modules))
                    continue
                }
                guard case .object(let body) = object[name] else { throw ArchitectureConfigurationError(keyPath: path, message: "expected an object with 'modules', 'paths' or 'types', or an array of module names") }
                for key in body.keys.sorted() where !["modules", "paths", "types"].contains(key) {
                    throw ArchitectureConfigurationError(keyPath: "\(path).\(key)", message: "unknown key (expected 'modules', 'paths' or 'types')")
                }
                let layer = Layer(name: name,
                                  modules: try Self.strings(body["modules"], "\(path).modules"),
                                  paths: try Self.strings(body["paths"], "\(path).paths"),
                                  types: try Self.strings(body["types"], "\(path).types"))
                if layer.modules.isEmpty && layer.paths.isEmpty && layer.types.isEmpty {
                    throw ArchitectureConfigurationError(keyPath: path, message: "a layer needs at least one of 'modules', 'paths', 'types'")
                }
                layers.append(layer)
            }
        }
        if let raw = json["architecture"] {
            guard case .array(let array) = raw else { throw ArchitectureConfigurationError(keyPath: "architecture", message: "expected an array of {from, to, allow|forbid}") }
            let known = Set(layers.map(\.name))
            for (i, item) in array.enumerated() {
                let path = "architecture[\(i)]"
                guard case .object(let body) = item else { throw ArchitectureConfigurationError(keyPath: path, message: "expected an object with 'from', 'to' and 'allow' or 'forbid'") }
                for key in body.keys.sorted() where !["from", "to", "allow", "forbid", "except", "message"].contains(key) {
                    throw ArchitectureConfigurationError(keyPath: "\(path).\(key)", message: "unknown key (expected 'from', 'to', 'allow', 'forbid', 'except', 'message')")
                }
                var ends: [[String]] = []
                for key in ["from", "to"] {
                    guard let value = body[key] else { throw ArchitectureConfigurationError(keyPath: "\(path).\(key)", message: "missing (a layer name, '*', '!layer', or an array of them)") }
                    let items = try Self.strings(value, "\(path).\(key)", allowSingle: true)
                    if items.isEmpty { throw ArchitectureConfigurationError(keyPath: "\(path).\(key)", message: "empty layer list") }
                    for (k, item) in items.enumerated() {
                        let name = item.hasPrefix("!") ? String(item.dropFirst()) : item
                        if name != "*" && !known.contains(name) {
                            let where_ = items.count > 1 || value.isArray ? "\(path).\(key)[\(k)]" : "\(path).\(key)"
                            throw ArchitectureConfigurationError(keyPath: where_, message: "unknown layer '\(name)'" + (known.isEmpty ? " (no layers are declared)" : " (declared: \(known.sorted().joined(separator: ", ")))"))
                        }
                    }
                    ends.append(items)
                }
                if body["allow"] != nil && body["forbid"] != nil {
                    throw ArchitectureConfigurationError(keyPath: "\(path).forbid", message: "use either 'allow' or 'forbid', not both")
                }
                var allow: Set<Mechanism>?
                var forbid: Set<Mechanism>?
                if let value = body["allow"] { allow = try Self.mechanisms(value, "\(path).allow") }
                else if let value = body["forbid"] { forbid = try Self.mechanisms(value, "\(path).forbid") }
                else { throw ArchitectureConfigurationError(keyPath: path, message: "needs 'allow' (the only mechanisms permitted) or 'forbid'") }
                let except = try Self.strings(body["except"], "\(path).except")
                var message: String?
                if let m = body["message"] {
                    guard case .string(let s) = m else { throw ArchitectureConfigurationError(keyPath: "\(path).message", message: "expected a string") }
                    message = s
                }
                constraints.append(Constraint(from: ends[0], to: ends[1], allow: allow, forbid: forbid, except: except, message: message))
            }
        }
    }

    /// The strings of an optional pattern list (one string or an array of them); none when the key is absent.
    static func strings(_ value: JSONValue?, _ path: String) throws(ArchitectureConfigurationError) -> [String] {
        guard let value else { return [] }
        return try strings(value, path, allowSingle: true)
    }

    static func strings(_ value: JSONValue, _ path: String, allowSingle: Bool) throws(ArchitectureConfigurationError) -> [String] {
        if allowSingle, case .string(let s) = value { return [s] }
        guard case .array(let array) = value else { throw ArchitectureConfigurationError(keyPath: path, message: "expected an array of strings") }
        var strings: [String] = []
        for (i, item) in array.enumerated() {
            guard case .string(let s) = item else { throw ArchitectureConfigurationError(keyPath: "\(path)[\(i)]", message: "expected a string") }
            strings.append(s)
        }
        return strings
    }

    static func mechanisms(_ value: JSONValue, _ path: String) throws(ArchitectureConfigurationError) -> Set<Mechanism> {
        let names = try strings(value, path, allowSingle: true)
        var result: Set<Mechanism> = []
        for (i, name) in names.enumerated() {
            if name == "*" { result.formUnion(Mechanism.allCases); continue }
            guard let m = Mechanism(name: name) else {
                let where_ = value.isArray ? "\(path)[\(i)]" : path
                throw ArchitectureConfigurationError(keyPath: where_, message: "unknown mechanism '\(name)' (expected one of \(Mechanism.allCases.map(\.rawValue).joined(separator: ", ")), or *)")
            }
            result.insert(m)
        }
        return result
    }
}

extension JSONValue {
    /// Whether the value is an array (pattern lists also take a single string).
    var isArray: Bool {
        if case .array = self { return true }
        return false
    }
}
