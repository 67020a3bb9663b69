import CrosstalkDriver
import Foundation
#if canImport(Glibc)
import Glibc

// Grow malloc's heaps 64 MiB at a time instead of a page at a time. Each growth of a worker thread's
// arena is an mprotect, which takes the address-space lock the other worker's page faults wait on:
// ~3,400 of them in a 1M-line run cost a tenth of a second of system time. Untouched pages stay unbacked.
// (Swift's Glibc module does not export <malloc.h>, hence the lookup.)
if let mallopt = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") {
    let topPad: Int32 = -2 // M_TOP_PAD
    _ = unsafeBitCast(mallopt, to: (@convention(c) (Int32, Int32) -> Int32).self)(topPad, 64 << 20)
}
#endif

exit(Driver.run(arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment,
                currentDirectory: FileManager.default.currentDirectoryPath, output: StandardOutput(), exitsAfterward: true).rawValue)
