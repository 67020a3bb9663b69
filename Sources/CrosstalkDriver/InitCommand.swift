import CrosstalkReport
import CrosstalkRules
import Foundation

/// `crosstalk init`: writes a commented starter `.crosstalk.json` in the current directory.
enum InitCommand {
    static func run(_ context: CommandContext) throws -> ExitCode {
        let path = Paths.absolute(Configuration.fileName, currentDirectory: context.currentDirectory)
        if FileManager.default.fileExists(atPath: path) {
            context.output.writeError("crosstalk: \(Configuration.fileName) already exists; not overwriting it\n")
            return .usage
        }
        guard FileManager.default.createFile(atPath: path, contents: Data(starter().utf8)) else {
            throw DriverError("cannot write '\(Configuration.fileName)'")
        }
        context.output.write("wrote \(Configuration.fileName); run 'crosstalk lint' to use it\n")
        return .ok
    }

    /// The starter configuration: every rule listed, commented out, at its default.
    static func starter() -> String {
        var out = """
        // Crosstalk configuration. Comments and trailing commas are allowed.
        // Reference: `crosstalk --help`, `crosstalk rules`, `crosstalk explain RULE`.
        {
          // Start from a preset: "recommended" (the defaults) or "strict" (every rule on).
          "extends": "recommended",

          // Files to leave out (globs relative to this file; .build, Pods, Carthage and DerivedData are always skipped).
          "exclude": ["**/Generated/**", "**/*.generated.swift"],

          // Per rule: "error" | "warning" | "info" | "on" | "off", or { "severity": "…", <options> }.
          "rules": {

        """
        for rule in RuleRegistry.all {
            let d = rule.description
            let state = d.enabledByDefault ? d.defaultSeverity.rawValue : "off"
            var line = "    // \"\(d.id)\": \"\(state)\","
            if let option = rule.options.first {
                line = "    // \"\(d.id)\": { \"severity\": \"\(d.defaultSeverity.rawValue)\", \"\(option.name)\": \(RuleDocs.render(option.defaultValue)) },"
            }
            out += line.padding(toLength: max(line.count, 72), withPad: " ", startingAt: 0) + " // \(d.summary)\n"
        }
        out += """
          },

          // Architecture (see `crosstalk graph` and the rule layer_violation):
          // "modules": { "Core": ["Sources/Core/**"] },
          // "layers": { "features": { "modules": ["TimerFeature"] }, "host": { "types": ["*Coordinator"] } },
          // "architecture": [ { "from": "host", "to": "features", "allow": ["delegate", "closure"] } ],
        }

        """
        return out
    }
}
