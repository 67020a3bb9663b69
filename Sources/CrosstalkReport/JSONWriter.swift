import CrosstalkSyntax
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
public struct JSONWriter {
    /// Where the bytes go. A class, so an append is a pointer store rather than an `Array` uniqueness and
    /// capacity check through `inout self`; a writer is used in place (`var w`, passed `inout`), never copied.
    private let buffer: ByteBuffer
    /// The containers around the innermost open one, one bit each (bit `i` is the container at depth `i + 1`):
    /// whether it holds a member, and whether it is written on one line. Bits rather than an array of frames,
    /// because every inline fact object and list opens and closes a container (millions in a large tree's
    /// facts), and the schemas nest a handful deep (at most `maximumDepth`). The innermost container's state
    /// lives in plain properties (`depth`, `hasMembers`, `inline`), because every member reads it.
    private var outerHasMembers: UInt64 = 0
    private var outerInline: UInt64 = 0
    /// Containers a document can nest.
    public static let maximumDepth = 64
    /// Open containers.
    private var depth = 0
    /// Whether the innermost container already holds a member, so the next one needs a comma.
    private var hasMembers = false
    /// Whether the innermost container is written on one line.
    private var inline = false
    /// True right after `key(_:)`: the value then continues the key's line.
    private var afterKey = false

    /// Creates an empty writer; `reservingCapacity` avoids regrowing the buffer when the caller can estimate the size.
    public init(reservingCapacity: Int = 0) {
        buffer = ByteBuffer(capacity: reservingCapacity)
    }

    /// A writer for one element inside `depth` open multi-line containers written by another writer:
    /// its output continues that document byte for byte, so elements can be rendered in parallel and
    /// concatenated in order. `afterMembers` says whether the innermost container already has elements.
    public init(continuingAtDepth depth: Int, afterMembers: Bool, reservingCapacity: Int = 4096) {
        buffer = ByteBuffer(capacity: reservingCapacity)
        guard depth > 0 else { return }
        precondition(depth <= Self.maximumDepth, "json nested deeper than \(Self.maximumDepth) containers")
        outerHasMembers = (1 << UInt64(depth - 1)) - 1
        self.depth = depth
        hasMembers = afterMembers
    }

    // MARK: Containers

    /// Opens an object as the next value; `inline` writes it on one line, like everything nested in it.
    public mutating func beginObject(inline: Bool = false) {
        beginContainer(UInt8(ascii: "{"), inline: inline)
    }

    /// Closes the innermost open object.
    public mutating func endObject() {
        endContainer(UInt8(ascii: "}"))
    }

    /// Opens an array as the next value; `inline` writes it on one line, like everything nested in it.
    public mutating func beginArray(inline: Bool = false) {
        beginContainer(UInt8(ascii: "["), inline: inline)
    }

    /// Closes the innermost open array.
    public mutating func endArray() {
        endContainer(UInt8(ascii: "]"))
    }

    /// Writes an object whose members `body` writes; `inline` puts it on one line (e.g. a site in a long list).
    @inline(__always)
    public mutating func object(inline: Bool = false, _ body: (inout JSONWriter) -> Void) {
        beginObject(inline: inline)
        body(&self)
        endObject()
    }

    /// Writes an array whose elements `body` writes; `inline` puts it on one line.
    @inline(__always)
    public mutating func array(inline: Bool = false, _ body: (inout JSONWriter) -> Void) {
        beginArray(inline: inline)
        body(&self)
        endArray()
    }

    /// Writes the member `name` holding an object whose members `body` writes.
    @inline(__always)
    public mutating func object(_ name: StaticString, inline: Bool = false, _ body: (inout JSONWriter) -> Void) {
        key(name)
        object(inline: inline, body)
    }

    /// Writes the member `name` holding an array whose elements `body` writes.
    @inline(__always)
    public mutating func array(_ name: StaticString, inline: Bool = false, _ body: (inout JSONWriter) -> Void) {
        key(name)
        array(inline: inline, body)
    }

    /// Writes the member `name` holding `[]`, as `array(name) { _ in }` does but without opening a container:
    /// most of a file's fact lists are empty.
    public mutating func emptyArray(_ name: StaticString) {
        member(name, followedBy: "[]")
    }

    // MARK: Members and values

