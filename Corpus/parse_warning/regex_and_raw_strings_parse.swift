// Literals full of delimiters must not confuse the parser.

/// Extracts ticket numbers from commit messages.
struct TicketMatcher {
    let pattern = #"\{[A-Z]+-\d+\}"#
    let template = """
        {
          "ticket": "(\\(1))"
        """

    func tickets(in message: String) -> [Substring] {
        message.split(separator: "}").filter { $0.contains("{") }
    }
}
