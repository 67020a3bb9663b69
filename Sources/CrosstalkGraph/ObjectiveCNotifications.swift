/// The notification names the Objective-C sources of the tree (`.m`, `.mm`, `.h`) post, observe and declare, so a
/// name whose other side is written in Objective-C is not taken for one nobody posts or observes.
///
/// Read as tokens of bytes, not parsed: only a handful of message shapes name notifications
/// (`postNotificationName:`, `notificationWithName:`, `addObserver:…name:`, `addObserverForName:`), and the names they
/// pass are string literals (`@"UploadFinished"`) or constants the files define (`NSString *const X = @"…";`,
/// `#define X @"…"`).
public struct ObjectiveCNotifications: Sendable {
    /// Names posted and observed, by raw string; a constant whose value no scanned file defines (a dependency's) by its
    /// identifier.
    public private(set) var posted: Set<String> = []
    public private(set) var observed: Set<String> = []
    /// String constants the files define: identifier → value.
    public private(set) var constants: [String: String] = [:]
    /// The members Swift reads the `NSNotificationName` constants as (`extern NSNotificationName const
    /// AccountStatusUpdatedNotification` is `NSNotification.Name.AccountStatusUpdated`) → the constant's value, for the
    /// constants whose value a scanned file defines.
    public private(set) var importedMembers: [String: String] = [:]

    public init() {}

    /// What the files of `sources` (each file's bytes) post, observe and declare.
    public init(sources: [[UInt8]]) {
        var postArguments: [Argument] = []
        var observeArguments: [Argument] = []
        // Constant → its Swift member; the header's `NS_SWIFT_NAME` wins over the plain spelling of a definition.
        var members: [String: (member: String, isSwiftName: Bool)] = [:]
        for bytes in sources {
            let file = FileScan(bytes)
            postArguments += file.posts
            observeArguments += file.observations
            for c in file.notificationConstants where members[c.constant] == nil || c.isSwiftName { members[c.constant] = (c.member, c.isSwiftName) }
            for (name, value) in file.constants { constants[name] = value }
        }
        func resolved(_ argument: Argument) -> String {
            switch argument {
            case .literal(let value): return value
            case .constant(let name): return constants[name] ?? name
            }
        }
        posted = Set(postArguments.map(resolved))
        observed = Set(observeArguments.map(resolved))
        for (constant, spelling) in members {
            if let value = constants[constant] { importedMembers[spelling.member] = value }
        }
    }

    public var isEmpty: Bool { posted.isEmpty && observed.isEmpty && constants.isEmpty }

    /// What a message passes as a notification name.
    enum Argument: Hashable {
        case literal(String)
        case constant(String)
    }

    /// One file's tokens and what they say.
    struct FileScan {
        var posts: [Argument] = []
        var observations: [Argument] = []
        var constants: [(String, String)] = []
        var notificationConstants: [(constant: String, member: String, isSwiftName: Bool)] = []

        enum Kind { case identifier, string, punctuation }
        struct Token { var kind: Kind; var text: String }

