import CrosstalkReport

/// A subcommand of `crosstalk`.
public enum Command: String, Sendable, Hashable, CaseIterable {
    /// `crosstalk lint`, `graph`, `docs`, `check-diagram`, `facts`, `rules`, `explain`, `init`; the raw value is the word typed.
    case lint, graph, docs
    case checkDiagram = "check-diagram"
    case facts, rules, explain, `init`

    /// What a command takes besides flags.
    public enum Operands: Sendable, Hashable {
        /// Nothing.
        case none
        /// Zero or more PATHs, defaulting to `.`.
        case paths
        /// Exactly one value, shown under this name (`RULE`).
        case one(String)
        /// One value (`FILE`), then zero or more PATHs defaulting to `.`.
        case oneThenPaths(String)
    }

    /// Words that stand for a command with flags: `crosstalk fix` is `crosstalk lint --fix`.
    public static let aliases: [String: (command: Command, flags: [String])] = ["fix": (.lint, ["--fix"])]

    /// The command's operands.
    public var operands: Operands {
        switch self {
        case .lint, .graph, .docs, .facts: return .paths
        case .checkDiagram: return .oneThenPaths("FILE")
        case .explain: return .one("RULE")
        case .rules, .`init`: return .none
        }
    }

    /// One line for the tool's command list and the command's help.
    public var summary: String {
        switch self {
        case .lint: return "report rule violations in Swift sources"
        case .graph: return "draw who talks to whom, and by which mechanism"
        case .docs: return "write ARCHITECTURE.md from the code, or check that it still matches"
        case .checkDiagram: return "check a hand-drawn Mermaid architecture diagram against the code"
        case .facts: return "print the raw per-file facts, for tooling and debugging"
        case .rules: return "list the built-in rules"
        case .explain: return "show a rule's documentation"
        case .`init`: return "write a commented starter .crosstalk.json"
        }
    }

    /// The one-line doc of the command's operand, shown under "Arguments" in its help.
    var operandDoc: String? {
        switch operands {
        case .none: return nil
        case .paths: return "files or directories to analyze (default: .)"
        case .one: return "the rule id, as 'crosstalk rules' lists it"
        case .oneThenPaths: return "the diagram (.mmd, or Markdown with mermaid blocks), then files or directories to analyze (default: .)"
        }
    }
}

/// The communication mechanisms of docs/graph.md's edge table, shared by `--mechanism` and the config's `architecture`.
public let communicationMechanisms = ["combine", "delegate", "closure", "singleton", "notification", "async_stream", "injection"]

/// The report formats `lint --format` accepts, in the order help lists them: the reporters `ReportFormat` knows.
public let lintFormats = ReportFormat.allCases.map(\.rawValue)

/// One command-line flag: the single source for parsing, `--help` and generated reference text.
public struct Flag: Sendable, Hashable {
    /// What follows the flag on the command line.
    public enum Value: Sendable, Hashable {
        /// Nothing: the flag is a switch.
        case none
        /// One free-form value (`--output FILE`).
        case text
        /// One non-negative decimal integer (`--jobs N`).
        case integer
        /// Comma-separated values (`--only a,b`); repeats accumulate.
        case list
    }

    /// The long name without dashes, e.g. `write-baseline`.
    public let name: String
    /// A one-letter alias without the dash, e.g. `h`.
    public let short: String?
    /// What follows the flag.
    public let value: Value
    /// The placeholder shown in usage, e.g. `FILE`; empty for switches.
    public let valueName: String
    /// The commands that accept the flag.
    public let commands: [Command]
    /// Whether the flag is accepted before any command (`crosstalk --version`).
    public let isGlobal: Bool
    /// Whether the flag may appear more than once; list flags accumulate, other flags are an error when repeated.
    public let isRepeatable: Bool
    /// Allowed values per command (every list item must be one); no entry means any value.
    public let choices: [Command: [String]]
    /// The value a command uses when the flag is absent, shown in help.
    public let defaults: [Command: String]
    /// One line for `--help`.
    public let summary: String
    /// A paragraph for generated reference text.
    public let details: String

