import Foundation
import XCTest

/// `crosstalk lint` does what `.crosstalk.json` and the rule flags say, checked on findings a user would see.
final class LintHonorsConfigurationTests: XCTestCase {
    private func app(config: String? = nil) throws -> URL {
        let dir = try CLI.workspace(for: self)
        try TalkingApp.write(in: dir)
        if let config { try CLI.write(config, to: ".crosstalk.json", in: dir) }
        return dir
    }

    static let forbidSingletons = """
        {
          // Screens get services injected; reaching for a singleton breaks the architecture.
          "layers": { "features": { "modules": ["Feed", "Profile"] }, "services": { "modules": ["Core"] } },
          "architecture": [ { "from": "services", "to": "features", "forbid": ["singleton"] } ],
        }
        """

    func testLayerViolationFiresFromTheConfiguredArchitecture() throws {
        let unconfigured = try lintFindings(in: try app())
        assertStatus(unconfigured.run, 0)
        XCTAssertEqual(unconfigured.findings, [])

        let dir = try app(config: Self.forbidSingletons)
        let (run, findings) = try lintFindings(in: dir)
        assertStatus(run, 1)
        let feed = TalkingApp.files[1].text, profile = TalkingApp.files[2].text
        XCTAssertEqual(Set(findings.map(\.place)), [
            "Sources/Feed/FeedViewModel.swift:\(line(of: "SessionStore.shared.$user", in: feed)) layer_violation",
            "Sources/Profile/ProfileViewModel.swift:\(line(of: "SessionStore.shared.$user", in: profile)) layer_violation",
        ], "\(findings)")
        XCTAssertEqual(Set(findings.map(\.severity)), ["error"])
        let text = try crosstalk(["lint"], in: dir)
        XCTAssertTrue(text.stdout.contains("'SessionStore' (services) to 'FeedViewModel' (features)"), text.stdout)

        // Allowing the mechanism, or `--config` with another file, changes the verdict.
        try CLI.write(#"{ "layers": { "features": { "modules": ["Feed", "Profile"] }, "services": { "modules": ["Core"] } }, "architecture": [ { "from": "services", "to": "features", "forbid": ["delegate"] } ] }"#,
                      to: "lenient.json", in: dir)
        let lenient = try lintFindings(["--config", "lenient.json"], in: dir)
        assertStatus(lenient.run, 0)
        XCTAssertEqual(lenient.findings, [])
    }

    static let registry = """
        /// A registry reached through a static variable with an unusual name.
        final class ServiceRegistry {
            static var registry = ServiceRegistry()
            static var shared = ServiceRegistry()
        }

        """

    func testRuleOptionsAndSeverityComeFromTheConfiguration() throws {
        let dir = try CLI.workspace(for: self)
        try CLI.write(Self.registry, to: "Registry.swift", in: dir)
        let registryLine = line(of: "static var registry", in: Self.registry), sharedLine = line(of: "static var shared", in: Self.registry)

        let defaults = try lintFindings(in: dir)
        XCTAssertEqual(defaults.findings.map(\.description), ["Registry.swift:\(sharedLine) mutable_singleton (warning)"])
        assertStatus(defaults.run, 0)

        try CLI.write(#"{ "rules": { "mutable_singleton": { "severity": "error", "names": ["registry"] } } }"#, to: ".crosstalk.json", in: dir)
        let configured = try lintFindings(in: dir)
        XCTAssertEqual(configured.findings.map(\.description), ["Registry.swift:\(registryLine) mutable_singleton (error)"])
        assertStatus(configured.run, 1)

        try CLI.write(#"{ "rules": { "mutable_singleton": "info" } }"#, to: ".crosstalk.json", in: dir)
        let info = try crosstalk(["lint", "--strict"], in: dir)
        assertStatus(info, 0)
        let reported = info.stdout.split(separator: "\n").filter { $0.hasPrefix("Registry.swift:\(sharedLine):") }
        XCTAssertEqual(reported.count, 1, info.stdout)
        XCTAssertTrue(reported.allSatisfy { $0.contains(": note: ") && $0.hasSuffix("(mutable_singleton)") }, "info findings print as note:\n\(info.stdout)")
    }

    func testStrictFailsOnWarnings() throws {
        let dir = try CLI.workspace(for: self)
        try CLI.write(Self.registry, to: "Registry.swift", in: dir)
        assertStatus(try crosstalk(["lint"], in: dir), 0)
        assertStatus(try crosstalk(["lint", "--strict"], in: dir), 1)
    }

    func testOnlyAndDisableSelectRules() throws {
        let dir = try CLI.workspace(for: self)
        try CLI.write(Self.registry + SuppressionCommentsSuppressTests.source, to: "Mixed.swift", in: dir)
        let all = Set(try lintFindings(in: dir).findings.map(\.rule))
        XCTAssertTrue(all.isSuperset(of: ["mutable_singleton", "unstored_subscription", "weak_delegate"]), "\(all)")
        XCTAssertEqual(Set(try lintFindings(["--only", "weak_delegate"], in: dir).findings.map(\.rule)).subtracting(["unused_suppression"]), ["weak_delegate"])
        let disabled = Set(try lintFindings(["--disable", "unstored_subscription"], in: dir).findings.map(\.rule))
        XCTAssertFalse(disabled.contains("unstored_subscription"), "\(disabled)")
        XCTAssertTrue(disabled.contains("mutable_singleton"), "\(disabled)")
    }

    func testExcludedFilesAreNotLinted() throws {
        let dir = try CLI.workspace(for: self)
        try CLI.write(Self.registry, to: "Sources/Registry.swift", in: dir)
        try CLI.write(Self.registry.replacingOccurrences(of: "ServiceRegistry", with: "GeneratedRegistry"), to: "Sources/Model.pb.swift", in: dir)
        try CLI.write(Self.registry.replacingOccurrences(of: "ServiceRegistry", with: "VendoredRegistry"), to: "Vendor/Lib/Vendored.swift", in: dir)
        try CLI.write(#"{ "exclude": ["*.pb.swift", "Vendor"] }"#, to: ".crosstalk.json", in: dir)
        let (_, findings) = try lintFindings(in: dir)
        XCTAssertEqual(Set(findings.map(\.file)), ["Sources/Registry.swift"], "\(findings)")
    }
}
