@testable import CrosstalkDriver
import CrosstalkRules
import Foundation
import XCTest

/// The rule schema the tests validate against, shaped like the registry's rules (ids, severities, option types).
let testSchema: [RuleSchema] = [
    RuleSchema(id: "unstored_subscription", defaultSeverity: .error, isEnabledByDefault: true),
    RuleSchema(id: "subject_exposed", defaultSeverity: .warning, isEnabledByDefault: false),
    RuleSchema(id: "receive_on_main", defaultSeverity: .warning, isEnabledByDefault: false, options: ["suffixes": .strings]),
    RuleSchema(id: "weak_delegate", defaultSeverity: .warning, isEnabledByDefault: true),
    RuleSchema(id: "mutable_singleton", defaultSeverity: .warning, isEnabledByDefault: true, options: ["names": .strings]),
    RuleSchema(id: "notification_name_literal", defaultSeverity: .info, isEnabledByDefault: true,
               options: ["max": .integer, "strict": .boolean, "style": .string]),
]

final class ConfigurationTests: XCTestCase {
    private var root = ""

    override func setUpWithError() throws {
        let url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        root = url.resolvingSymlinksInPath().path
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: root)
    }

    private func write(_ file: String, _ text: String) throws {
        let path = root + "/" + file
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    private func load(_ file: String = ".crosstalk.json", from directory: String? = nil) throws -> Configuration {
        try Configuration.load(file: file, currentDirectory: directory ?? root)
    }

    /// The problems loading (and, when it loads, validating) `text` as `.crosstalk.json` reports.
    private func problems(_ text: String, file: String = ".crosstalk.json") -> [String] {
        do {
            try write(file, text)
            let configuration = try load(file)
            try configuration.validate(testSchema)
            return []
        } catch let error as ConfigError {
            return error.problems.map(\.description)
        } catch {
            return ["unexpected \(error)"]
        }
    }

    // MARK: Structure

    func testFullExampleLoads() throws {
        try write(".crosstalk.json", """
            {
              "description": "example",
              "extends": "recommended",
              "include": ["Sources"],
              "exclude": ["Generated", "*.pb.swift",],
              "enableAll": false,
              "rules": {
                "subject_exposed": "warning",
                "weak_delegate": "off",
                "unstored_subscription": "on",
                "mutable_singleton": { "severity": "error", "names": ["shared"] },
                "receive_on_main": { "suffixes": ["ViewModel"] },
              },
              "modules": { "Core": ["Sources/Core", "Sources/CoreUtils"] },
              "layers": {
                "ui": { "modules": ["App"], "paths": ["Sources/App/Views"], "types": ["*View", "*ViewModel"] },
                "domain": ["Core"],
              },
              "architecture": [
                { "from": "domain", "to": "ui", "allow": ["combine", "delegate"] },
                { "from": "ui", "to": "domain", "forbid": ["singleton"], "except": ["AppDelegate"], "message": "inject the store" },
              ],
            }
            """)
        let configuration = try load()
        XCTAssertNoThrow(try configuration.validate(testSchema))
        XCTAssertEqual(configuration.file, root + "/.crosstalk.json")
        XCTAssertEqual(configuration.baseDirectory, root)
        XCTAssertEqual(configuration.include.patterns, ["Sources"])
        XCTAssertEqual(configuration.exclude.patterns, ["Generated", "*.pb.swift"])
        XCTAssertEqual(configuration.rules["subject_exposed"], RuleSetting(isEnabled: true, severity: .warning))
        XCTAssertEqual(configuration.rules["weak_delegate"], RuleSetting(isEnabled: false))
        XCTAssertEqual(configuration.rules["unstored_subscription"], RuleSetting(isEnabled: true))
        XCTAssertEqual(configuration.rules["mutable_singleton"], RuleSetting(isEnabled: true, severity: .error, options: ["names": .array([.string("shared")])]))
        XCTAssertEqual(configuration.rules["receive_on_main"], RuleSetting(options: ["suffixes": .array([.string("ViewModel")])]))
        let architecture = configuration.architecture
        XCTAssertEqual(architecture.modules["Core"], ["Sources/Core", "Sources/CoreUtils"])
        XCTAssertEqual(architecture.layers.map(\.name), ["domain", "ui"])
        XCTAssertEqual(architecture.layers[0].modules, ["Core"])
        XCTAssertEqual(architecture.layers[1].types, ["*View", "*ViewModel"])
        XCTAssertEqual(architecture.constraints.count, 2)
        XCTAssertEqual(architecture.constraints[0].allow, [.combine, .delegate])
        XCTAssertNil(architecture.constraints[0].forbid)
        XCTAssertEqual(architecture.constraints[1].forbid, [.singleton])
        XCTAssertEqual(architecture.constraints[1].except, ["AppDelegate"])
        XCTAssertEqual(architecture.constraints[1].message, "inject the store")
        XCTAssertEqual(configuration.fileWalker.base, root)
    }

    func testUnknownTopLevelKeysSuggest() {
        XCTAssertEqual(problems(#"{"excludes": [], "color": 1}"#), [
            ".crosstalk.json: color: unknown key",
            ".crosstalk.json: excludes: unknown key (did you mean 'exclude'?)",
        ])
    }

    func testWrongTypesNameTheKeyPath() {
        XCTAssertEqual(problems(#"{"include": "Sources", "exclude": ["ok", 3], "enableAll": 1, "rules": [], "modules": {"A": "x"}}"#), [
            // `"A": "x"` is fine: a single glob may be written without brackets.
            ".crosstalk.json: enableAll: expected true or false, got number",
            ".crosstalk.json: exclude[1]: expected a string, got number",
            ".crosstalk.json: include: expected an array of strings, got string",
            ".crosstalk.json: rules: expected an object, got array",
        ])
        XCTAssertEqual(problems("[1]"), [".crosstalk.json: expected a JSON object at the top level, got array"])
    }

    func testInvalidGlobsNameTheElement() {
        XCTAssertEqual(problems(#"{"exclude": ["a", "b["]}"#), [".crosstalk.json: exclude[1]: invalid glob 'b[': unclosed '['"])
    }

    func testRuleLevels() {
        XCTAssertEqual(problems(#"{"rules": {"weak_delegate": "eror", "subject_exposed": 2, "mutable_singleton": {"severity": "loud"}}}"#), [
            ".crosstalk.json: rules.mutable_singleton.severity: unknown severity 'loud' (expected error, warning, info, on or off)",
            ".crosstalk.json: rules.subject_exposed: expected a severity string or an object, got number",
            ".crosstalk.json: rules.weak_delegate: unknown severity 'eror' (did you mean 'error'?)",
        ])
    }

    // `modules`, `layers` and `architecture` are decoded by the graph's own decoder after merging (one schema,
    // one decoder); it reports the first problem with its key path.

    func testLayerShapes() {
        XCTAssertEqual(problems(#"{"layers": {"a": []}}"#), [".crosstalk.json: layers.a: a layer needs at least one of 'modules', 'paths', 'types'"])
        XCTAssertEqual(problems(#"{"layers": {"b": {"module": ["X"]}}}"#), [".crosstalk.json: layers.b.module: unknown key (expected 'modules', 'paths' or 'types')"])
        XCTAssertEqual(problems(#"{"layers": {"c": "X"}}"#), [".crosstalk.json: layers.c: expected an object with 'modules', 'paths' or 'types', or an array of module names"])
        XCTAssertEqual(problems(#"{"layers": {"d": {"types": [1]}}}"#), [".crosstalk.json: layers.d.types[0]: expected a string"])
        XCTAssertEqual(problems(#"{"layers": []}"#), [".crosstalk.json: layers: expected an object, got array"])
    }

    func testArchitectureShape() {
        let layers = #""layers": { "ui": ["App"], "domain": ["Core"] }"#
        XCTAssertEqual(problems("{\(layers), \"architecture\": [{ \"from\": \"ui\", \"to\": \"domain\" }]}"),
                       [".crosstalk.json: architecture[0]: needs 'allow' (the only mechanisms permitted) or 'forbid'"])
        XCTAssertEqual(problems("{\(layers), \"architecture\": [{ \"from\": \"ui\", \"to\": \"domain\", \"allow\": [], \"forbid\": [\"closure\"] }]}"),
                       [".crosstalk.json: architecture[0].forbid: use either 'allow' or 'forbid', not both"])
        XCTAssertEqual(problems("{\(layers), \"architecture\": [{ \"from\": \"ui\", \"to\": \"domain\", \"messages\": \"x\" }]}"),
                       [".crosstalk.json: architecture[0].messages: unknown key (expected 'from', 'to', 'allow', 'forbid', 'except', 'message')"])
        XCTAssertEqual(problems("{\(layers), \"architecture\": [{ \"from\": \"ui\", \"to\": \"domain\", \"forbid\": [\"delegat\"] }]}"),
                       [".crosstalk.json: architecture[0].forbid[0]: unknown mechanism 'delegat' (expected one of combine, delegate, closure, singleton, notification, async_stream, injection, or *)"])
        XCTAssertEqual(problems("{\(layers), \"architecture\": [\"ui -> domain\"]}"),
                       [".crosstalk.json: architecture[0]: expected an object with 'from', 'to' and 'allow' or 'forbid'"])
        XCTAssertEqual(problems("{\(layers), \"architecture\": [{ \"from\": [\"ui\", \"!domain\"], \"to\": \"*\", \"forbid\": \"*\" }]}"), [],
                       "lists, negations and wildcards")
    }

    func testArchitectureNamesDefinedLayers() {
        XCTAssertEqual(problems(#"{"layers": {"domain": ["Core"]}, "architecture": [{"from": "dmain", "to": "ui", "allow": []}]}"#), [
            ".crosstalk.json: architecture[0].from: unknown layer 'dmain' (declared: domain)",
        ])
    }

    func testOddKeysAreQuotedInKeyPaths() {
        XCTAssertEqual(problems(#"{"rules": {"weak.delegate": "on"}}"#), [#".crosstalk.json: rules["weak.delegate"]: unknown rule id (did you mean 'weak_delegate'?)"#])
    }

    func testSyntaxErrorsNameTheFile() {
        let found = problems("{\n  \"rules\": {\n    \"weak_delegate\": \"on\"\n    \"subject_exposed\": \"on\"\n  }\n}")
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found[0].hasPrefix(".crosstalk.json: invalid JSON at line 4, column "), found[0])
    }

    // MARK: Validation against the registry

    func testUnknownRuleIdSuggests() {
        XCTAssertEqual(problems(#"{"rules": {"weak_delegat": "warning"}}"#), [
            ".crosstalk.json: rules.weak_delegat: unknown rule id (did you mean 'weak_delegate'?)",
        ])
    }

    func testUnknownOptionsAndWrongOptionTypes() {
        let text = """
            {"rules": {
              "weak_delegate": {"names": ["x"]},
              "mutable_singleton": {"name": ["shared"]},
              "receive_on_main": {"suffixes": "ViewModel"},
              "notification_name_literal": {"max": 1.5, "strict": "yes", "style": 3, "colour": 1}
            }}
            """
        XCTAssertEqual(problems(text), [
            ".crosstalk.json: rules.mutable_singleton.name: unknown option (did you mean 'names'?)",
            ".crosstalk.json: rules.notification_name_literal.colour: unknown option (options: max, strict or style)",
            ".crosstalk.json: rules.notification_name_literal.max: expected an integer, got number",
            ".crosstalk.json: rules.notification_name_literal.strict: expected a boolean, got string",
            ".crosstalk.json: rules.notification_name_literal.style: expected a string, got number",
            ".crosstalk.json: rules.receive_on_main.suffixes: expected an array of strings, got string",
            ".crosstalk.json: rules.weak_delegate.names: unknown option ('weak_delegate' has no options)",
        ])
    }

    // MARK: Finding the file

    func testFindsNearestConfigInParents() throws {
        try write(".crosstalk.json", "{}")
        try write("Sources/App/.crosstalk.json/not-a-file", "")
        try FileManager.default.createDirectory(atPath: root + "/Sources/App/Deep", withIntermediateDirectories: true)
        XCTAssertEqual(Configuration.find(from: root + "/Sources/App/Deep"), root + "/.crosstalk.json")
        try write("Sources/.crosstalk.json", "{}")
        XCTAssertEqual(Configuration.find(from: root + "/Sources/App/Deep/"), root + "/Sources/.crosstalk.json")
        XCTAssertEqual(Configuration.find(from: root + "/Sources"), root + "/Sources/.crosstalk.json")
    }

    func testLoadUsesFlagThenNearestThenDefaults() throws {
        try FileManager.default.createDirectory(atPath: root + "/Project/Sub", withIntermediateDirectories: true)
        // No file up to the root of a fresh temporary folder, in practice: defaults relative to the current folder.
        if Configuration.find(from: root) == nil {
            let defaults = try Configuration.load(configFlag: nil, currentDirectory: root + "/Project/Sub")
            XCTAssertNil(defaults.file)
            XCTAssertEqual(defaults.baseDirectory, root + "/Project/Sub")
        }
        try write("Project/.crosstalk.json", #"{"exclude": ["A"]}"#)
        try write("other.json", #"{"exclude": ["B"]}"#)
        let nearest = try Configuration.load(configFlag: nil, currentDirectory: root + "/Project/Sub")
        XCTAssertEqual(nearest.exclude.patterns, ["A"])
        XCTAssertEqual(nearest.baseDirectory, root + "/Project")
        let flagged = try Configuration.load(configFlag: "../../other.json", currentDirectory: root + "/Project/Sub")
        XCTAssertEqual(flagged.exclude.patterns, ["B"])
        XCTAssertEqual(flagged.baseDirectory, root)
    }

    func testMissingConfigFlagFileIsAnError() {
        XCTAssertThrowsError(try Configuration.load(configFlag: "nope.json", currentDirectory: root)) { error in
            XCTAssertEqual((error as? ConfigError)?.description, "nope.json: cannot read the configuration: no such file or directory")
        }
        XCTAssertThrowsError(try Configuration.load(configFlag: ".", currentDirectory: root)) { error in
            XCTAssertEqual((error as? ConfigError)?.description, ".: cannot read the configuration: is a directory")
        }
    }

    // MARK: extends

    func testExtendsChainMergesChildOverParent() throws {
        try write("shared/base.json", """
            {
              "extends": "strict",
              "exclude": ["Vendor"],
              "rules": {
                "mutable_singleton": { "severity": "error", "names": ["shared"] },
                "weak_delegate": "info",
                "subject_exposed": "off"
              },
              "modules": { "Core": ["Sources/Core"], "UI": ["Sources/UI"] },
              "layers": { "ui": ["UI"], "domain": ["Core"] },
              "architecture": [
                { "from": "domain", "to": "ui", "allow": ["combine"] },
                { "from": "ui", "to": "domain", "forbid": ["singleton"] }
              ]
            }
            """)
        try write("app/.crosstalk.json", """
            {
              "extends": "../shared/base.json",
              "rules": {
                "mutable_singleton": { "names": ["instance"] },
                "weak_delegate": "on",
              },
              "modules": { "UI": ["Sources/Views"] },
              "layers": { "ui": { "types": ["*View"] } },
              "architecture": [ { "from": "domain", "to": "ui", "allow": ["delegate"] } ]
            }
            """)
        let configuration = try load("app/.crosstalk.json")
        XCTAssertNoThrow(try configuration.validate(testSchema))
        XCTAssertTrue(configuration.enableAll, "from the strict preset")
        XCTAssertEqual(configuration.exclude.patterns, ["Vendor"], "inherited")
        XCTAssertEqual(configuration.baseDirectory, root + "/app", "globs stay relative to the file that was found")
        XCTAssertEqual(configuration.rules["mutable_singleton"], RuleSetting(isEnabled: true, severity: .error, options: ["names": .array([.string("instance")])]))
        XCTAssertEqual(configuration.rules["weak_delegate"], RuleSetting(isEnabled: true, severity: .info), "'on' keeps the parent's severity")
        XCTAssertEqual(configuration.rules["subject_exposed"], RuleSetting(isEnabled: false))
        let architecture = configuration.architecture
        XCTAssertEqual(architecture.modules["UI"], ["Sources/Views"])
        XCTAssertEqual(architecture.modules["Core"], ["Sources/Core"])
        XCTAssertEqual(architecture.layers.map(\.name), ["domain", "ui"])
        XCTAssertEqual(architecture.layers[1].modules, [], "a layer is replaced whole")
        XCTAssertEqual(architecture.layers[1].types, ["*View"])
        XCTAssertEqual(architecture.constraints.map { "\($0.from.description)>\($0.to.description)" }, ["domain>ui", "ui>domain"])
        XCTAssertEqual(architecture.constraints[0].allow, [.delegate], "replaced per from/to pair")
    }

    func testChildMayReferenceParentLayers() throws {
        try write("base.json", #"{"layers": {"ui": ["App"], "domain": ["Core"]}}"#)
        XCTAssertEqual(problems(#"{"extends": "./base.json", "architecture": [{"from": "ui", "to": "domain", "allow": []}]}"#), [])
    }

    func testProblemsInParentNameTheParent() throws {
        try write("base.json", #"{"rules": {"weak_delegat": "on"}, "colour": 1}"#)
        XCTAssertEqual(problems(#"{"extends": "base.json", "rules": {"subject_exposd": "on"}}"#), [
            "base.json: colour: unknown key",
        ])
        try write("base.json", #"{"rules": {"weak_delegat": "on"}}"#)
        XCTAssertEqual(problems(#"{"extends": "base.json", "rules": {"subject_exposd": "on"}}"#), [
            ".crosstalk.json: rules.subject_exposd: unknown rule id (did you mean 'subject_exposed'?)",
            "base.json: rules.weak_delegat: unknown rule id (did you mean 'weak_delegate'?)",
        ])
    }

    /// `documentationURL` must be an absolute web address; a child's replaces its parent's.
    func testDocumentationURL() throws {
        XCTAssertEqual(problems(#"{"documentationURL": "git.example.com/crosstalk"}"#),
                       [".crosstalk.json: documentationURL: expected an absolute http(s) address such as 'https://git.example.com/ios/crosstalk/-/blob/main', got 'git.example.com/crosstalk'"])
        try write("base.json", #"{"documentationURL": "https://a.example.com/crosstalk"}"#)
        try write(".crosstalk.json", #"{"extends": "base.json"}"#)
        XCTAssertEqual(try load().documentationURL, "https://a.example.com/crosstalk")
        try write(".crosstalk.json", #"{"extends": "base.json", "documentationURL": "https://b.example.com/crosstalk"}"#)
        XCTAssertEqual(try load().documentationURL, "https://b.example.com/crosstalk")
        XCTAssertNil(Configuration(baseDirectory: root).documentationURL)
    }

    /// An architecture problem names the file of the chain that wrote the key, with the key path as written there.
    func testArchitectureProblemsNameTheFileThatWroteThem() throws {
        try write("base.json", """
            {"layers": {"core": ["Core"], "ui": {"types": ["X", 3]}},
             "architecture": [{"from": "core", "to": "ui", "forbid": ["kvo"]}]}
            """)
        XCTAssertEqual(problems(#"{"extends": "base.json", "layers": {"feature": ["Feature"]}}"#), ["base.json: layers.ui.types[1]: expected a string"])
        try write("base.json", #"{"layers": {"core": ["Core"]}, "architecture": [{"from": "core", "to": "core", "forbid": ["kvo"]}]}"#)
        let child = #"{"extends": "base.json", "architecture": [{"from": "core", "to": "*", "allow": ["combine"]}, {"from": "core", "to": "core", "forbid": ["kvo"]}]}"#
        XCTAssertEqual(problems(child), [".crosstalk.json: architecture[1].forbid[0]: unknown mechanism 'kvo' (expected one of combine, delegate, closure, singleton, notification, async_stream, injection, or *)"])
        let parentOnly = #"{"extends": "base.json", "architecture": [{"from": "core", "to": "*", "allow": ["combine"]}]}"#
        XCTAssertEqual(problems(parentOnly), ["base.json: architecture[0].forbid[0]: unknown mechanism 'kvo' (expected one of combine, delegate, closure, singleton, notification, async_stream, injection, or *)"])
    }

    func testExtendsCycleIsAnError() throws {
        try write("a.json", #"{"extends": "b.json"}"#)
        try write("b.json", #"{"extends": "./a.json"}"#)
        XCTAssertEqual(problems(#"{"extends": "a.json"}"#), ["b.json: extends: extends cycle: .crosstalk.json → a.json → b.json → a.json"])
        XCTAssertEqual(problems(#"{"extends": ".crosstalk.json"}"#), [".crosstalk.json: extends: extends cycle: .crosstalk.json → .crosstalk.json"])
    }

    func testExtendsCycleThroughALinkIsAnError() throws {
        try write("real.json", #"{"extends": "link.json"}"#)
        try FileManager.default.createSymbolicLink(atPath: root + "/link.json", withDestinationPath: "real.json")
        XCTAssertEqual(problems(#"{"extends": "real.json"}"#), ["real.json: extends: extends cycle: .crosstalk.json → real.json → link.json"])
    }

    func testUnknownPresetAndMissingParent() {
        XCTAssertEqual(problems(#"{"extends": "strickt"}"#), [
            ".crosstalk.json: extends: unknown preset 'strickt' (did you mean 'strict'?); presets are 'recommended', 'strict' or 'modular-platform', files are written as paths like './base.json'",
        ])
        XCTAssertEqual(problems(#"{"extends": "../missing.json"}"#), [
            ".crosstalk.json: extends: cannot read '\(Paths.display(Paths.parent(root) + "/missing.json", currentDirectory: root))': no such file or directory",
        ])
    }

    // MARK: Rule selection

    func testResolveRulesDefaults() throws {
        let resolved = try Configuration(baseDirectory: root).resolveRules(testSchema)
        XCTAssertEqual(resolved.map(\.id), ["unstored_subscription", "weak_delegate", "mutable_singleton", "notification_name_literal"])
        XCTAssertEqual(resolved.map(\.severity), [.error, .warning, .warning, .info])
    }

    func testResolveRulesFromConfiguration() throws {
        try write(".crosstalk.json", #"{"extends": "strict", "rules": {"weak_delegate": "off", "mutable_singleton": {"severity": "error", "names": ["x"]}}}"#)
        let resolved = try load().resolveRules(testSchema)
        XCTAssertEqual(resolved.map(\.id), ["unstored_subscription", "subject_exposed", "receive_on_main", "mutable_singleton", "notification_name_literal"])
        XCTAssertEqual(resolved[3], ResolvedRule(id: "mutable_singleton", severity: .error, options: ["names": .array([.string("x")])]))
    }

    func testResolveRulesWithFlags() throws {
        let configuration = Configuration(baseDirectory: root)
        XCTAssertEqual(try configuration.resolveRules(testSchema, only: ["subject_exposed", "weak_delegate"]).map(\.id), ["subject_exposed", "weak_delegate"])
        XCTAssertEqual(try configuration.resolveRules(testSchema, enable: ["subject_exposed"], disable: ["weak_delegate", "mutable_singleton"]).map(\.id),
                       ["unstored_subscription", "subject_exposed", "notification_name_literal"])
        XCTAssertEqual(try configuration.resolveRules(testSchema, only: ["weak_delegate"], disable: ["weak_delegate"]).map(\.id), [])
        XCTAssertThrowsError(try configuration.resolveRules(testSchema, disable: ["weak_delegat"])) { error in
            XCTAssertEqual((error as? UsageError)?.message, "unknown rule 'weak_delegat' in '--disable' (did you mean 'weak_delegate'?)")
        }
    }

    // MARK: Presets

    func testCommittedPresetFilesMatchTheEmbeddedText() throws {
        // Tests/CrosstalkDriverTests/ConfigurationTests.swift → the package root, two folders up.
        let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = packageRoot.appendingPathComponent("Rules/presets")
        let committed = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
        XCTAssertEqual(committed, Presets.names.map { $0 + ".json" }.sorted(), "every committed preset is embedded and vice versa")
        for name in Presets.names {
            let text = try String(contentsOf: folder.appendingPathComponent(name + ".json"), encoding: .utf8)
            XCTAssertEqual(text, Presets.text(named: name), "Rules/presets/\(name).json differs from Presets.\(name); update both")
        }
    }

    func testPresetsAndStarterAreValidAgainstTheirOwnSchema() throws {
        for name in Presets.names {
            XCTAssertEqual(problems(Presets.text(named: name) ?? "", file: "\(name).json"), [], name)
            XCTAssertEqual(problems(#"{"extends": "\#(name)"}"#), [], name)
        }
        XCTAssertEqual(problems(Presets.starter), [])
        XCTAssertTrue(Presets.starter.hasPrefix("//"), "the starter explains itself")
    }
}
