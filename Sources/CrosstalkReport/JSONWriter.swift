/// A streaming JSON writer: keys come out in the order written, pretty-printed with a 2-space indent.
///
/// Used for the lint report, SARIF, facts and graph output. Why not Foundation: `JSONSerialization`
/// and `JSONEncoder` take dictionaries (key order lost, or sorted alphabetically rather than in the
/// schema's order), box every value, and escape `/` as `\/`; this appends bytes into one buffer, so
/// 100k findings cost one growing array and no intermediate values.
///
/// ```swift
/// var w = JSONWriter()
/// w.object { w in
///     w.field("name", "crosstalk")
///     w.array("rules") { w in w.value("weak_delegate") }
/// }
/// let text = w.finish()
/// ```
public struct JSONWriter: Sendable {
    /// An open object or array.
    private struct Frame {
        /// Whether it already holds a member, so the next one needs a comma.
        var hasMembers = false
        /// Whether it is written on one line.
        var inline: Bool
    }

    private var buffer: [UInt8] = []
    private var frames: [Frame] = []
    /// True right after `key(_:)`: the value then continues the key's line.
    private var afterKey = false

    /// Creates an empty writer; `reservingCapacity` avoids regrowing the buffer when the caller can estimate the size.
    public init(reservingCapacity: Int = 0) {
        buffer.reserveCapacity(reservingCapacity)
    }

    /// A writer for one element inside `depth` open multi-line containers written by another writer:
    /// its output continues that document byte for byte, so elements can be rendered in parallel and
    /// concatenated in order. `afterMembers` says whether the innermost container already has elements.
    public init(continuingAtDepth depth: Int, afterMembers: Bool) {
        buffer.reserveCapacity(4096)
        frames = (0 ..< depth).map { _ in Frame(hasMembers: true, inline: false) }
        if depth > 0 { frames[depth - 1].hasMembers = afterMembers }
    }

    /// Records that the innermost container received elements written by `continuingAtDepth` writers.
    public mutating func noteElementsWrittenElsewhere() {
        if !frames.isEmpty { frames[frames.count - 1].hasMembers = true }
    }

    // MARK: Containers

    /// Opens an object as the next value; `inline` writes it on one line, like everything nested in it.
    public mutating func beginObject(inline: Bool = false) {
        startValue()
        buffer.append(UInt8(ascii: "{"))
        frames.append(Frame(inline: inline || frames.last?.inline == true))
    }

    /// Closes the innermost open object.
    public mutating func endObject() {
        endContainer(UInt8(ascii: "}"))
    }

    /// Opens an array as the next value; `inline` writes it on one line, like everything nested in it.
    public mutating func beginArray(inline: Bool = false) {
        startValue()
        buffer.append(UInt8(ascii: "["))
        frames.append(Frame(inline: inline || frames.last?.inline == true))
    }

    /// Closes the innermost open array.
    public mutating func endArray() {
        endContainer(UInt8(ascii: "]"))
    }

    /// Writes an object whose members `body` writes; `inline` puts it on one line (e.g. a site in a long list).
    public mutating func object(inline: Bool = false, _ body: (inout JSONWriter) -> Void) {
        beginObject(inline: inline)
        body(&self)
        endObject()
    }

    /// Writes an array whose elements `body` writes; `inline` puts it on one line.
    public mutating func array(inline: Bool = false, _ body: (inout JSONWriter) -> Void) {
        beginArray(inline: inline)
        body(&self)
        endArray()
    }

    /// Writes the member `name` holding an object whose members `body` writes.
    public mutating func object(_ name: String, inline: Bool = false, _ body: (inout JSONWriter) -> Void) {
        key(name)
        object(inline: inline, body)
    }

    /// Writes the member `name` holding an array whose elements `body` writes.
    public mutating func array(_ name: String, inline: Bool = false, _ body: (inout JSONWriter) -> Void) {
        key(name)
        array(inline: inline, body)
    }

    // MARK: Members and values

    /// Writes a member name inside an object; the next call writes its value.
    public mutating func key(_ name: String) {
        precondition(!afterKey && !frames.isEmpty, "json key outside an object or without a value before it")
        startMember()
        writeString(name)
        buffer.append(UInt8(ascii: ":"))
        buffer.append(UInt8(ascii: " "))
        afterKey = true
    }

    /// Writes a string value.
    public mutating func value(_ string: String) {
        startValue()
        writeString(string)
    }

    /// Writes an integer value.
    public mutating func value(_ number: Int) {
        startValue()
        // Small integers print into a small (inline, allocation-free) String.
        buffer.append(contentsOf: String(number).utf8)
    }

    /// Writes `true` or `false`.
    public mutating func value(_ bool: Bool) {
        startValue()
        buffer.append(contentsOf: bool ? "true".utf8 : "false".utf8)
    }

    /// Writes `null`.
    public mutating func null() {
        startValue()
        buffer.append(contentsOf: "null".utf8)
    }

