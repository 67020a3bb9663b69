import Foundation

/// `git`, run directly with an argument array through `Process` (never a shell, so nothing in a revision or a path
/// is ever interpreted), with its output read whole.
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

    /// Runs `git -C directory arguments…`, feeding `input` to its standard input. Both pipes are served on their own
    /// threads, so a large output never blocks git while its input is still being written.
    static func run(_ arguments: [String], in directory: String, input: [UInt8]? = nil) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // `env` finds git on PATH; `--` would not help here, since `git` itself is the first argument.
        process.arguments = ["git", "-C", directory] + arguments
        var environment = ProcessInfo.processInfo.environment
        // Output meant for people (pagers, colors, translated messages) would garble what is parsed here.
        environment["GIT_PAGER"] = "cat"
        environment["LC_ALL"] = "C"
        process.environment = environment
        let output = Pipe(), errors = Pipe(), stdin = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = input == nil ? FileHandle.nullDevice : stdin
        do {
            try process.run()
        } catch {
            throw DriverError("cannot run git: \(error.localizedDescription)")
        }
        let group = DispatchGroup()
        nonisolated(unsafe) var out = Data(), err = Data()
        DispatchQueue.global().async(group: group) { out = output.fileHandleForReading.readDataToEndOfFile() }
        DispatchQueue.global().async(group: group) { err = errors.fileHandleForReading.readDataToEndOfFile() }
        if let input {
            stdin.fileHandleForWriting.write(Data(input))
            try? stdin.fileHandleForWriting.close()
        }
        group.wait()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: [UInt8](out), errors: String(decoding: err, as: UTF8.self))
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
