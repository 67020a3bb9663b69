import Foundation

/// `git`, run directly with an argument array through `posix_spawnp` (never a shell, so nothing in a revision or a
/// path is ever interpreted), with its output read whole.
///
/// Not Foundation's `Process`: on Linux it closes every possible descriptor of the child one by one and polls for
/// its end, which cost about a quarter of a second per git run here — more than `lint` itself on a 200,000-line tree.
enum Git {
    /// What one git run printed, and how it ended.
    struct Run {
        var status: Int32
        var output: [UInt8]
        var errors: String

        /// Standard output as text, without the final line feed.
        var text: String {
            var bytes = output[...]
            while bytes.last == UInt8(ascii: "\n") { bytes = bytes.dropLast() }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// Runs `git -C directory arguments…`, feeding `input` to its standard input. Each pipe is served on its own
    /// thread, so a large output never blocks git while its input is still being written.
    static func run(_ arguments: [String], in directory: String, input: [UInt8]? = nil) throws -> Run {
        // Pipes are close-on-exec in this process; the child gets only its dup2-ed ends.
        var output: [Int32] = [-1, -1], errors: [Int32] = [-1, -1], stdin: [Int32] = [-1, -1]
        guard pipe(&output) == 0, pipe(&errors) == 0, pipe(&stdin) == 0 else {
            throw DriverError("cannot run git: \(String(cString: strerror(errno)))")
        }
        for fd in output + errors + stdin { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        if input != nil {
            // A git that exits before reading all its input must fail the run, not kill crosstalk with SIGPIPE.
            signal(SIGPIPE, SIG_IGN)
        }
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, stdin[0], 0)
        posix_spawn_file_actions_adddup2(&actions, output[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errors[1], 2)
        let argv = (["git", "-C", directory] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, "git", &actions, nil, argv, environ)
        for fd in [stdin[0], output[1], errors[1]] { close(fd) }
        guard spawned == 0 else {
            for fd in [stdin[1], output[0], errors[0]] { close(fd) }
            throw DriverError("cannot run git: \(String(cString: strerror(spawned)))")
        }
        nonisolated(unsafe) var out: [UInt8] = [], err: [UInt8] = []
        let outputEnd = output[0], errorsEnd = errors[0]
        let readers = [onOwnThread { out = readAll(outputEnd) }, onOwnThread { err = readAll(errorsEnd) }]
        if let input { _ = writeAll(stdin[1], input) }
        close(stdin[1])
        for reader in readers { reader.wait() }
        close(output[0])
        close(errors[0])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        // The exit code when git exited; a signal's number above 128 otherwise, as shells report it.
        let code = status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return Run(status: code, output: out, errors: String(decoding: err, as: UTF8.self))
    }

    /// Runs `body` on a thread of its own; the semaphore is signalled when it returns. Blocking reads must not sit
    /// on Dispatch's pooled threads: the analysis keeps those busy, and a read queued behind it would hold the
    /// whole run until the analysis ends.
    static func onOwnThread(_ body: @escaping @Sendable () -> Void) -> DispatchSemaphore {
        let done = DispatchSemaphore(value: 0)
        Thread {
            body()
            done.signal()
        }.start()
        return done
    }

    /// Everything readable from `fd` until end of file.
    private static func readAll(_ fd: Int32) -> [UInt8] {
        var result: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count > 0 { result += buffer[0..<count] } else if count == 0 || errno != EINTR { return result }
        }
    }

    /// The top folder of the git work tree holding `directory`; throws (a usage error naming `flag`) outside one.
    static func workTree(containing directory: String, for flag: Flag) throws -> String {
        let run = try Git.run(["rev-parse", "--show-toplevel"], in: directory)
        guard run.status == 0, !run.text.isEmpty else {
            throw DriverError("\(flag.spelling) needs a git work tree, and '\(directory)' is not in one")
        }
        return run.text
    }

    /// The commit `revision` names, checked: a revision starting with `-` (it would read as an option) or naming no
    /// commit is a usage error naming `flag`.
    static func commit(_ revision: String, in workTree: String, for flag: Flag) throws -> String {
        guard !revision.hasPrefix("-"), !revision.isEmpty else {
            throw DriverError("\(flag.spelling): '\(revision)' is not a revision (it must not start with '-')")
        }
        let run = try Git.run(["rev-parse", "--verify", "--quiet", revision + "^{commit}"], in: workTree)
        guard run.status == 0, !run.text.isEmpty else {
            throw DriverError("\(flag.spelling): '\(revision)' names no commit in '\(workTree)'")
        }
        return run.text
    }
}
