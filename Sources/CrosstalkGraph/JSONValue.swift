/// A JSON value with the distinctions configuration checks need (booleans are not numbers). Configuration files and
/// baselines are read into it once (`JSONConfigReader`) and decoded from it into typed values.
public enum JSONValue: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// Any number; `intValue` tells integers apart.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object; key order is not kept (JSON gives it no meaning), and of a repeated key the last value wins.
    case object([String: JSONValue])

    /// The JSON type name for messages: `boolean`, `number`, `string`, `array`, `object` or `null`.
    public var typeName: String {
        switch self {
        case .null: return "null"
        case .bool: return "boolean"
        case .number: return "number"
        case .string: return "string"
        case .array: return "array"
        case .object: return "object"
        }
    }

    /// The value as an `Int` when it is a number without a fractional part.
    public var intValue: Int? {
        guard case .number(let number) = self, number.rounded() == number, abs(number) < 9.0e15 else { return nil }
        return Int(number)
    }

    /// The value as `[String]` when it is an array of strings.
    public var stringsValue: [String]? {
        guard case .array(let items) = self else { return nil }
        var strings: [String] = []
        for item in items {
            guard case .string(let string) = item else { return nil }
            strings.append(string)
        }
        return strings
    }
}

/// Reads JSON with comments and trailing commas ("JSONC", as VS Code and SwiftLint's users write it) into a
/// `JSONValue`: `//` and `/* */` comments count as whitespace, a comma may end an array or object, and a leading
/// byte-order mark is skipped. Errors name the 1-based line and byte column where the text stops making sense.
public enum JSONConfigReader {
    /// A syntax error at a 1-based line and byte column.
    public struct SyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
        /// 1-based line of the error.
        public var line: Int
        /// 1-based UTF-8 byte column of the error.
        public var column: Int
        /// What is wrong, lowercase.
        public var reason: String

        /// Creates an error.
        public init(line: Int, column: Int, reason: String) {
            self.line = line
            self.column = column
            self.reason = reason
        }

        /// `invalid JSON at line 3, column 7: unterminated comment`.
        public var description: String { "invalid JSON at line \(line), column \(column): \(reason)" }
    }

    /// Nesting deeper than this is an error rather than a deep recursion (no configuration comes near it).
    static let maxDepth = 512

    /// Parses JSON-with-comments bytes into a value.
    public static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONValue {
        var reader = JSONCursor(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.position = 3 }
        let value = try reader.value(depth: 0)
        try reader.skipSpace()
        guard reader.atEnd else { throw reader.error("unexpected text after the value") }
        return value
    }

    /// The 1-based line and byte column of `offset`.
    static func position(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        for k in 0..<min(offset, bytes.count) where bytes[k] == UInt8(ascii: "\n") {
            line += 1
            lineStart = k + 1
        }
        return (line, offset - lineStart + 1)
    }
}

/// A recursive-descent reader over the bytes of one JSON text.
private struct JSONCursor {
    let bytes: [UInt8]
    var position = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    var atEnd: Bool { position >= bytes.count }

    /// The byte at the cursor (0 at the end).
    var current: UInt8 { position < bytes.count ? bytes[position] : 0 }

    /// An error at `offset` (the cursor by default).
    func error(_ reason: String, at offset: Int? = nil) -> JSONConfigReader.SyntaxError {
        let (line, column) = JSONConfigReader.position(of: offset ?? position, in: bytes)
        return JSONConfigReader.SyntaxError(line: line, column: column, reason: reason)
    }

