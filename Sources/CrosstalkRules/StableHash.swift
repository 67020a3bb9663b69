/// The one hash of every fingerprint (baselines, SARIF's and Code Climate's stand-ins): 64-bit FNV-1a as 16
/// lowercase hex digits. Not cryptographic; it only needs to be stable across runs, platforms and versions, which
/// Swift's `Hasher` (seeded per process) is not.
public enum StableHash {
    /// The hash of `fields`, each followed by `separator` (a byte the fields cannot hold, so that no two ways of
    /// splitting the same bytes into fields hash alike). Byte arrays, not any sequence: a generic would run
    /// unspecialized from the modules that call it, a protocol call per byte.
    public static func hex(_ fields: [[UInt8]], separator: UInt8) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ byte: UInt8) { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        for field in fields {
            for byte in field { mix(byte) }
            mix(separator)
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
