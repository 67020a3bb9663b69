import Foundation

// A process's handler that the same method lets go of once the awaited process ends, and a pipe's readability
// handler that clears itself on the handle it is given at the end of the output, hold self only while the work
// runs. A handler on a kept process that nothing clears keeps self for as long as the object lives.
actor ArchiveBuildRunner {
    var currentProcess: Process?
    var keptProcess: Process?

    func run() async {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/true")
        currentProcess = process
        do { try process.run() } catch { return }
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            process.terminationHandler = { finished in
                self.report(status: finished.terminationStatus)
                done.resume()
            }
        }
        currentProcess = nil
    }

    func runKept() throws {
        let process = Process()
        keptProcess = process
        process.terminationHandler = { finished in // expect: closure_property_strong_self
            self.report(status: finished.terminationStatus)
        }
        try process.run()
    }

    nonisolated func report(status: Int32) { print(status) }
}

final class ArchiveToolClient {
    let process = Process()
    let errorPipe = Pipe()
    private(set) var errorLines: [String] = []

    init() throws {
        process.standardError = errorPipe
        try process.run()
        errorPipe.fileHandleForReading.readabilityHandler = { handle in
            let data = handle.availableData
            guard !data.isEmpty else {
                handle.readabilityHandler = nil
                return
            }
            self.record(String(decoding: data, as: UTF8.self))
        }
    }

    func record(_ line: String) { errorLines.append(line) }
}
