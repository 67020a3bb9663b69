/// One replacement of a byte range of one analyzed file: what every fix is made of. An insertion has `start == end`.
public struct SourceEdit: Sendable, Hashable {
    /// Index of the file in the analyzed files (`ProjectIndex.files`).
    public var file: Int
    /// First byte replaced.
    public var start: Int
    /// One past the last byte replaced.
    public var end: Int
    /// The bytes put there, as text.
    public var replacement: String

    /// Creates an edit replacing `start..<end` of `file` by `replacement`.
    public init(file: Int, start: Int, end: Int, replacement: String) {
        self.file = file
        self.start = start
        self.end = end
        self.replacement = replacement
    }

    /// Inserts `text` before byte `offset` of `file`.
    public static func insert(_ text: String, at offset: Int, file: Int) -> SourceEdit {
        SourceEdit(file: file, start: offset, end: offset, replacement: text)
    }

    /// Whether applying both edits would touch the same bytes: overlapping ranges, or two insertions at one place
    /// (their order would be a guess).
    func conflicts(with other: SourceEdit) -> Bool {
        guard file == other.file, self != other else { return false }
        if start == end && other.start == other.end { return start == other.start }
        return start < other.end && other.start < end
    }
}

/// What the fixer decided for one finding: the edits that fix it for certain, or why there are none.
public enum FixVerdict: Sendable, Hashable {
    /// Edits that, applied together, remove the finding without changing what the code does otherwise.
    case fixed([SourceEdit])
    /// Lowercase, no trailing period: why no certain fix exists (`'delegate' has no type annotation`).
    case notFixed(String)
}

/// Applies non-overlapping edits to one file's bytes.
enum EditApplication {
    /// `bytes` with `edits` (all of one file, none conflicting) applied.
    static func apply(_ edits: [SourceEdit], to bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + edits.reduce(0) { $0 + $1.replacement.utf8.count })
        var cursor = 0
        for edit in edits.sorted(by: { ($0.start, $0.end) < ($1.start, $1.end) }) {
            result += bytes[cursor ..< edit.start]
            result += Array(edit.replacement.utf8)
            cursor = edit.end
        }
        result += bytes[cursor...]
        return result
    }
}
