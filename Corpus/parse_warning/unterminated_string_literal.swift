// A string literal missing its closing quote ends at the end of its line.

/// Greets the signed-in user.
struct Greeting {
    func text(for name: String) -> String {
        // expect: parse_warning
        let prefix = "Hello,
        return prefix + name
    }
}