    /// Writes a member name inside an object; the next call writes its value. Names are literals in the
    /// schema's spelling, so they are copied as they are (no escaping); `key(text:)` takes any string.
    /// Inlined: at each call site the name's length is a constant, so copying it is a few moves.
    @inline(__always)
    public mutating func key(_ name: StaticString) {
        member(name)
        afterKey = true
    }

    /// A member's layout and name, and `literal` if its value is one (`[]`).
    @inline(__always)
    private mutating func member(_ name: StaticString, followedBy literal: StaticString = "") {
        precondition(!afterKey && depth > 0, "json key outside an object or without a value before it")
        startMember()
        buffer.appendMemberName(name, followedBy: literal)
    }

    /// Writes a member name computed at run time (escaped like any string value).
    public mutating func key(text name: String) {
        precondition(!afterKey && depth > 0, "json key outside an object or without a value before it")
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
        buffer.appendDecimal(number)
    }

    /// Writes `true` or `false`.
    public mutating func value(_ bool: Bool) {
        startValue()
        buffer.append(bool ? "true" : "false")
    }

    /// Writes `null`.
    public mutating func null() {
        startValue()
        buffer.append("null")
    }

    /// Writes the member `name` with a string value.
    @inline(__always)
    public mutating func field(_ name: StaticString, _ string: String) {
        key(name)
        value(string)
    }

    /// Writes the member `name` with an integer value.
    @inline(__always)
    public mutating func field(_ name: StaticString, _ number: Int) {
        key(name)
        value(number)
    }

    /// Writes the member `name` with a boolean value.
    @inline(__always)
    public mutating func field(_ name: StaticString, _ bool: Bool) {
        key(name)
        value(bool)
    }

    /// Hands over what is written so far and empties the buffer; open containers stay open, so a long
    /// document (the facts of a whole tree) streams out in pieces instead of being held in memory.
    public mutating func drain() -> [UInt8] {
        buffer.take()
    }

    /// Hands over what is written so far without copying it (`drain` copies it into an array); the writer is
    /// done with. The facts of every file are rendered this way on a worker and copied once, into the output.
    public consuming func chunk() -> JSONChunk {
        JSONChunk(buffer: buffer)
    }

    /// Like `finish`, as bytes (for streaming).
    public mutating func finishBytes() -> [UInt8] {
        precondition(depth == 0 && !afterKey, "json document finished with an open container or a key without a value")
        buffer.append(UInt8(ascii: "\n"))
        return buffer.take()
    }

    /// Ends the document with a newline and returns it; every container must be closed.
    public mutating func finish() -> String {
        String(decoding: finishBytes(), as: UTF8.self)
    }

    // MARK: Layout

    private mutating func beginContainer(_ open: UInt8, inline: Bool) {
        startValue()
        buffer.append(open)
        if depth > 0 {
            precondition(depth < Self.maximumDepth, "json nested deeper than \(Self.maximumDepth) containers")
            let bit: UInt64 = 1 << UInt64(depth - 1)
            outerHasMembers = hasMembers ? outerHasMembers | bit : outerHasMembers & ~bit
            outerInline = self.inline ? outerInline | bit : outerInline & ~bit
        }
        depth += 1
        hasMembers = false
        self.inline = inline || self.inline
    }

    private mutating func endContainer(_ close: UInt8) {
        precondition(!afterKey, "json container closed right after a key")
        precondition(depth > 0, "json container closed but never opened")
        depth -= 1
        // Empty containers stay on one line: `[]`, `{}`.
        if hasMembers && !inline {
            newline(depth: depth)
        }
        buffer.append(close)
        if depth > 0 {
            let bit: UInt64 = 1 << UInt64(depth - 1)
            hasMembers = outerHasMembers & bit != 0
            inline = outerInline & bit != 0
        } else {
            hasMembers = false
            inline = false
        }
    }

    @inline(__always)
    private mutating func startValue() {
        if afterKey {
            afterKey = false
        } else {
            startMember()
        }
    }

    /// Comma, then newline and indent (or a space on an inline line) before a member or element; nothing for the top-level value.
    @inline(__always)
    private mutating func startMember() {
        guard depth > 0 else { return }
        if hasMembers {
            if inline {
                buffer.append(UInt8(ascii: ","), UInt8(ascii: " "))
                return
            }
            buffer.append(UInt8(ascii: ","))
        } else {
            hasMembers = true
            if inline { return }
        }
        newline(depth: depth)
    }

