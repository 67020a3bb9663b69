import CrosstalkFacts
import CrosstalkGraph
import CrosstalkReport
import CrosstalkRules
import Foundation

/// Process exit status, as docs/cli.md documents it.
public enum ExitCode: Int32, Sendable {
    /// No finding at the failing threshold.
    case ok = 0
    /// Findings at or above the threshold (error; with `--strict`, warning).
    case findings = 1
    /// Usage error, invalid configuration, or a path that does not exist.
    case usage = 2
}

/// The whole CLI as a library function: `main.swift` only forwards to it, and tests call it in-process.
public enum Driver {
    /// The tool's version.
    public static let version = "0.1.0"

    /// Runs this process's command line and exits with its status: the whole of the `crosstalk` executable.
    ///
    /// Because the process ends right after, the command leaves its large results (every file's facts, the graph
    /// builder's tables) for the exit to reclaim, as clang's `-disable-free` does, instead of freeing them one
    /// allocation at a time on one thread after the report is out.
    public static func main() -> Never {
        let status = run(arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment,
                         currentDirectory: FileManager.default.currentDirectoryPath, output: StandardOutput(), exitsAfterward: true)
        exit(status.rawValue)
    }

    /// Runs one command line (without the program name) and returns the exit status.
    public static func run(arguments: [String], environment: [String: String], currentDirectory: String, output: DriverOutput) -> ExitCode {
        run(arguments: arguments, environment: environment, currentDirectory: currentDirectory, output: output, exitsAfterward: false)
    }

    /// `run` for a caller that may end the process as soon as it returns (`main`) or not (tests, library users).
    static func run(arguments: [String], environment: [String: String], currentDirectory: String, output: DriverOutput,
                    exitsAfterward: Bool) -> ExitCode {
        switch ArgumentParser.parse(arguments: arguments) {
        case .failure(let error):
            output.writeError("crosstalk: \(error.message)\n")
            if let command = error.command { output.writeError("usage: \(HelpText.synopsis(command))\n") }
            output.writeError("run 'crosstalk --help' for more\n")
            return .usage
        case .success(.help(let command)):
            output.write(command.map(HelpText.command) ?? HelpText.tool())
            return .ok
        case .success(.version):
            output.write("crosstalk \(version)\n")
            return .ok
        case .success(.run(let invocation)):
            let context = CommandContext(invocation: invocation, environment: environment, currentDirectory: currentDirectory, output: output,
                                         exitsAfterward: exitsAfterward)
            do {
                switch invocation.command {
                case .lint: return try LintCommand.run(context)
                case .graph: return try GraphCommand.run(context)
                case .docs: return try DocsCommand.run(context)
                case .checkDiagram: return try CheckDiagramCommand.run(context)
                case .facts: return try FactsCommand.run(context)
                case .rules: return RulesCommand.run(context)
                case .explain: return RulesCommand.explain(context)
                case .`init`: return try InitCommand.run(context)
                }
            } catch {
                output.writeError("crosstalk: \(error)\n")
                return .usage
            }
        }
    }
}

/// What every command reads: its parsed flags, the environment and where to write.
struct CommandContext {
    var invocation: Invocation
    var environment: [String: String]
    var currentDirectory: String
    var output: DriverOutput
    /// Whether the process ends when the command returns (see `Driver.run`).
    var exitsAfterward = false

    /// Writes a report to `--output FILE` or standard output.
    func emit(_ text: String) throws {
        try emit(Array(text.utf8))
    }

    /// Writes a report already in bytes to `--output FILE` or standard output.
    func emit(_ bytes: [UInt8]) throws {
        try stream { write in write(bytes) }
    }

