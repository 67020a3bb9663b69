#if canImport(Glibc)
import Glibc
#endif

extension Parser {
    /// Prepares the process for parsing on several threads at once; call it before starting them (once is
    /// enough, later calls do nothing).
    ///
    /// On Linux it makes malloc grow its heaps 64 MiB at a time instead of a page at a time. Every growth of a
    /// thread's arena is an `mprotect`, which takes the address-space lock that the other threads' page faults
    /// wait on, so parsing threads that allocate tokens and nodes at full speed would queue behind each other.
    /// Pages the heaps reserve but do not touch cost no memory. Elsewhere it does nothing.
    public static func prepareForParallelParsing() {
        _ = heapGrowthIsTuned
    }

    /// Set once per process (a `static let` initializer runs exactly once, whichever thread gets there first).
    private static let heapGrowthIsTuned: Bool = {
        #if canImport(Glibc)
        // `mallopt` is declared in <malloc.h>, which Swift's Glibc module does not export: look it up by name.
        guard let mallopt = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return false }
        let topPad: Int32 = -2 // M_TOP_PAD
        _ = unsafeBitCast(mallopt, to: (@convention(c) (Int32, Int32) -> Int32).self)(topPad, 64 << 20)
        return true
        #else
        return false
        #endif
    }()
}