    /// A line break and the indent for `depth`: one copy from a line break followed by the indent of the deepest
    /// nesting (`maximumDepth` levels of two spaces).
    private mutating func newline(depth: Int) {
        let deepest: StaticString = "\n                                                                                                                                "
        buffer.append(deepest.utf8Start, count: 1 + 2 * depth)
    }

    /// Writes `string` quoted and escaped (see `ByteBuffer.appendQuoted`).
    @inline(__always)
    private mutating func writeString(_ string: String) {
        buffer.appendQuoted(string)
    }
}

extension JSONWriter {
    /// Writes an object on one line through `InlineObjectWriter`, whose members need no layout bookkeeping:
    /// the facts output is millions of such one-line objects, and there the general writer's per-member checks
    /// (open containers, a key before each value, indentation) would cost as much as writing the members.
    @inline(__always)
    public mutating func inlineObject(_ body: (inout InlineObjectWriter) -> Void) {
        startValue()
        InlineObjectWriter.write(into: buffer, body)
    }

    /// `"name": [ … ]` with one one-line object per item, written by `body` from the item read where the array
    /// holds it (`InPlace`); `"name": []` when there are none.
    public mutating func inlineObjects<Item>(_ name: StaticString, _ items: [Item], _ body: (inout InlineObjectWriter, InPlace<Item>) -> Void) {
        guard !items.isEmpty else { return emptyArray(name) }
        array(name) { w in
            items.withUnsafeBufferPointer { items in
                for item in items.indices { w.inlineObject { o in body(&o, InPlace(items.baseAddress! + item)) } }
            }
        }
    }
}

/// An array element read member by member (`item.name`) where its array holds it, for the length of one
/// `JSONWriter.inlineObjects` element. Iterating the array would hand each element over as a copy, retaining and
/// releasing every string and list in it only to read them once.
@dynamicMemberLookup
public struct InPlace<Item> {
    private let item: UnsafePointer<Item>

    fileprivate init(_ item: UnsafePointer<Item>) {
        self.item = item
    }

    /// The member at `member`, read without copying the rest of the element.
    @inline(__always)
    public subscript<Member>(dynamicMember member: KeyPath<Item, Member>) -> Member {
        item.pointee[keyPath: member]
    }
}

/// The members of one object written on one line (`JSONWriter.inlineObject`): `"name": value` joined by `, `.
/// Values are scalars, lists of strings or integers, and lists of further one-line objects.
public struct InlineObjectWriter {
    fileprivate let buffer: ByteBuffer
    private var hasMembers = false

    fileprivate init(buffer: ByteBuffer) {
        self.buffer = buffer
    }

    /// `{`, the members `body` writes, `}`.
    @inline(__always)
    fileprivate static func write(into buffer: ByteBuffer, _ body: (inout InlineObjectWriter) -> Void) {
        buffer.append(UInt8(ascii: "{"))
        var object = InlineObjectWriter(buffer: buffer)
        body(&object)
        buffer.append(UInt8(ascii: "}"))
    }

    /// `"name": ` and, if given, a literal value, after `, ` unless it is the first member.
    @inline(__always)
    private mutating func key(_ name: StaticString, followedBy literal: StaticString = "") {
        buffer.appendMemberName(name, separated: hasMembers, followedBy: literal)
        hasMembers = true
    }

    @inline(__always)
    public mutating func field(_ name: StaticString, _ string: String) {
        key(name)
        buffer.appendQuoted(string)
    }

    @inline(__always)
    public mutating func field(_ name: StaticString, _ number: Int) {
        key(name)
        buffer.appendDecimal(number)
    }

    @inline(__always)
    public mutating func field(_ name: StaticString, _ bool: Bool) {
        key(name, followedBy: bool ? "true" : "false")
    }

    /// The member `name` with a string value, or `null`.
    @inline(__always)
    public mutating func field(_ name: StaticString, _ string: String?) {
        if let string { field(name, string) } else { null(name) }
    }

    /// The member `name` with an integer value, or `null`.
    @inline(__always)
    public mutating func field(_ name: StaticString, _ number: Int?) {
        if let number { field(name, number) } else { null(name) }
    }

    public mutating func null(_ name: StaticString) {
        key(name, followedBy: "null")
    }

