import Foundation

/// Where the driver writes: standard output and standard error in the real binary, buffers in tests.
public protocol DriverOutput: AnyObject {
    func write(_ text: String)
    func writeError(_ text: String)
    /// Raw bytes to standard output (streamed reports), without a round trip through `String`.
    func writeBytes(_ bytes: [UInt8])
    /// Whether standard output is a terminal (color is used only then).
    var isTerminal: Bool { get }
}

/// The process's standard output and error.
public final class StandardOutput: DriverOutput {
    public init() {}
    public func write(_ text: String) { FileHandle.standardOutput.write(Data(text.utf8)) }
    public func writeError(_ text: String) { FileHandle.standardError.write(Data(text.utf8)) }
    /// Straight to the file descriptor: wrapping each chunk in `Data` copied every byte of a large report again.
    public func writeBytes(_ bytes: [UInt8]) { writeAll(STDOUT_FILENO, bytes) }
    public var isTerminal: Bool { isatty(STDOUT_FILENO) != 0 }
}

/// Output captured in memory, for tests that call `Driver.run` in-process.
public final class CapturedOutput: DriverOutput {
    public private(set) var standardOutput = ""
    public private(set) var standardError = ""
    public var isTerminal: Bool
    public init(isTerminal: Bool = false) { self.isTerminal = isTerminal }
    public func write(_ text: String) { standardOutput += text }
    public func writeError(_ text: String) { standardError += text }
    public func writeBytes(_ bytes: [UInt8]) { standardOutput += String(decoding: bytes, as: UTF8.self) }
}

/// Writes all of `bytes` to `fd`, retrying partial writes and interruptions; false on any other error
/// (standard output ignores it: a closed pipe means the reader has what it wanted, as with `crosstalk facts | head`).
@discardableResult
func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { buffer in
        guard var next = buffer.baseAddress else { return true }
        var remaining = buffer.count
        while remaining > 0 {
            let written = Foundation.write(fd, next, remaining)
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            next += written
            remaining -= written
        }
        return true
    }
}
