import CrosstalkFacts

/// The architecture part of the configuration (`modules`, `layers`, `architecture`), already validated.
/// Empty by default; `layer_violation` reports nothing without layers.
public struct ArchitectureConfiguration: Sendable, Hashable {
    /// A layer: the types that belong to it, by module name, path glob, or type-name pattern (`*ViewModel`).
    public struct Layer: Sendable, Hashable {
        public var name: String
        public var modules: [String]
        public var paths: [String]
        public var types: [String]
        public init(name: String, modules: [String] = [], paths: [String] = [], types: [String] = []) {
            self.name = name
            self.modules = modules
            self.paths = paths
            self.types = types
        }
    }

    /// `from` → `to` edges: `allow` lists the only mechanisms permitted, `forbid` the ones not permitted.
    public struct Constraint: Sendable, Hashable {
        public var from: String
        public var to: String
        public var allow: [String]?
        public var forbid: [String]?
        /// Type names (or patterns) exempt from this constraint, on either end.
        public var except: [String]
        public var message: String?
        public init(from: String, to: String, allow: [String]? = nil, forbid: [String]? = nil, except: [String] = [], message: String? = nil) {
            self.from = from
            self.to = to
            self.allow = allow
            self.forbid = forbid
            self.except = except
            self.message = message
        }
    }

    /// Module name → path globs (overrides folder/target detection).
    public var modules: [String: [String]]
    public var layers: [Layer]
    public var constraints: [Constraint]

    public init(modules: [String: [String]] = [:], layers: [Layer] = [], constraints: [Constraint] = []) {
        self.modules = modules
        self.layers = layers
        self.constraints = constraints
    }
}
