import Foundation

/// Lexical path arithmetic: absolute paths, relative paths for glob matching, and display paths for reports.
///
/// Everything here is string work on `/`-separated paths; nothing touches the file system, so `..` is
/// resolved lexically (as shells and editors display paths), not through symlinks.
public enum Paths {
    /// `path` made absolute against `currentDirectory` and normalized.
    public static func absolute(_ path: String, currentDirectory: String) -> String {
        path.hasPrefix("/") ? normalize(path) : normalize(currentDirectory + "/" + path)
    }

    /// An absolute path without `.` segments, `..` segments, repeated or trailing slashes.
    public static func normalize(_ path: String) -> String {
        // Bytes, not Substrings: comparing Substrings with "." and ".." goes through Unicode-aware String comparison,
        // and every analyzed file's path passes through here.
        let dot = UInt8(ascii: "."), slash = UInt8(ascii: "/")
        let bytes = Array(path.utf8)
        var parts: [ArraySlice<UInt8>] = []
        for part in bytes.split(separator: slash) {
            if part.count == 1 && part.first == dot { continue }
            if part.count == 2 && part.first == dot && part.last == dot {
                if !parts.isEmpty { parts.removeLast() }
                continue
            }
            parts.append(part)
        }
        var result: [UInt8] = [slash]
        result.reserveCapacity(bytes.count + 1)
        for (k, part) in parts.enumerated() {
            if k > 0 { result.append(slash) }
            result.append(contentsOf: part)
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// `path` relative to `directory` (both absolute and normalized): `""` for the directory itself, nil outside it.
    public static func relative(_ path: String, to directory: String) -> String? {
        if path == directory { return "" }
        if directory == "/" { return String(path.dropFirst()) }
        guard path.utf8.starts(with: directory.utf8) else { return nil }
        let slash = path.utf8.index(path.utf8.startIndex, offsetBy: directory.utf8.count)
        guard slash < path.utf8.endIndex, path.utf8[slash] == UInt8(ascii: "/") else { return nil }
        return String(path[path.utf8.index(after: slash)...])
    }

    /// How reports show a file: relative to the current directory when it lies under it, else absolute.
    public static func display(_ path: String, currentDirectory: String) -> String {
        guard let relative = relative(path, to: currentDirectory) else { return path }
        return relative.isEmpty ? "." : relative
    }

    /// Whether `a` sorts before `b` by UTF-8 bytes (the order files are listed and analyzed in), by `memcmp`:
    /// sorting thousands of paths compares each many times, and `utf8` views compare element by element.
    static func precedes(_ a: String, _ b: String) -> Bool {
        var a = a, b = b
        return a.withUTF8 { x in
            b.withUTF8 { y in
                let common = min(x.count, y.count)
                let order = common == 0 ? 0 : memcmp(x.baseAddress!, y.baseAddress!, common)
                return order != 0 ? order < 0 : x.count < y.count
            }
        }
    }

    /// `directory/name`, without doubling the slash of the root.
    static func join(_ directory: String, _ name: String) -> String {
        directory == "/" ? "/" + name : directory + "/" + name
    }

    /// The folder containing `path` (absolute and normalized); the root is its own parent.
    static func parent(_ path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")), slash != path.utf8.startIndex else { return "/" }
        return String(path[..<slash])
    }
}