    /// Writes the member `name` with a string value.
    public mutating func field(_ name: String, _ string: String) {
        key(name)
        value(string)
    }

    /// Writes the member `name` with an integer value.
    public mutating func field(_ name: String, _ number: Int) {
        key(name)
        value(number)
    }

    /// Writes the member `name` with a boolean value.
    public mutating func field(_ name: String, _ bool: Bool) {
        key(name)
        value(bool)
    }

    /// Ends the document with a newline and returns it; every container must be closed.
    /// Hands over what is written so far and empties the buffer; open containers stay open, so a long
    /// document (the facts of a whole tree) streams out in pieces instead of being held in memory.
    public mutating func drain() -> [UInt8] {
        defer { buffer.removeAll(keepingCapacity: true) }
        return buffer
    }

    /// Like `finish`, as bytes (for streaming).
    public mutating func finishBytes() -> [UInt8] {
        precondition(frames.isEmpty && !afterKey, "json document finished with an open container or a key without a value")
        buffer.append(UInt8(ascii: "\n"))
        return buffer
    }

    public mutating func finish() -> String {
        precondition(frames.isEmpty && !afterKey, "json document finished with an open container or a key without a value")
        buffer.append(UInt8(ascii: "\n"))
        return String(decoding: buffer, as: UTF8.self)
    }

    // MARK: Layout

    private mutating func startValue() {
        if afterKey {
            afterKey = false
        } else {
            startMember()
        }
    }

    /// Comma, then newline and indent (or a space on an inline line) before a member or element; nothing for the top-level value.
    private mutating func startMember() {
        guard let last = frames.indices.last else { return }
        if frames[last].hasMembers {
            buffer.append(UInt8(ascii: ","))
            if frames[last].inline { buffer.append(UInt8(ascii: " ")) }
        } else {
            frames[last].hasMembers = true
        }
        if !frames[last].inline {
            newline(depth: frames.count)
        }
    }

    private mutating func endContainer(_ close: UInt8) {
        precondition(!afterKey && !frames.isEmpty, "json container closed right after a key or never opened")
        let frame = frames.removeLast()
        // Empty containers stay on one line: `[]`, `{}`.
        if frame.hasMembers && !frame.inline {
            newline(depth: frames.count)
        }
        buffer.append(close)
    }

    private mutating func newline(depth: Int) {
        buffer.append(UInt8(ascii: "\n"))
        buffer.append(contentsOf: repeatElement(UInt8(ascii: " "), count: depth * 2))
    }

    // MARK: Strings

    /// Writes `string` quoted: `"` `\` and C0 controls escaped, U+2028/U+2029 as `\u` escapes, other text as UTF-8.
    /// Bytes that may need an escape: controls, `"`, `\`, and 0xE2 (which starts U+2028/U+2029).
    private static let special: [Bool] = (0 ..< 256).map { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0xE2 }

    private mutating func writeString(_ string: String) {
        buffer.append(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { utf8 in
            let count = utf8.count
            var runStart = 0
            var i = 0
            while i < count {
                let byte = utf8[i]
                // Most bytes need nothing: one table load skips them.
                if !JSONWriter.special[Int(byte)] {
                    i += 1
                    continue
                }
                // nil: a control byte without a short escape, written as `\u00XX`.
                let escape: StaticString?
                var length = 1
                switch byte {
                case UInt8(ascii: "\""): escape = "\\\""
                case UInt8(ascii: "\\"): escape = "\\\\"
                case 0x0A: escape = "\\n"
                case 0x0D: escape = "\\r"
                case 0x09: escape = "\\t"
                case 0x08: escape = "\\b"
                case 0x0C: escape = "\\f"
                case 0x00..<0x20: escape = nil
                // U+2028 and U+2029 (E2 80 A8/A9) are legal in JSON but end a line in JavaScript before
                // ES2019, so escaping them keeps the output safe to paste into a script or HTML page.
                case 0xE2 where i + 2 < count && utf8[i + 1] == 0x80 && (utf8[i + 2] == 0xA8 || utf8[i + 2] == 0xA9):
                    escape = utf8[i + 2] == 0xA8 ? "\\u2028" : "\\u2029"
                    length = 3
                default:
                    i += 1
                    continue
                }
                buffer.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<i]))
                if let escape {
                    buffer.append(contentsOf: UnsafeBufferPointer(start: escape.utf8Start, count: escape.utf8CodeUnitCount))
                } else {
                    appendUnicodeEscape(byte)
                }
                i += length
                runStart = i
            }
            buffer.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<count]))
        }
        buffer.append(UInt8(ascii: "\""))
    }

    /// `\u00XX` for a control byte without a short escape.
    private mutating func appendUnicodeEscape(_ byte: UInt8) {
        let hex: StaticString = "0123456789abcdef"
        buffer.append(contentsOf: "\\u00".utf8)
        buffer.append(hex.utf8Start[Int(byte >> 4)])
        buffer.append(hex.utf8Start[Int(byte & 0xF)])
    }
}
