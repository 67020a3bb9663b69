import Foundation
import XCTest

/// What one run of a process produced.
struct ProcessRun {
    var status: Int32
    /// False when the process died of a signal (a crash) instead of exiting.
    var exited: Bool
    var timedOut: Bool
    var stdout: String
    var stderr: String
    var stdoutBytes: Data
}

/// Runs the real `crosstalk` binary (and other tools) in temporary directories holding fixture trees.
enum CLI {
    /// The repository checkout these tests were compiled from.
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// `Tests/Fixtures`.
    static let fixtures = repositoryRoot.appendingPathComponent("Tests/Fixtures")

    /// The built `crosstalk` executable, found beside the test bundle whatever the scratch path.
    ///
    /// The test target depends on the `crosstalk` product, so SwiftPM builds it into the same products
    /// folder as the test bundle (`<scratch>/<triple>/debug/`). On Linux the bundle is an executable and
    /// `Bundle.main` is its folder; on macOS the `.xctest` bundle is one of `Bundle.allBundles`.
    /// `CROSSTALK_EXECUTABLE` overrides the search.
    static let executable: Result<URL, CLIError> = {
        if let override = ProcessInfo.processInfo.environment["CROSSTALK_EXECUTABLE"] {
            return .success(URL(fileURLWithPath: override))
        }
        var folders: [URL] = [Bundle.main.bundleURL, URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
        if let main = Bundle.main.executableURL { folders.append(main.deletingLastPathComponent()) }
        for bundle in Bundle.allBundles + Bundle.allFrameworks {
            folders.append(bundle.bundleURL)
            folders.append(bundle.bundleURL.deletingLastPathComponent())
        }
        for folder in folders {
            let candidate = folder.appendingPathComponent("crosstalk")
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
               FileManager.default.isExecutableFile(atPath: candidate.path) {
                return .success(candidate.standardizedFileURL)
            }
        }
        return .failure(CLIError("crosstalk executable not found next to the test bundle (looked in \(folders.map(\.path))); set CROSSTALK_EXECUTABLE"))
    }()

    /// A fresh empty folder, removed when the test ends; its path has no symbolic links (`/tmp` may be one).
    static func workspace(for test: XCTestCase, copying fixture: String? = nil) throws -> URL {
        let base = URL(fileURLWithPath: NSTemporaryDirectory()).resolvingSymlinksInPath()
        let folder = base.appendingPathComponent("crosstalk-cli-\(UUID().uuidString)")
        if let fixture {
            try FileManager.default.copyItem(at: fixtures.appendingPathComponent(fixture), to: folder)
        } else {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        test.addTeardownBlock {
            // Make anything a test locked readable again so removal cannot fail.
            _ = try? run(URL(fileURLWithPath: "/bin/chmod"), ["-R", "u+rwx", folder.path], in: base)
            try? FileManager.default.removeItem(at: folder)
        }
        return folder
    }

    /// Writes `text` to `relative` inside `folder`, creating folders.
    static func write(_ text: String, to relative: String, in folder: URL) throws {
        try write(Data(text.utf8), to: relative, in: folder)
    }

    /// Writes `bytes` to `relative` inside `folder`, creating folders.
    static func write(_ bytes: Data, to relative: String, in folder: URL) throws {
        let file = folder.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try bytes.write(to: file)
    }

    /// Reads a file inside `folder` as UTF-8.
    static func read(_ relative: String, in folder: URL) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(relative), encoding: .utf8)
    }

    /// Runs any program with its output captured in files (no pipe can fill up and block it), killing it after `timeout`.
    ///
    /// The environment is this process's, minus `NO_COLOR`, plus `environment`.
    static func run(_ program: URL, _ arguments: [String], in folder: URL, environment: [String: String] = [:],
                    timeout: TimeInterval = 60) throws -> ProcessRun {
        let outURL = FileManager.default.temporaryDirectory.appendingPathComponent("crosstalk-out-\(UUID().uuidString)")
        let errURL = FileManager.default.temporaryDirectory.appendingPathComponent("crosstalk-err-\(UUID().uuidString)")
        guard FileManager.default.createFile(atPath: outURL.path, contents: nil),
              FileManager.default.createFile(atPath: errURL.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown)
        }
        defer {
            try? FileManager.default.removeItem(at: outURL)
            try? FileManager.default.removeItem(at: errURL)
        }
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        process.currentDirectoryURL = folder
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = nil
        for (key, value) in environment { env[key] = value }
        process.environment = env
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        var timedOut = false
        while process.isRunning {
            if Date() > deadline {
                timedOut = true
                process.terminate()
                kill(process.processIdentifier, SIGKILL)
                break
            }
            usleep(5_000)
        }
        process.waitUntilExit()
        try out.close()
        try err.close()
        let stdout = (try? Data(contentsOf: outURL)) ?? Data()
        let stderr = (try? Data(contentsOf: errURL)) ?? Data()
        return ProcessRun(status: process.terminationStatus, exited: process.terminationReason == .exit, timedOut: timedOut,
                          stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self),
                          stdoutBytes: stdout)
    }

    /// Words that only show up in standard error when a Swift program traps or crashes.
    static let crashMarkers = ["Fatal error", "Stack dump", "Backtrace", "Current stack trace", "Segmentation fault", "SIGSEGV", "SIGILL", "Illegal instruction", "#0 0x", "💣"]
}

/// A setup problem: the binary or a tool is missing.
struct CLIError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

extension XCTestCase {
    /// Runs `crosstalk arguments` in `folder` and checks what every run must satisfy: it ended on its own
    /// within the timeout, exited (no signal), with 0, 1 or 2, and printed no crash report or stack trace.
    @discardableResult
    func crosstalk(_ arguments: [String], in folder: URL, environment: [String: String] = [:], timeout: TimeInterval = 60,
                   file: StaticString = #filePath, line: UInt = #line) throws -> ProcessRun {
        let executable = try CLI.executable.get()
        let result = try CLI.run(executable, arguments, in: folder, environment: environment, timeout: timeout)
        let label = "crosstalk \(arguments.joined(separator: " "))"
        XCTAssertFalse(result.timedOut, "\(label): still running after \(timeout) s", file: file, line: line)
        XCTAssertTrue(result.exited, "\(label): killed by signal \(result.status)\n\(result.stderr)", file: file, line: line)
        XCTAssertTrue((0...2).contains(result.status), "\(label): exit code \(result.status)", file: file, line: line)
        for marker in CLI.crashMarkers {
            XCTAssertFalse(result.stderr.contains(marker), "\(label): stderr looks like a crash ('\(marker)'):\n\(result.stderr)", file: file, line: line)
        }
        return result
    }

    /// Asserts the exit code, showing both streams when it differs.
    func assertStatus(_ result: ProcessRun, _ expected: Int32, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(result.status, expected, "exit code\n--- stdout\n\(result.stdout)--- stderr\n\(result.stderr)", file: file, line: line)
    }

    /// Skips unless `python3` can import `module`.
    func requirePython(module: String) throws {
        guard let python = CLI.which("python3") else { throw XCTSkip("python3 is not installed") }
        let check = try CLI.run(python, ["-c", "import \(module)"], in: URL(fileURLWithPath: NSTemporaryDirectory()))
        guard check.status == 0 else { throw XCTSkip("python3 lacks the '\(module)' module") }
    }
}

extension CLI {
    /// The first `PATH` entry holding an executable `name`.
    static func which(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }
}
