// A call left open while editing: the parser recovers at the closing brace.

/// Shows the latest articles.
final class ArticleFeed {
    private var items: [String] = []

    func reload() {
        items.removeAll(
    } // expect: parse_warning
}