        init(_ bytes: [UInt8]) {
            let tokens = FileScan.tokens(bytes)
            func isPunctuation(_ i: Int, _ c: Character) -> Bool {
                i < tokens.count && tokens[i].kind == .punctuation && tokens[i].text == String(c)
            }
            func argument(at i: Int) -> Argument? {
                guard i < tokens.count else { return nil }
                switch tokens[i].kind {
                case .string: return .literal(tokens[i].text)
                case .identifier: return tokens[i].text == "nil" ? nil : .constant(tokens[i].text)
                case .punctuation: return nil
                }
            }
            var braceDepth = 0
            var i = 0
            while i < tokens.count {
                let token = tokens[i]
                switch token.kind {
                case .punctuation:
                    if token.text == "{" { braceDepth += 1 } else if token.text == "}" { braceDepth = max(0, braceDepth - 1) }
                case .string:
                    break
                case .identifier:
                    switch token.text {
                    case "postNotificationName", "notificationWithName":
                        if isPunctuation(i + 1, ":"), let a = argument(at: i + 2) { posts.append(a) }
                    case "addObserverForName", "rac_addObserverForName":
                        if isPunctuation(i + 1, ":"), let a = argument(at: i + 2) { observations.append(a) }
                    case "addObserver":
                        guard isPunctuation(i + 1, ":") else { break }
                        // `[center addObserver:self selector:@selector(x:) name:Y object:nil]`: the `name:` part of
                        // the same message.
                        var depth = 0
                        var j = i + 2
                        while j < tokens.count {
                            let t = tokens[j]
                            if t.kind == .punctuation {
                                if t.text == "[" || t.text == "(" { depth += 1 }
                                if t.text == "]" || t.text == ")" { depth -= 1; if depth < 0 { break } }
                                if t.text == ";" { break }
                            } else if depth == 0, t.kind == .identifier, t.text == "name", isPunctuation(j + 1, ":") {
                                if let a = argument(at: j + 2) { observations.append(a) }
                                break
                            }
                            j += 1
                        }
                    case "define":
                        // `#define kUploadDone @"UploadDone"`
                        if i > 0, isPunctuation(i - 1, "#"), i + 2 < tokens.count, tokens[i + 1].kind == .identifier, tokens[i + 2].kind == .string {
                            constants.append((tokens[i + 1].text, tokens[i + 2].text))
                        }
                    case "NSNotificationName":
                        // `extern NSNotificationName const AccountStatusUpdatedNotification;`, optionally with
                        // `NS_SWIFT_NAME(accountStatusUpdated)`.
                        var j = i + 1
                        while j < tokens.count, FileScan.qualifiers.contains(tokens[j].text) { j += 1 }
                        guard j < tokens.count, tokens[j].kind == .identifier else { break }
                        let constant = tokens[j].text
                        var member = constant.hasSuffix("Notification") && constant.count > "Notification".count
                            ? String(constant.dropLast("Notification".count)) : constant
                        let isSwiftName = j + 2 < tokens.count && tokens[j + 1].text == "NS_SWIFT_NAME" && isPunctuation(j + 2, "(")
                        if isSwiftName {
                            var k = j + 3
                            while k < tokens.count, !isPunctuation(k, ")") {
                                if tokens[k].kind == .identifier { member = tokens[k].text }
                                k += 1
                            }
                        }
                        notificationConstants.append((constant, member, isSwiftName))
                    default:
                        // `NSString *const SessionExpiredNotification = @"com.example.session.expired";` outside any body.
                        if braceDepth == 0, isPunctuation(i + 1, "="), i + 2 < tokens.count, tokens[i + 2].kind == .string,
                           isPunctuation(i + 3, ";") {
                            constants.append((token.text, tokens[i + 2].text))
                        }
                    }
                }
                i += 1
            }
        }

        static let qualifiers: Set<String> = ["const", "*", "_Nonnull", "__nonnull", "nonnull", "_Nullable"]

        /// The identifiers, `@"…"` strings and punctuation of `bytes`, comments, C strings and character literals left
        /// out.
        static func tokens(_ bytes: [UInt8]) -> [Token] {
            var tokens: [Token] = []
            var i = 0
            let n = bytes.count
            func isIdentifierByte(_ b: UInt8) -> Bool {
                b == UInt8(ascii: "_") || b == UInt8(ascii: "$") || (b >= 0x30 && b <= 0x39) || ((b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A) || b >= 0x80
            }
            /// The index after the quoted run starting at `start` (the opening quote), escapes skipped.
            func endOfQuoted(_ start: Int) -> Int {
                let quote = bytes[start]
                var j = start + 1
                while j < n, bytes[j] != quote, bytes[j] != UInt8(ascii: "\n") {
                    j += bytes[j] == UInt8(ascii: "\\") ? 2 : 1
                }
                return min(j + 1, n)
            }
            while i < n {
                let b = bytes[i]
                if b == UInt8(ascii: "/"), i + 1 < n, bytes[i + 1] == UInt8(ascii: "/") {
                    while i < n, bytes[i] != UInt8(ascii: "\n") { i += 1 }
                } else if b == UInt8(ascii: "/"), i + 1 < n, bytes[i + 1] == UInt8(ascii: "*") {
                    i += 2
                    while i + 1 < n, !(bytes[i] == UInt8(ascii: "*") && bytes[i + 1] == UInt8(ascii: "/")) { i += 1 }
                    i += 2
                } else if b == UInt8(ascii: "@"), i + 1 < n, bytes[i + 1] == UInt8(ascii: "\"") {
                    let end = endOfQuoted(i + 1)
                    let content = bytes[(i + 2)..<max(i + 2, end - 1)]
                    tokens.append(Token(kind: .string, text: String(decoding: content, as: UTF8.self)))
                    i = end
                } else if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {
                    i = endOfQuoted(i)
                } else if isIdentifierByte(b), !(b >= 0x30 && b <= 0x39) {
                    let start = i
                    while i < n, isIdentifierByte(bytes[i]) { i += 1 }
                    tokens.append(Token(kind: .identifier, text: String(decoding: bytes[start..<i], as: UTF8.self)))
                } else if b == UInt8(ascii: " ") || b == UInt8(ascii: "\n") || b == UInt8(ascii: "\t") || b == UInt8(ascii: "\r") || (b >= 0x30 && b <= 0x39) {
                    i += 1
                } else {
                    tokens.append(Token(kind: .punctuation, text: String(UnicodeScalar(b))))
                    i += 1
                }
            }
            return tokens
        }
    }
}
