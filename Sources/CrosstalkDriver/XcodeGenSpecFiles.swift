import CrosstalkGraph
import Foundation

/// Reads an XcodeGen spec with the files it `include:`s, for `XcodeGenSpec`, which never reads the file system.
enum XcodeGenSpecFiles {
    /// The files of the spec at `path`: each included file (depth first, each once, its path relative to the
    /// including file's folder) before the file that includes it; empty when `path` cannot be read. An include that
    /// cannot be read is left out: the rest of the spec still names targets.
    static func read(_ path: String) -> [(path: String, text: String)] {
        var seen: Set<String> = []
        var files: [(path: String, text: String)] = []
        func visit(_ file: String, depth: Int) {
            let file = (file as NSString).standardizingPath
            guard depth < 8, seen.insert(file).inserted, let data = FileManager.default.contents(atPath: file) else { return }
            let text = String(decoding: data, as: UTF8.self)
            let folder = (file as NSString).deletingLastPathComponent
            for include in XcodeGenSpec.includes(of: text) {
                visit(include.hasPrefix("/") ? include : folder + "/" + include, depth: depth + 1)
            }
            files.append((file, text))
        }
        visit(path, depth: 0)
        return files
    }
}
