import Foundation

/// The lines of a git work tree that changed since a commit, uncommitted and untracked files included: what
/// `lint --since` reports on.
struct ChangedLines: Sendable {
    /// What changed in one file.
    enum Change: Sendable, Hashable {
        /// A file git does not track yet: every line is new.
        case wholeFile
        /// Line ranges of the work-tree side of the diff.
        case lines([ClosedRange<Int>])
    }

    /// The work tree's top folder, as git prints it (symbolic links resolved).
    var workTree: String
    /// Path relative to `workTree` → its change; files not listed did not change.
    var files: [String: Change]

    /// Whether line `line` of the file at `realPath` (absolute, links resolved) changed.
    func contains(realPath: String, line: Int) -> Bool {
        guard let relative = Paths.relative(realPath, to: workTree), let change = files[relative] else { return false }
        switch change {
        case .wholeFile: return true
        case .lines(let ranges): return ranges.contains { $0.contains(line) }
        }
    }

    /// Runs `git diff` against `commit` and lists untracked files, both at once on threads of their own, so the caller
    /// can analyze meanwhile; `wait` on the result returns them (the diff of a large tree costs git a stat per file).
    static func start(since commit: String, workTree: String) -> Pending {
        Pending(commit: commit, workTree: workTree)
    }

    /// The diff being computed.
    final class Pending: @unchecked Sendable {
        private var done: [DispatchSemaphore] = []
        private var diff: Result<Git.Run, Error>?
        private var untracked: Result<Git.Run, Error>?
        private let workTree: String

        fileprivate init(commit: String, workTree: String) {
            self.workTree = workTree
            done.append(Git.onOwnThread { [self] in
                // Renames are followed (-M), so a moved file counts only its edited lines; no external diff or textconv
                // driver configured in the repository runs; the prefixes are fixed whatever the user's diff settings.
                diff = Result { try Git.run(["-c", "core.quotePath=false", "diff", "--no-color", "--no-ext-diff", "--no-textconv", "--unified=0", "-M",
                                             "--src-prefix=a/", "--dst-prefix=b/", commit, "--"], in: workTree) }
            })
            done.append(Git.onOwnThread { [self] in
                untracked = Result { try Git.run(["ls-files", "--others", "--exclude-standard", "-z"], in: workTree) }
            })
        }

        /// The changed lines, once git is done.
        func wait() throws -> ChangedLines {
            for semaphore in done { semaphore.wait() }
            let diff = try diff!.get(), untracked = try untracked!.get()
            guard diff.status == 0 else { throw DriverError("git diff failed: \(diff.errors.trimmingCharacters(in: .whitespacesAndNewlines))") }
            guard untracked.status == 0 else { throw DriverError("git ls-files failed: \(untracked.errors.trimmingCharacters(in: .whitespacesAndNewlines))") }
            var files = ChangedLines.parseDiff(diff.output).mapValues(Change.lines)
            for path in untracked.output.split(separator: 0) { files[String(decoding: path, as: UTF8.self)] = .wholeFile }
            return ChangedLines(workTree: workTree, files: files)
        }
    }

    /// The work-tree side of a zero-context unified diff: per file (`+++ b/path`), the line ranges of its hunks
    /// (`@@ -a,b +c,d @@` → `c...c+d-1`; a hunk that only deletes adds no line). Deleted files are left out.
    static func parseDiff(_ bytes: [UInt8]) -> [String: [ClosedRange<Int>]] {
        var result: [String: [ClosedRange<Int>]] = [:]
        var current: String?
        for line in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true) {
            if line.starts(with: Array("+++ ".utf8)) {
                let path = String(decoding: line.dropFirst(4), as: UTF8.self)
                current = path.hasPrefix("b/") ? String(path.dropFirst(2)) : nil
                if let current, result[current] == nil { result[current] = [] }
            } else if line.starts(with: Array("@@ ".utf8)), let current {
                let text = String(decoding: line, as: UTF8.self)
                guard let plus = text.split(separator: " ").first(where: { $0.hasPrefix("+") }) else { continue }
                let parts = plus.dropFirst().split(separator: ",")
                guard let start = parts.first.flatMap({ Int($0) }) else { continue }
                let count = parts.count > 1 ? Int(parts[1]) ?? 1 : 1
                if count > 0 { result[current]!.append(start ... start + count - 1) }
            }
        }
        return result
    }
}
