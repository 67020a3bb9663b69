/// Text clean-ups shared by the reporters.
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
}
