// A bare `/…/` regex after `try?`, `try!`, `await`, `return`, `=`, `(` and `,`, and on its own line in a
// `Regex { }` builder, is a literal; `a / b`, `x /= 2` and `a/b/c` stay division.

import Foundation
import RegexBuilder

/// Reads the parts of version strings and host names.
struct VersionParser {
    /// The four numbers of an IPv4 address, or nil.
    func ipv4(_ host: String) -> [Substring]? {
        guard let match = try? /(\d+)\.(\d+)\.(\d+)\.(\d+)/.wholeMatch(in: host) else {
            return nil
        }
        return [match.output.1, match.output.2, match.output.3, match.output.4]
    }

    /// The major version; crashes on a malformed string by design.
    func major(_ version: String) -> Substring {
        try! /(\d+)\.\d+/.wholeMatch(in: version)!.output.1
    }

    /// The build suffix, found by a matcher that runs elsewhere.
    func build(_ version: String, matcher: (Regex<Substring>) async -> Bool) async -> Bool {
        await matcher(/\+[a-z0-9]+/)
    }

    /// Each pattern a version may follow.
    func patterns() -> [Regex<Substring>] {
        let semantic = /\d+\.\d+\.\d+/
        return [semantic, (/\d+\.\d+/), /v\d+/]
    }

    /// The dotted prefix of a host name.
    func prefix() -> Regex<Substring> {
        return /[a-z]+\./
    }

    /// Both halves of a version range, written as a builder.
    var range: Regex<(Substring, Substring)> {
        Regex {
            /\d+/
            "-"
            Capture { /\d+/ }
        }
    }

    /// Average length of the parts; every `/` here is division.
    func averageLength(_ parts: [Substring], scale: Int) -> Int {
        var total = parts.reduce(0) { $0 + $1.count }
        total /= max(parts.count, 1)
        let halved = total / 2
        let quartered = total/2/2
        return (halved + quartered) / scale
    }
}
