import CrosstalkFacts
import CrosstalkSyntax
import Synchronization

/// The text of analyzed files' lines, for what prints or fingerprints a line after the analysis: a file's kept source
/// when it has one, else the file read again from disk, once, on first use. Lint keeps facts, not text, for the
/// whole run, and only the files with findings are read again.
final class SourceLines: Sendable {
    private let files: [FileFacts]
    private let absolutePaths: [String]
    private let reread = Mutex<[Int: SourceFile]>([:])

    /// `absolutePaths[i]` is where `files[i]` is on disk.
    init(files: [FileFacts], absolutePaths: [String]) {
        self.files = files
        self.absolutePaths = absolutePaths
    }

    /// Line `line` (1-based) of file `file`, without its line break; empty when the file can no longer be read.
    func text(file: Int, line: Int) -> String {
        if let source = files[file].source { return source.lineText(line) }
        return reread.withLock { cache in
            if let source = cache[file] { return source.lineText(line) }
            let bytes = (try? Analysis.read(absolutePaths[file]).get()) ?? []
            let source = SourceFile(path: absolutePaths[file], bytes: bytes)
            cache[file] = source
            return source.lineText(line)
        }
    }
}