    /// Skips whitespace and comments.
    mutating func skipSpace() throws(JSONConfigReader.SyntaxError) {
        while !atEnd {
            switch current {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                position += 1
            case UInt8(ascii: "/") where position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "/"):
                while !atEnd && current != UInt8(ascii: "\n") { position += 1 }
            case UInt8(ascii: "/") where position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "*"):
                let start = position
                position += 2
                while position + 1 < bytes.count && !(bytes[position] == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/")) { position += 1 }
                guard position + 1 < bytes.count else { throw error("unterminated comment", at: start) }
                position += 2
            default:
                return
            }
        }
    }

    /// The value at the cursor (after any space).
    mutating func value(depth: Int) throws(JSONConfigReader.SyntaxError) -> JSONValue {
        try skipSpace()
        guard depth < JSONConfigReader.maxDepth else { throw error("nested deeper than \(JSONConfigReader.maxDepth) levels") }
        switch current {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0") ... UInt8(ascii: "9"): return try number()
        default: throw error(atEnd ? "unexpected end of text, expected a value" : "expected a value")
        }
    }

    mutating func literal(_ word: String, _ value: JSONValue) throws(JSONConfigReader.SyntaxError) -> JSONValue {
        let spelled = Array(word.utf8)
        guard bytes.count - position >= spelled.count, Array(bytes[position ..< position + spelled.count]) == spelled else {
            throw error("expected a value")
        }
        position += spelled.count
        return value
    }

    mutating func object(depth: Int) throws(JSONConfigReader.SyntaxError) -> JSONValue {
        position += 1
        var entries: [String: JSONValue] = [:]
        while true {
            try skipSpace()
            if current == UInt8(ascii: "}") { position += 1; return .object(entries) }
            guard current == UInt8(ascii: "\"") else { throw error(atEnd ? "unterminated object" : "expected a key in double quotes or '}'") }
            let key = try string()
            try skipSpace()
            guard current == UInt8(ascii: ":") else { throw error("expected ':' after the key") }
            position += 1
            entries[key] = try value(depth: depth + 1)
            try skipSpace()
            if current == UInt8(ascii: ",") { position += 1; continue }
            if current == UInt8(ascii: "}") { position += 1; return .object(entries) }
            throw error(atEnd ? "unterminated object" : "expected ',' or '}'")
        }
    }

    mutating func array(depth: Int) throws(JSONConfigReader.SyntaxError) -> JSONValue {
        position += 1
        var items: [JSONValue] = []
        while true {
            try skipSpace()
            if current == UInt8(ascii: "]") { position += 1; return .array(items) }
            items.append(try value(depth: depth + 1))
            try skipSpace()
            if current == UInt8(ascii: ",") { position += 1; continue }
            if current == UInt8(ascii: "]") { position += 1; return .array(items) }
            throw error(atEnd ? "unterminated array" : "expected ',' or ']'")
        }
    }

    mutating func number() throws(JSONConfigReader.SyntaxError) -> JSONValue {
        let start = position
        func digits(_ cursor: inout JSONCursor) -> Int {
            let from = cursor.position
            while cursor.current >= UInt8(ascii: "0") && cursor.current <= UInt8(ascii: "9") { cursor.position += 1 }
            return cursor.position - from
        }
        if current == UInt8(ascii: "-") { position += 1 }
        let integerStart = position
        guard digits(&self) > 0 else { throw error("expected a digit") }
        if bytes[integerStart] == UInt8(ascii: "0") && position - integerStart > 1 { throw error("a number cannot start with 0", at: integerStart) }
        if current == UInt8(ascii: ".") {
            position += 1
            guard digits(&self) > 0 else { throw error("expected a digit after '.'") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            position += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
            guard digits(&self) > 0 else { throw error("expected a digit in the exponent") }
        }
        guard let number = Double(String(decoding: bytes[start ..< position], as: UTF8.self)) else { throw error("invalid number", at: start) }
        return .number(number)
    }

    /// A string literal at the cursor (which is on its opening quote).
    mutating func string() throws(JSONConfigReader.SyntaxError) -> String {
        let start = position
        position += 1
        var out: [UInt8] = []
        while true {
            guard !atEnd else { throw error("unterminated string", at: start) }
            let byte = current
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                return String(decoding: out, as: UTF8.self)
            case UInt8(ascii: "\\"):
                position += 1
                try escape(into: &out)
            case 0 ..< 0x20:
                throw error("a line break or control character inside a string (write it as an escape such as \\n)")
            default:
                out.append(byte)
                position += 1
            }
        }
    }

    /// The escape after a backslash (the cursor is on the character after it), appended as UTF-8.
    mutating func escape(into out: inout [UInt8]) throws(JSONConfigReader.SyntaxError) {
        let byte = current
        position += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(byte)
        case UInt8(ascii: "b"): out.append(0x08)
        case UInt8(ascii: "f"): out.append(0x0C)
        case UInt8(ascii: "n"): out.append(0x0A)
        case UInt8(ascii: "r"): out.append(0x0D)
        case UInt8(ascii: "t"): out.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try hex4()
            // A UTF-16 surrogate pair spells one scalar in two escapes.
            if scalar >= 0xD800 && scalar < 0xDC00 && current == UInt8(ascii: "\\") && position + 1 < bytes.count && bytes[position + 1] == UInt8(ascii: "u") {
                position += 2
                let low = try hex4()
                guard low >= 0xDC00 && low < 0xE000 else { throw error("invalid surrogate pair", at: position - 6) }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let unicode = Unicode.Scalar(scalar) else { throw error("invalid \\u escape", at: position - 6) }
            out.append(contentsOf: Array(String(Character(unicode)).utf8))
        default:
            throw error("invalid escape", at: position - 2)
        }
    }

    /// Four hex digits as a number.
    mutating func hex4() throws(JSONConfigReader.SyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0 ..< 4 {
            let byte = current
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0") ... UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a") ... UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A") ... UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error("expected four hex digits after \\u")
            }
            value = value << 4 | UInt32(digit)
            position += 1
        }
        return value
    }
}
