import Foundation
import PackagePlugin

/// `swift package crosstalk <command> [args…]`: runs the crosstalk binary built from this package.
///
/// Arguments are forwarded unchanged. When the command analyzes paths (`lint`, `graph`, `facts`) and no
/// PATH is given, the package directory is analyzed. The tool runs with the package directory as its
/// current directory, so `.crosstalk.json` is found and report paths are relative to the package.
/// With no arguments at all, `lint` is run. The plugin exits with crosstalk's exit code.
@main
struct CrosstalkPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "crosstalk")
        let directory = context.package.directoryURL
        let forwarded = Self.arguments(arguments.isEmpty ? ["lint"] : arguments, packageDirectory: directory.path)
        let process = Process()
        process.executableURL = tool.url
        process.arguments = forwarded
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        if process.terminationReason == .exit, process.terminationStatus == 0 { return }
        // Keep crosstalk's own status (1 findings, 2 usage) for CI; the tool already printed why.
        exit(process.terminationReason == .exit ? process.terminationStatus : 3)
    }

    /// Commands whose operands are PATHs, and the flags among theirs that take a value.
    static let pathCommands: Set<String> = ["lint", "graph", "facts"]
    static let valueFlags: Set<String> = [
        "--config", "--format", "--output", "--baseline", "--write-baseline", "--only", "--enable", "--disable",
        "--jobs", "--level", "--mechanism", "--focus", "--hops",
    ]

    /// `arguments` plus the package directory when a path command names no PATH.
    static func arguments(_ arguments: [String], packageDirectory: String) -> [String] {
        guard let command = arguments.first, pathCommands.contains(command) else { return arguments }
        var index = 1
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" { return index + 1 < arguments.count ? arguments : arguments + [packageDirectory] }
            if argument.hasPrefix("-") {
                if valueFlags.contains(argument) { index += 1 }
            } else {
                return arguments // a PATH was given
            }
            index += 1
        }
        return arguments + [packageDirectory]
    }
}
