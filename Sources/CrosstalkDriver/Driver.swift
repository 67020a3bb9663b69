import CrosstalkReport

/// Process exit status, exactly as CLI.md defines it.
public enum ExitCode: Int32, Sendable {
    case ok = 0
    case findings = 1
    case usage = 2
}