    /// The member `name` with an array of strings.
    public mutating func field(_ name: StaticString, _ strings: [String]) {
        list(name, strings) { buffer, string in buffer.appendQuoted(string) }
    }

    /// The member `name` with an array of integers.
    public mutating func field(_ name: StaticString, _ numbers: [Int]) {
        list(name, numbers) { buffer, number in buffer.appendDecimal(number) }
    }

    /// The member `name` with an array of one-line objects, one per item, written by `body`.
    public mutating func objects<Item>(_ name: StaticString, _ items: [Item], _ body: (inout InlineObjectWriter, Item) -> Void) {
        list(name, items) { buffer, item in InlineObjectWriter.write(into: buffer) { body(&$0, item) } }
    }

    /// `"name": [` the items, each written by `element`, joined by `, ` `]`.
    private mutating func list<Item>(_ name: StaticString, _ items: [Item], _ element: (ByteBuffer, Item) -> Void) {
        // Most lists (a property's modifiers, a type's attributes) are empty: one member with a literal value.
        guard !items.isEmpty else { return key(name, followedBy: "[]") }
        key(name)
        buffer.append(UInt8(ascii: "["))
        for (i, item) in items.enumerated() {
            if i > 0 { buffer.append(UInt8(ascii: ","), UInt8(ascii: " ")) }
            element(buffer, item)
        }
        buffer.append(UInt8(ascii: "]"))
    }
}

/// Bytes a writer has handed over (`JSONWriter.chunk`), read in place.
public struct JSONChunk: @unchecked Sendable {
    // Unchecked: once handed over, the buffer has no other owner.
    fileprivate let buffer: ByteBuffer

    public func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        buffer.withUnsafeBytes(body)
    }
}

