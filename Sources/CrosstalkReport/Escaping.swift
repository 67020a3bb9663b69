/// Text clean-ups shared by the reporters: one line per finding, and XML character data.
enum Escaping {
    /// `text` on one line: each control character (newline, tab, ESC, ...) becomes a space, so a finding
    /// stays one line for line-based consumers and cannot move a terminal's cursor or colors.
    static func singleLine(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F }) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            result.append(scalar.value < 0x20 || scalar.value == 0x7F ? " " : scalar)
        }
        return String(result)
    }

    /// `text` escaped for a double-quoted XML attribute value or element content (XML 1.0).
    ///
    /// `&<>"` become entities (`'` stays: the reporters always quote attributes with `"`); tab, newline and
    /// carriage return become character references so attribute normalization keeps them; characters XML 1.0
    /// cannot carry at all (other C0 controls, U+FFFE, U+FFFF) become U+FFFD rather than making the document
    /// ill-formed.
    static func xml(_ text: String) -> String {
        guard text.utf8.contains(where: needsXMLEscape) else { return text }
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + 32)
        var text = text
        // Byte-wise with run copies: reports escape every message, so this is on the hot path.
        text.withUTF8 { utf8 in
            var runStart = 0
            var i = 0
            while i < utf8.count {
                let byte = utf8[i]
                let replacement: StaticString
                var length = 1
                switch byte {
                case UInt8(ascii: "&"): replacement = "&amp;"
                case UInt8(ascii: "<"): replacement = "&lt;"
                case UInt8(ascii: ">"): replacement = "&gt;"
                case UInt8(ascii: "\""): replacement = "&quot;"
                case 0x09: replacement = "&#9;"
                case 0x0A: replacement = "&#10;"
                case 0x0D: replacement = "&#13;"
                case 0x00..<0x20: replacement = "\u{FFFD}"
                // U+FFFE and U+FFFF (EF BF BE/BF) are not XML characters either.
                case 0xEF where i + 2 < utf8.count && utf8[i + 1] == 0xBF && utf8[i + 2] >= 0xBE:
                    replacement = "\u{FFFD}"
                    length = 3
                default:
                    i += 1
                    continue
                }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<i]))
                out.append(contentsOf: UnsafeBufferPointer(start: replacement.utf8Start, count: replacement.utf8CodeUnitCount))
                i += length
                runStart = i
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count]))
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Whether a UTF-8 byte may need escaping; 0xEF leads U+FFFE/U+FFFF (and many harmless characters).
    private static func needsXMLEscape(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x00..<0x20, UInt8(ascii: "\""), UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), 0xEF: return true
        default: return false
        }
    }
}
