import Combine
import Foundation

// The strings, comments and regexes below mention `.sink {` and `.store(in: &cancellables)`;
// none of them is code, so none of them is a finding.

/// A review bot that flags suspicious Combine snippets in pasted text.
struct SnippetReviewBot {
    // publisher.sink { _ in } on its own would be unstored, but this is a comment.
    /* A block comment with a nested /* publisher.sink { } */ inside is still a comment. */
    let template = """
        publisher
            .sink { value in print(value) }
        _ = other.sink { _ in }
        """
    let rawTemplate = #"publisher.sink { print("\(value)") }"#
    let rawMultiline = #"""
        _ = feed.assign(to: \.title, on: self)
        NotificationCenter.default.post(name: Notification.Name("raw"), object: nil)
        """#
    let sinkPattern = /\.sink\s*\{/
    let storePattern = #/\.store\(in:\s*&(\w+)\)/#
    let summary = "found \(["sink", "assign"].filter { $0 != "assign" }.count) sink calls"

    func looksUnstored(_ line: String) -> Bool {
        line.contains(sinkPattern) && !line.contains(storePattern)
    }

    func `default`() -> String {
        "publisher.sink { }.store(in: &observers)"
    }
}