/// A growable byte buffer written through a pointer, for `JSONWriter`.
private final class ByteBuffer {
    private var base: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 256)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// Room for `n` more bytes, so a caller can write several pieces with one check.
    @inline(__always) func reserve(_ n: Int) {
        if capacity - count < n { grow(n) }
    }

    @inline(__always) func append(_ byte: UInt8) {
        if count == capacity { grow(1) }
        base[count] = byte
        count += 1
    }

    @inline(__always) func append(_ first: UInt8, _ second: UInt8) {
        reserve(2)
        base[count] = first
        base[count + 1] = second
        count += 2
    }

    @inline(__always) func append(_ text: StaticString) {
        append(text.utf8Start, count: text.utf8CodeUnitCount)
    }

    @inline(__always) func append(_ bytes: UnsafePointer<UInt8>, count n: Int) {
        reserve(n)
        ByteBuffer.copy(bytes, to: base + count, n)
        count += n
    }

    /// Most copies here are a few bytes (a name, a short value): two overlapping word moves beat a call to memcpy.
    @inline(__always) static func copy(_ source: UnsafePointer<UInt8>, to destination: UnsafeMutablePointer<UInt8>, _ n: Int) {
        let from = UnsafeRawPointer(source)
        let to = UnsafeMutableRawPointer(destination)
        switch n {
        case 17 ... 32:
            let head = (from.loadUnaligned(as: UInt64.self), from.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
            let tail = (from.loadUnaligned(fromByteOffset: n - 16, as: UInt64.self), from.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self))
            to.storeBytes(of: head.0, as: UInt64.self)
            to.storeBytes(of: head.1, toByteOffset: 8, as: UInt64.self)
            to.storeBytes(of: tail.0, toByteOffset: n - 16, as: UInt64.self)
            to.storeBytes(of: tail.1, toByteOffset: n - 8, as: UInt64.self)
        case 8 ... 16:
            let head = from.loadUnaligned(as: UInt64.self)
            let tail = from.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self)
            to.storeBytes(of: head, as: UInt64.self)
            to.storeBytes(of: tail, toByteOffset: n - 8, as: UInt64.self)
        case 4 ..< 8:
            let head = from.loadUnaligned(as: UInt32.self)
            let tail = from.loadUnaligned(fromByteOffset: n - 4, as: UInt32.self)
            to.storeBytes(of: head, as: UInt32.self)
            to.storeBytes(of: tail, toByteOffset: n - 4, as: UInt32.self)
        case 0 ..< 4:
            for i in 0 ..< n { destination[i] = source[i] }
        default:
            destination.update(from: source, count: n)
        }
    }

    private func grow(_ needed: Int) {
        let newCapacity = max(capacity * 2, count + needed)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    /// `"name": ` for a name that needs no escaping, after `, ` if `separated`, followed by `literal` (a value that
    /// needs no escaping either, such as `true` or `null`): one capacity check for a whole member.
    @inline(__always) func appendMemberName(_ name: StaticString, separated: Bool = false, followedBy literal: StaticString = "") {
        let length = name.utf8CodeUnitCount
        let literalLength = literal.utf8CodeUnitCount
        reserve(length + 6 + literalLength)
        // The separator is stored either way, then kept or written over: no branch on it.
        let separator = (UInt16(UInt8(ascii: " ")) << 8 | UInt16(UInt8(ascii: ","))).littleEndian
        UnsafeMutableRawPointer(base + count).storeBytes(of: separator, as: UInt16.self)
        let at = base + count + (separated ? 2 : 0)
        at[0] = UInt8(ascii: "\"")
        ByteBuffer.copy(name.utf8Start, to: at + 1, length)
        at[length + 1] = UInt8(ascii: "\"")
        at[length + 2] = UInt8(ascii: ":")
        at[length + 3] = UInt8(ascii: " ")
        ByteBuffer.copy(literal.utf8Start, to: at + length + 4, literalLength)
        count = at - base + length + 4 + literalLength
    }

    /// `number` in decimal, written into place from the last digit: no `String` per number. Two digits a step,
    /// from a table of the pairs `00` to `99`, as most numbers here are lines and columns of two to four digits.
    func appendDecimal(_ number: Int) {
        reserve(20)
        if number < 0 {
            base[count] = UInt8(ascii: "-")
            count += 1
        }
        var magnitude = number.magnitude
        // Exact below 1000 (most lines and columns) without a loop; larger numbers count on from there.
        var digits = magnitude < 10 ? 1 : magnitude < 100 ? 2 : 3
        var power: UInt = 1000
        while digits < 19 && magnitude >= power {
            digits += 1
            power *= 10
        }
        // Wrapping arithmetic below: positions stay inside the twenty bytes reserved, so overflow checks are dead weight.
        count += digits
        var at = base + count
        let pairs = ByteBuffer.digitPairs.utf8Start
        while magnitude >= 10 {
            let pair = Int(truncatingIfNeeded: magnitude % 100) &* 2
            magnitude /= 100
            at -= 2
            at[0] = pairs[pair]
            at[1] = pairs[pair &+ 1]
        }
        if at > base + count - digits {
            at[-1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude)
        }
    }

    /// `00`, `01`, … `99`: the two digits of `n` are at `2 * n`.
    private static let digitPairs: StaticString = """
        00010203040506070809101112131415161718192021222324252627282930313233343536373839\
        40414243444546474849505152535455565758596061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899
        """

    func withUnsafeBytes<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        body(UnsafeRawBufferPointer(start: base, count: count))
    }

    /// The bytes written so far, leaving the buffer empty (its capacity kept).
    func take() -> [UInt8] {
        defer { count = 0 }
        return Array(UnsafeBufferPointer(start: base, count: count))
    }

    /// `string` quoted: `"` `\` and C0 controls escaped, U+2028/U+2029 as `\u` escapes, other text as UTF-8.
    func appendQuoted(_ string: String) {
        // Native and small strings (every string on Linux) lend their UTF-8 in place. `withUTF8` is the fallback
        // only: it takes the string `inout`, so it costs a copy (a retain and release) per value.
        if string.utf8.withContiguousStorageIfAvailable({ appendQuoted(utf8: $0) }) == nil {
            var string = string
            string.withUTF8 { appendQuoted(utf8: $0) }
        }
    }

    @inline(__always) private func appendQuoted(utf8: UnsafeBufferPointer<UInt8>) {
        let total = utf8.count
        // Most values (names, types, kinds, qualified names) are short plain ASCII: checked in at most four
        // overlapping words and copied with the quotes under one capacity check.
        if total <= 32, let source = utf8.baseAddress, ByteBuffer.isPlainASCII(short: source, count: total) {
            reserve(total + 2)
            base[count] = UInt8(ascii: "\"")
            ByteBuffer.copy(source, to: base + count + 1, total)
            base[count + total + 1] = UInt8(ascii: "\"")
            count += total + 2
            return
        }
        append(UInt8(ascii: "\""))
        appendEscaped(utf8)
        append(UInt8(ascii: "\""))
    }

    /// `utf8` with `"` `\` and C0 controls escaped and U+2028/U+2029 as `\u` escapes, copied in runs between escapes.
    private func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
        guard let source = utf8.baseAddress else { return }
        let total = utf8.count
        var runStart = 0
        var i = 0
        while i < total {
            // Eight plain ASCII bytes at a time (no control, `"` or `\`, nothing above 0x7F): most text.
            if i + 8 <= total, ByteBuffer.isPlainASCII(UnsafeRawPointer(source).loadUnaligned(fromByteOffset: i, as: UInt64.self)) {
                i += 8
                continue
            }
            // The last few bytes, in one word too: the string's last eight bytes (some already checked).
            if i + 8 > total, total >= 8,
               ByteBuffer.isPlainASCII(UnsafeRawPointer(source).loadUnaligned(fromByteOffset: total - 8, as: UInt64.self)) {
                break
            }
            let byte = source[i]
            // Most bytes need nothing. Bytes that may: controls, `"`, `\`, and 0xE2 (which starts U+2028/U+2029).
            if byte >= 0x20 && byte != 0x22 && byte != 0x5C && byte != 0xE2 {
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
            case 0xE2 where i + 2 < total && source[i + 1] == 0x80 && (source[i + 2] == 0xA8 || source[i + 2] == 0xA9):
                escape = source[i + 2] == 0xA8 ? "\\u2028" : "\\u2029"
                length = 3
            default:
                i += 1
                continue
            }
            append(source + runStart, count: i - runStart)
            if let escape {
                append(escape)
            } else {
                appendUnicodeEscape(byte)
            }
            i += length
            runStart = i
        }
        if total > runStart { append(source + runStart, count: total - runStart) }
    }

    /// Whether none of the `count` (at most 32) bytes at `text` is a control byte, `"`, `\` or non-ASCII: read as
    /// overlapping words (or half-words, or single bytes for the shortest), never past the end.
    @inline(__always) static func isPlainASCII(short text: UnsafePointer<UInt8>, count: Int) -> Bool {
        let raw = UnsafeRawPointer(text)
        switch count {
        case 17...:
            // The first and the last sixteen bytes.
            return isPlainASCII(raw.loadUnaligned(as: UInt64.self))
                && isPlainASCII(raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
                && isPlainASCII(raw.loadUnaligned(fromByteOffset: count - 16, as: UInt64.self))
                && isPlainASCII(raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self))
        case 8...:
            return isPlainASCII(raw.loadUnaligned(as: UInt64.self))
                && isPlainASCII(raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self))
        case 4 ..< 8:
            let head = UInt64(raw.loadUnaligned(as: UInt32.self))
            let tail = UInt64(raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
            return isPlainASCII(head | tail << 32)
        case 1 ..< 4:
            // The first, middle and last bytes cover all of them; the other five bytes are a plain `A`.
            let bytes = UInt64(text[0]) | UInt64(text[count / 2]) << 8 | UInt64(text[count - 1]) << 16
            return isPlainASCII(bytes | 0x4141_4141_4100_0000)
        default:
            return true
        }
    }

    /// Whether none of the eight bytes in `word` is a control byte, `"`, `\` or non-ASCII.
    @inline(__always) static func isPlainASCII(_ word: UInt64) -> Bool {
        let controls = ByteWords.bytes(below: 0x20, in: word)
        let quote = ByteWords.zeroBytes(word ^ ByteWords.repeated(0x22))
        let backslash = ByteWords.zeroBytes(word ^ ByteWords.repeated(0x5C))
        return (controls | quote | backslash | (word & ByteWords.repeated(0x80))) == 0
    }

    /// `\u00XX` for a control byte without a short escape.
    private func appendUnicodeEscape(_ byte: UInt8) {
        let hex: StaticString = "0123456789abcdef"
        append(UInt8(ascii: "\\"), UInt8(ascii: "u"))
        append(UInt8(ascii: "0"), UInt8(ascii: "0"))
        append(hex.utf8Start[Int(byte >> 4)], hex.utf8Start[Int(byte & 0xF)])
    }
}