    /// Creates a table entry; list flags are repeatable by construction.
    init(
        _ name: String, short: String? = nil, value: Value = .none, valueName: String = "",
        commands: [Command], isGlobal: Bool = false,
        choices: [Command: [String]] = [:], defaults: [Command: String] = [:],
        summary: String, details: String
    ) {
        self.name = name
        self.short = short
        self.value = value
        self.valueName = valueName
        self.commands = commands
        self.isGlobal = isGlobal
        self.isRepeatable = value == .list
        self.choices = choices
        self.defaults = defaults
        self.summary = summary
        self.details = details
    }

    /// `--name`, as users type it.
    public var spelling: String { "--" + name }

    /// Whether `command` accepts the flag.
    public func applies(to command: Command) -> Bool { commands.contains(command) }

    /// Flags are the same when their names are: the table keeps names unique, and a test checks it.
    public static func == (lhs: Flag, rhs: Flag) -> Bool { lhs.name == rhs.name }
    /// Hashes the name, consistently with `==`.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

extension Flag {
    /// `--help`, `-h`.
    public static let help = Flag(
        "help", short: "h", commands: Command.allCases, isGlobal: true,
        summary: "show help for crosstalk or for a command",
        details: "Prints the usage and flags of the command it follows, or of crosstalk itself. Wins over every other flag.")
    /// `--version`.
    public static let version = Flag(
        "version", commands: [], isGlobal: true,
        summary: "print the version",
        details: "Prints the version of crosstalk and exits.")
    /// `--config FILE`.
    public static let config = Flag(
        "config", value: .text, valueName: "FILE", commands: [.lint, .graph, .docs, .checkDiagram],
        summary: "use this configuration instead of the nearest .crosstalk.json",
        details: "Reads the configuration from FILE instead of looking for .crosstalk.json in the current directory and its parents. Globs in it are relative to FILE's directory.")
    /// `--format F`.
    public static let format = Flag(
        "format", value: .text, valueName: "F", commands: [.lint, .graph, .checkDiagram, .facts, .rules],
        choices: [.lint: lintFormats, .graph: GraphFormat.allCases.map(\.rawValue), .checkDiagram: lintFormats, .facts: ["json"], .rules: ["text", "json", "markdown"]],
        defaults: [.lint: "text", .graph: "mermaid", .checkDiagram: "text", .facts: "json", .rules: "text"],
        summary: "output format",
        details: "Chooses how results are printed. For lint, text prints path:line:col: severity: message (rule), which Xcode and editors jump to; sarif is SARIF 2.1.0; github prints Actions workflow commands; markdown is a pull-request comment summary; codeclimate is a GitLab Code Quality report; xcode is the text line with absolute paths and no summary, for build plugins and Xcode Run Script phases (every finding a warning and exit 0 unless the configuration sets failBuildOnErrors).")
    /// `--output FILE`.
    public static let output = Flag(
        "output", value: .text, valueName: "FILE", commands: [.lint, .graph, .docs, .checkDiagram, .facts],
        summary: "write the report to FILE instead of standard output",
        details: "Writes the report to FILE, replacing it. Diagnostics about the run itself still go to standard error.")
    /// `--baseline FILE`.
    public static let baseline = Flag(
        "baseline", value: .text, valueName: "FILE", commands: [.lint],
        summary: "report only findings not recorded in this baseline",
        details: "Reads a baseline written by --write-baseline and drops every finding whose fingerprint it records. Fingerprints use the rule, the file, the trimmed text of the finding's line and an occurrence index, not line numbers, so unrelated edits do not resurrect old findings.")
    /// `--write-baseline FILE`.
    public static let writeBaseline = Flag(
        "write-baseline", value: .text, valueName: "FILE", commands: [.lint],
        summary: "record the current findings in a baseline file",
        details: "Writes every finding of this run to FILE as a baseline, so that a later run with --baseline FILE reports only new ones.")
    /// `--strict`.
    public static let strict = Flag(
        "strict", commands: [.lint],
        summary: "exit 1 on warnings too, not only on errors",
        details: "Makes findings at warning severity fail the run (exit code 1), as findings at error severity always do.")
    /// `--only R,..`.
    public static let only = Flag(
        "only", value: .list, valueName: "R,..", commands: [.lint],
        summary: "run only these rules",
        details: "Runs exactly the listed rules, whether or not the configuration enables them. Repeats accumulate.")
    /// `--enable R,..`.
    public static let enable = Flag(
        "enable", value: .list, valueName: "R,..", commands: [.lint],
        summary: "also run these rules",
        details: "Turns the listed rules on in addition to what the configuration enables, at their configured or default severity. Repeats accumulate.")
    /// `--disable R,..`.
    public static let disable = Flag(
        "disable", value: .list, valueName: "R,..", commands: [.lint],
        summary: "do not run these rules",
        details: "Turns the listed rules off; wins over --only and --enable. Repeats accumulate.")
    /// `--jobs N`.
    public static let jobs = Flag(
        "jobs", value: .integer, valueName: "N", commands: [.lint, .graph, .docs, .checkDiagram, .facts],
        defaults: [.lint: "0", .graph: "0", .docs: "0", .checkDiagram: "0", .facts: "0"],
        summary: "analyze N files at once; 0 means one per core",
        details: "Sets how many files are analyzed at once; 0 means one per core. The output is identical for every N.")
    /// `--quiet`.
    public static let quiet = Flag(
        "quiet", commands: [.lint],
        summary: "print findings only, no summary",
        details: "Leaves out the summary line and progress notes; findings and errors are still printed.")
    /// `--level type|module`.
    public static let level = Flag(
        "level", value: .text, valueName: "L", commands: [.graph],
        choices: [.graph: ["type", "module"]], defaults: [.graph: "type"],
        summary: "what a node stands for",
        details: "With type, each node is a type; with module, each node is a module and parallel edges merge into one labeled with their count.")
    /// `--mechanism M,..`.
    public static let mechanism = Flag(
        "mechanism", value: .list, valueName: "M,..", commands: [.graph],
        choices: [.graph: communicationMechanisms],
        summary: "draw only edges of these mechanisms",
        details: "Keeps only edges of the listed mechanisms. Repeats accumulate.")
    /// `--focus NAME`.
    public static let focus = Flag(
        "focus", value: .text, valueName: "NAME", commands: [.graph],
        summary: "draw only the neighborhood of this type or module",
        details: "Keeps the named type (or module, with --level module) and the nodes within --hops edges of it, in either direction.")
    /// `--hops N`.
    public static let hops = Flag(
        "hops", value: .integer, valueName: "N", commands: [.graph], defaults: [.graph: "1"],
        summary: "how far --focus reaches",
        details: "The number of edges, in either direction, a node may be from the --focus node and still be drawn.")
    /// `--direction TD|LR`.
    public static let direction = Flag(
        "direction", value: .text, valueName: "D", commands: [.graph],
        choices: [.graph: ["TD", "LR"]],
        summary: "lay the diagram out top-down or left-right",
        details: "Chooses the direction of Mermaid and DOT diagrams. Without it, the direction whose picture comes out smaller on its longest side, by a model of the layout Mermaid uses.")
    /// `--tests`.
    public static let tests = Flag(
        "tests", commands: [.graph],
        summary: "draw the types of test targets too",
        details: "Diagrams leave out the types that only test targets compile, and say so in their note; this draws them. JSON always lists them.")
    /// `--check FILE`.
    public static let check = Flag(
        "check", value: .text, valueName: "FILE", commands: [.docs],
        summary: "exit 1 when FILE no longer matches the code",
        details: "Instead of writing the document, compares the edge tables of FILE (written earlier by crosstalk docs) with the code's edges and lists the edges added and removed since; exit 1 when there are any, so the document stays true in CI.")
    /// `--project-root DIR`.
    public static let projectRoot = Flag(
        "project-root", value: .text, valueName: "DIR", commands: [.lint],
        summary: "treat DIR as the whole project instead of the one found",
        details: "Whole-program rules (unmatched_notification, class_delegate_protocol, layer_violation, …) always see the whole project, even when PATHs name single files or --since narrows the report: the folder of the configuration file, else the enclosing git work tree, else the nearest folder with a project manifest (Package.swift, an Xcode project, project.yml, Project.swift), else the common parent of the PATHs; a folder as broad as /, /tmp or the home folder is never guessed (then only the PATHs are analyzed). DIR overrides that; findings are still reported only for the PATHs.")
    /// `--since REV`.
    public static let since = Flag(
        "since", value: .text, valueName: "REV", commands: [.lint, .graph],
        summary: "only what changed since a git revision (work tree included)",
        details: "For lint, reports only findings on lines changed since REV, uncommitted and untracked files included; the whole project is still analyzed. For graph, draws only the edges added (highlighted) and removed (dashed) since REV. Needs a git work tree; git is run directly, never through a shell. A REV that starts with '-' or names no commit is a usage error.")
    /// `--allow-empty`.
    public static let allowEmpty = Flag(
        "allow-empty", commands: [.lint],
        summary: "accept PATHs that hold no Swift file",
        details: "Without it, a lint run that finds no Swift file to check exits 2: a gate that checks nothing must not pass silently. With it, such a run reports no findings and exits 0.")
    /// `--fix`.
    public static let fix = Flag(
        "fix", commands: [.lint],
        summary: "rewrite what has a certain fix, then report what is left",
        details: "Applies the certain fixes of weak_delegate, class_delegate_protocol, mutable_singleton, unstored_subscription, strong_self_in_subscription and closure_property_strong_self as minimal byte edits, checks that every changed file still parses as well as before (or leaves it alone), prints 'not fixed: why' on standard error for the rest, then reports the findings left. 'crosstalk fix' is the same as 'crosstalk lint --fix'.")
    /// `--dry-run`.
    public static let dryRun = Flag(
        "dry-run", commands: [.lint],
        summary: "with --fix, print a unified diff instead of writing",
        details: "With --fix, writes nothing: prints the changes as a unified diff (git apply and patch -p1 read it) and exits 1 when there is anything to change.")
    /// `--show-source`.
    public static let showSource = Flag(
        "show-source", commands: [.lint],
        summary: "show the source line and a caret under each finding",
        details: "With the text format, prints under each finding its source line with a caret at the column, each related location as a note with its line, and '(crosstalk explain RULE)' at a rule's first finding. On by default when standard output is a terminal; the one-line form stays the default for files, pipes, editors and Xcode.")
    /// `--verify-round-trip`.
    public static let verifyRoundTrip = Flag(
        "verify-round-trip", commands: [.facts],
        summary: "check that tokens and trivia reproduce every file byte for byte",
        details: "A lexer self-check (the benchmark runs it on real trees): instead of printing facts, reports each file whose tokens, comments and whitespace do not reproduce it exactly, and exits 1 if any.")
}

/// Every flag, in the order help lists them.
public enum FlagTable {
    /// The table itself; parsing, help and reference text all read it.
    public static let all: [Flag] = [
        // Graph's flags sit before `--output` so each command's synopsis reads in docs/cli.md's order.
        .config, .format, .level, .mechanism, .focus, .hops, .direction, .tests, .check, .output,
        .baseline, .writeBaseline, .strict, .only, .enable, .disable, .projectRoot, .since, .allowEmpty, .jobs, .quiet, .fix, .dryRun, .showSource,
        .verifyRoundTrip, .help, .version,
    ]

    /// The flags `command` accepts, in table order; nil means the flags accepted before any command.
    public static func flags(for command: Command?) -> [Flag] {
        guard let command else { return all.filter(\.isGlobal) }
        return all.filter { $0.applies(to: command) }
    }

    /// The flag spelled `--name`.
    public static func flag(named name: String) -> Flag? { all.first { $0.name == name } }

    /// The flag spelled `-letter`.
    public static func flag(short letter: String) -> Flag? { all.first { $0.short == letter } }
}
