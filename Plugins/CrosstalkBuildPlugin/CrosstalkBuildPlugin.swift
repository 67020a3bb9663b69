import Foundation
import PackagePlugin

/// Runs `crosstalk lint --format xcode` on a target's Swift sources when they change, so findings show inline in
/// `swift build` output and in Xcode's issue navigator (absolute paths, `path:line:col: warning: …`).
///
/// Every finding is a warning and the build goes on, unless the `.crosstalk.json` found (in the target's folder
/// or a parent up to the package's) sets `"failBuildOnErrors": true`: then error findings are errors and fail it.
@main
struct CrosstalkBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let sources = module.sourceFiles(withSuffix: "swift").map(\.url)
        guard !sources.isEmpty else { return [] }
        // From the folder of the target's first file: `Target.directoryURL` needs tools version 6.1.
        let configuration = Self.configuration(from: sources[0].deletingLastPathComponent(), upTo: context.package.directoryURL)
        return [try Self.command(tool: context.tool(named: "crosstalk").url, name: target.name, sources: sources, configuration: configuration,
                                 workDirectory: context.pluginWorkDirectoryURL)]
    }

    /// The lint command, run through `/bin/sh` so that a clean run leaves an empty Swift file behind: the build
    /// system needs a declared output to know when the command is up to date (an output of another kind would be
    /// copied into the target's resources), and the file is written only when crosstalk succeeds, so a failing lint
    /// runs again at the next build instead of passing silently. It reruns whenever a source or the configuration changes.
    static func command(tool: URL, name: String, sources: [URL], configuration: URL?, workDirectory: URL) -> Command {
        let marker = workDirectory.appendingPathComponent("CrosstalkLint_\(name).swift")
        var lint = ["lint", "--format", "xcode"]
        if let configuration { lint += ["--config", configuration.path] }
        lint += ["--"] + sources.map(\.path)
        let script = #""$0" "$@" && : > "$CROSSTALK_MARKER""#
        return .buildCommand(displayName: "Crosstalk \(name)", executable: URL(fileURLWithPath: "/bin/sh"),
                             arguments: ["-c", script, tool.path] + lint, environment: ["CROSSTALK_MARKER": marker.path],
                             inputFiles: [tool] + sources + (configuration.map { [$0] } ?? []), outputFiles: [marker])
    }

    /// The nearest `.crosstalk.json` from `directory` up to `root` (inclusive).
    static func configuration(from directory: URL, upTo root: URL) -> URL? {
        var current = directory.standardizedFileURL
        let top = root.standardizedFileURL.path
        while true {
            let candidate = current.appendingPathComponent(".crosstalk.json")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            if current.path == top || current.path == "/" || !current.path.hasPrefix(top) { return nil }
            current = current.deletingLastPathComponent()
        }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension CrosstalkBuildPlugin: XcodeBuildToolPlugin {
    /// The same command for a target of an Xcode project.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let sources = target.inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url)
        guard !sources.isEmpty else { return [] }
        let configuration = Self.configuration(from: context.xcodeProject.directoryURL, upTo: context.xcodeProject.directoryURL)
        return [Self.command(tool: try context.tool(named: "crosstalk").url, name: target.displayName, sources: sources, configuration: configuration,
                             workDirectory: context.pluginWorkDirectoryURL)]
    }
}
#endif
