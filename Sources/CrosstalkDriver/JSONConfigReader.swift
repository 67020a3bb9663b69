import Foundation

/// A JSON value with the distinctions configuration checks need (booleans are not numbers).
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
    /// An object; key order is not kept (JSON gives it no meaning).
    case object([String: JSONValue])

    /// The JSON type name for messages: `boolean`, `number`, `string`, `array`, `object` or `null`.
    /// The value as `JSONSerialization` would give it (for decoders written against `[String: Any]`).
    public var foundationValue: Any {
        switch self {
        case .null: return NSNull()
        case .bool(let b): return b
        case .number(let n): return n
        case .string(let s): return s
        case .array(let items): return items.map(\.foundationValue)
        case .object(let entries): return entries.mapValues(\.foundationValue)
        }
    }

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

/// Reads JSON with comments and trailing commas ("JSONC", as VS Code and SwiftLint's users write it).
///
/// Comments and trailing commas are overwritten with spaces — byte for byte, newlines kept — and the
/// result goes to Foundation's `JSONSerialization`. Blanking instead of deleting keeps every offset,
/// so the parser's error positions still point into the file as written.
public enum JSONConfigReader {
    /// A syntax error at a 1-based line and byte column.
    public struct SyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
        /// 1-based line of the error.
        public var line: Int
        /// 1-based UTF-8 byte column of the error.
        public var column: Int
        /// What is wrong, lowercase.
        public var reason: String

        /// `invalid JSON at line 3, column 7: unterminated comment`.
        public var description: String { "invalid JSON at line \(line), column \(column): \(reason)" }
    }

    /// Parses JSON-with-comments bytes into a value.
    public static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONValue {
        let plain = try strip(bytes)
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: Data(plain), options: [.fragmentsAllowed])
        } catch {
            throw syntaxError(from: error, in: plain)
        }
        return convert(object)
    }

    /// `bytes` with comments, trailing commas and a leading byte-order mark replaced by spaces.
    static func strip(_ bytes: [UInt8]) throws(SyntaxError) -> [UInt8] {
        let space = UInt8(ascii: " ")
        let newline = UInt8(ascii: "\n")
        var out = bytes
        if out.starts(with: [0xEF, 0xBB, 0xBF]) { out.replaceSubrange(0..<3, with: [space, space, space]) }
        var pendingComma: Int?
        var i = 0
        while i < out.count {
            let byte = out[i]
            switch byte {
            case UInt8(ascii: "\""):
                pendingComma = nil
                i += 1
                // Skip the string; `//` and `/*` inside it are content. An unterminated string is the parser's to report.
                while i < out.count, out[i] != UInt8(ascii: "\"") {
                    i += out[i] == UInt8(ascii: "\\") ? 2 : 1
                }
            case UInt8(ascii: "/") where i + 1 < out.count && out[i + 1] == UInt8(ascii: "/"):
                while i < out.count, out[i] != newline {
                    out[i] = space
                    i += 1
                }
                continue
            case UInt8(ascii: "/") where i + 1 < out.count && out[i + 1] == UInt8(ascii: "*"):
                let start = i
                i += 2
                while i + 1 < out.count, !(out[i] == UInt8(ascii: "*") && out[i + 1] == UInt8(ascii: "/")) { i += 1 }
                guard i + 1 < out.count else {
                    let (line, column) = position(of: start, in: bytes)
                    throw SyntaxError(line: line, column: column, reason: "unterminated comment")
                }
                for k in start...(i + 1) where out[k] != newline { out[k] = space }
                i += 2
                continue
            case UInt8(ascii: ","):
                pendingComma = i
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                if let comma = pendingComma { out[comma] = space }
                pendingComma = nil
            case space, newline, UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                break
            default:
                pendingComma = nil
            }
            i += 1
        }
        return out
    }

    /// Turns a `JSONSerialization` error into a position and a short reason.
    ///
    /// The parser names the place as "around line L, column C" (Darwin) or "around character N" (a byte
    /// offset, swift-corelibs-foundation); both are recognized, otherwise the message is kept as is.
    private static func syntaxError(from error: Error, in bytes: [UInt8]) -> SyntaxError {
        let detail = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String) ?? error.localizedDescription
        var reason = detail
        var line = 1
        var column = 1
        if let around = detail.range(of: " around ") {
            reason = String(detail[..<around.lowerBound])
            let place = detail[around.upperBound...]
            let numbers = place.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
            if place.hasPrefix("line"), numbers.count >= 2 {
                line = numbers[0]
                column = numbers[1]
            } else if place.hasPrefix("character"), let offset = numbers.first {
                (line, column) = position(of: min(offset, bytes.count), in: bytes)
            }
        }
        if reason.hasSuffix(".") { reason.removeLast() }
        return SyntaxError(line: line, column: column, reason: reason.prefix(1).lowercased() + reason.dropFirst())
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

    private static func convert(_ object: Any) -> JSONValue {
        switch object {
        case let string as String:
            return .string(string)
        case let number as NSNumber:
            // Booleans arrive as NSNumber too; their Objective-C type code "c" (char) tells them apart.
            if String(cString: number.objCType) == "c" { return .bool(number.boolValue) }
            return .number(number.doubleValue)
        case let array as [Any]:
            return .array(array.map(convert))
        case let dictionary as [String: Any]:
            return .object(dictionary.mapValues(convert))
        default:
            return .null
        }
    }
}