    /// Streams a report in pieces to `--output FILE` or standard output. The file is opened and truncated in
    /// place (not replaced through a temporary file), so `--output /dev/stdout` or a named pipe work, and a
    /// failed write (a full disk) is an error rather than a short report.
    /// `produce` may hand its writer to worker threads (facts does), as long as it calls it on one thread at a time.
    func stream(_ produce: (@escaping ([UInt8]) -> Void) -> Void) throws {
        guard let path = invocation.value(.output) else {
            produce { output.writeBytes($0) }
            return
        }
        let absolute = Paths.absolute(path, currentDirectory: currentDirectory)
        let fd = open(absolute, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw DriverError("cannot write '\(path)': \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        var failure: Int32?
        produce { bytes in if failure == nil && !writeAll(fd, bytes) { failure = errno } }
        if let failure { throw DriverError("cannot write '\(path)': \(String(cString: strerror(failure)))") }
    }

    /// A path as reports print it.
    func display(_ path: String) -> String { Paths.display(path, currentDirectory: currentDirectory) }

    /// Worker threads for extraction (`--jobs`; 0 = one per core).
    var jobs: Int { invocation.integer(.jobs) ?? 0 }
}

/// A failure that ends a command with exit code 2 and a one-line message.
struct DriverError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Files found and analyzed for `lint`, `graph` and `facts`.
struct AnalyzedTree {
    var facts: [FileFacts]
    var skipped: [SkippedFile]
    var walkProblems: [WalkProblem]
    /// `exclude` patterns that left nothing out (`WalkResult.unmatchedExcludes`).
    var unmatchedExcludes: [String]
    var seconds: Double
    /// `*.xcodeproj` folders found by the walk.
    var xcodeProjects: [String] = []
    /// XcodeGen specs (`project.yml`) found by the walk.
    var xcodeGenSpecs: [String] = []
    /// Storyboards and `Info.plist` files found by the walk.
    var storyboards: [String] = []
    var infoPlists: [String] = []
    /// What the tree's Objective-C sources post, observe and declare as notification names (scanned once, with the
    /// facts): the other side of a Swift name that Swift alone never posts or observes.
    var objectiveCNotifications = ObjectiveCNotifications()

    /// The classes of the screens the app's launch storyboards show from the start (`Storyboard.launchScreens`): the
    /// storyboards its `Info.plist` files name, or `Main.storyboard` when none does (a generated `Info.plist` names
    /// it in the project's build settings).
    func launchScreens() -> Set<String> {
        guard !storyboards.isEmpty else { return [] }
        func bytes(_ path: String) -> [UInt8]? { FileManager.default.contents(atPath: path).map { [UInt8]($0) } }
        var names = Set(infoPlists.compactMap(bytes).flatMap(Storyboard.launchStoryboardNames))
        if names.isEmpty { names = ["Main"] }
        func storyboardName(_ path: String) -> String { ((path as NSString).lastPathComponent as NSString).deletingPathExtension }
        // A reference names another storyboard of the app by its file name.
        let pathsByName = Dictionary(storyboards.map { (storyboardName($0), $0) }, uniquingKeysWith: { first, _ in first })
        var result: Set<String> = []
        for path in storyboards where names.contains(storyboardName(path)) {
            if let content = bytes(path) { result.formUnion(Storyboard.launchScreens(content, storyboard: { pathsByName[$0].flatMap(bytes) })) }
        }
        return result
    }

    /// Scans the Objective-C files at `paths`, one per core.
    static func objectiveCNotifications(of paths: [String]) -> ObjectiveCNotifications {
        guard !paths.isEmpty else { return ObjectiveCNotifications() }
        return ObjectiveCNotifications(files: concurrentMap(count: paths.count) { i in
            ObjectiveCNotifications.File(FileManager.default.contents(atPath: paths[i]).map { [UInt8]($0) } ?? [])
        })
    }

    /// Walks `paths` with the configuration's include/exclude and extracts facts in parallel. Facts name their files
    /// relative to `base` (absolute; the current folder unless given) when they lie under it, else absolutely.
    ///
    /// Facts keep their file's source only with `keepingSources` (fixing, the round-trip check) and for build
    /// descriptions, which are read as text later; the other commands read the few lines they print again from disk
    /// (`SourceLines`).
    static func analyze(paths: [String], configuration: Configuration, context: CommandContext, relativeTo base: String? = nil,
                        keepingSources: Bool = false) throws -> AnalyzedTree {
        let start = Date()
        let walk = try prepareWalk(paths: paths, configuration: configuration, context: context)
        let base = base ?? context.currentDirectory
        let result = Analysis.extractFacts(walk: walk.run, jobs: context.jobs, display: { Paths.display($0, currentDirectory: base) },
                                           keepsSource: { keepingSources || AnalyzedTree.describesBuild($0) })
        if context.exitsAfterward { LeftForExit.keep(result.facts) }
        return AnalyzedTree(facts: result.facts, skipped: result.skipped, walkProblems: result.walk.problems,
                            unmatchedExcludes: result.walk.unmatchedExcludes, seconds: Date().timeIntervalSince(start),
                            xcodeProjects: result.walk.xcodeProjects, xcodeGenSpecs: result.walk.xcodeGenSpecs,
                            storyboards: result.walk.storyboards, infoPlists: result.walk.infoPlists,
                            objectiveCNotifications: objectiveCNotifications(of: result.walk.objectiveCSources))
    }

    /// The walk of `paths` (the current directory when none) with the configuration's include/exclude; fails
    /// when a PATH does not exist.
    static func prepareWalk(paths: [String], configuration: Configuration, context: CommandContext) throws -> PreparedWalk {
        do {
            return try configuration.fileWalker.prepare(paths.isEmpty ? ["."] : paths, currentDirectory: context.currentDirectory)
        } catch {
            throw DriverError(error.description)
        }
    }

    /// Tells standard error about files that could not be read, `exclude` patterns that matched nothing, and (unless
    /// the command judges that itself) an empty tree; never silent, never fatal.
    func reportProblems(_ context: CommandContext, configuration: Configuration, notingEmptyTree: Bool = true) {
        Self.reportProblems(found: notingEmptyTree ? facts.count + skipped.count : nil, walk: WalkResult(files: [], problems: walkProblems, unmatchedExcludes: unmatchedExcludes),
                            skipped: skipped, configuration: configuration, context)
    }

    /// The same for a walk whose files were handled elsewhere (`facts` streams them); `found` nil: no empty-tree note.
    static func reportProblems(found: Int?, walk: WalkResult, skipped: [SkippedFile], configuration: Configuration, _ context: CommandContext) {
        if found == 0 { context.output.writeError("crosstalk: no Swift files found\n") }
        for p in walk.problems { context.output.writeError("crosstalk: \(p.description)\n") }
        for s in skipped { context.output.writeError("crosstalk: skipped '\(context.display(s.path))': \(s.reason)\n") }
        for pattern in walk.unmatchedExcludes {
            context.output.writeError("crosstalk: warning: \(configuration.excludeKeyPath(of: pattern)): '\(pattern)' matches no file or folder\n")
        }
    }
}

/// Results a process that ends right after its command leaves for the exit to reclaim (see `Driver.main`).
enum LeftForExit {
    /// Keeps `value` alive until the process exits.
    static func keep(_ value: some Any) {
        _ = Unmanaged.passRetained(Box(value))
    }

    private final class Box<Value> {
        let value: Value
        init(_ value: Value) { self.value = value }
    }
}
