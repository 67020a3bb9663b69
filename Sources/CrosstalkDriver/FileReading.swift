#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a file could not be read: the system's own reason, lowercased (`no such file or directory`).
struct FileReadError: Error, CustomStringConvertible {
    var description: String
}

/// The whole file at `path`, for sources and configuration files alike: one POSIX read sized by `fstat`
/// straight into the array (no `Data`, no second copy); only special files are read on to their end.
func readFile(_ path: String) -> Result<[UInt8], FileReadError> {
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { return .failure(FileReadError(description: systemErrorMessage())) }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { return .failure(FileReadError(description: systemErrorMessage())) }
    if (info.st_mode & S_IFMT) == S_IFDIR { return .failure(FileReadError(description: "is a directory")) }
    let size = Int(info.st_size)
    var failure: String?
    var bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
        while count < size {
            let got = read(fd, buffer.baseAddress! + count, size - count)
            if got < 0 && errno == EINTR { continue }
            if got < 0 { failure = systemErrorMessage(); break }
            if got == 0 { break }
            count += got
        }
    }
    if let failure { return .failure(FileReadError(description: failure)) }
    // A regular file read to the size fstat gave is done: asking again for end of file would be one more system
    // call per file, and system calls are a large share of reading many small files. A file growing while it is
    // read is not something a source analyzer has to see whole.
    if (info.st_mode & S_IFMT) == S_IFREG && size > 0 && bytes.count == size { return .success(bytes) }
    // Otherwise (a special file, a size of 0, a short read) read on to the end in chunks.
    var tailFailure: String?
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 4096) { chunk in
        while true {
            let got = read(fd, chunk.baseAddress!, chunk.count)
            if got < 0 && errno == EINTR { continue }
            if got < 0 { tailFailure = systemErrorMessage(); break }
            if got == 0 { break }
            bytes += chunk[0 ..< got]
        }
    }
    if let tailFailure { return .failure(FileReadError(description: tailFailure)) }
    return .success(bytes)
}
