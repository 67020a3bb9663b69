/// The notification names the Objective-C sources of the tree (`.m`, `.mm`, `.h`) post, observe and declare, and the
/// modules they import, so a name whose other side is written in Objective-C, or is a dependency's, is not taken for
/// one nobody posts or observes.
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
    /// The modules the files import (`#import <DashSync/DashSync.h>`, `@import DashSync;`), sorted: a bridging header's
    /// are every Swift file's too.
    public private(set) var importedModules: [String] = []

    public init() {}

    /// What the files of `sources` (each file's bytes) post, observe and declare.
    public init(sources: [[UInt8]]) {
        self.init(files: sources.map(File.init))
    }

    /// What `files` (each scanned on its own, in any order of threads) post, observe and declare together.
    public init(files: [File]) {
        // Constant → its Swift member; the header's `NS_SWIFT_NAME` wins over the plain spelling of a definition.
        var members: [String: (member: String, isSwiftName: Bool)] = [:]
        var modules: Set<String> = []
        for file in files {
            for c in file.notificationConstants where members[c.constant] == nil || c.isSwiftName { members[c.constant] = (c.member, c.isSwiftName) }
            for (name, value) in file.constants { constants[name] = value }
            modules.formUnion(file.importedModules)
        }
        importedModules = modules.sorted()
        func resolved(_ argument: Argument) -> String {
            switch argument {
            case .literal(let value): return value
            case .constant(let name): return constants[name] ?? name
            }
        }
        posted = Set(files.flatMap(\.posts).map(resolved))
        observed = Set(files.flatMap(\.observations).map(resolved))
        for (constant, spelling) in members {
            if let value = constants[constant] { importedMembers[spelling.member] = value }
        }
    }

    /// What a message passes as a notification name.
    public enum Argument: Hashable, Sendable {
        case literal(String)
        case constant(String)
    }

    /// What one file posts, observes, defines and imports, before constants of other files are looked up.
    public struct File: Sendable {
        var posts: [Argument] = []
        var observations: [Argument] = []
        var constants: [(String, String)] = []
        var notificationConstants: [(constant: String, member: String, isSwiftName: Bool)] = []
        var importedModules: [String] = []

        /// Reads `bytes`, an Objective-C source or header.
        public init(_ bytes: [UInt8]) {
            let tokens = Tokens(bytes)
            var braceDepth = 0
            var i = 0
            while i < tokens.count {
                defer { i += 1 }
                switch tokens.kind(i) {
                case .punctuation:
                    if tokens.isPunctuation(i, "{") { braceDepth += 1 } else if tokens.isPunctuation(i, "}") { braceDepth = max(0, braceDepth - 1) }
                case .string, nil:
                    continue
                case .identifier:
                    // Most identifiers are none of the words below: their first byte tells without comparing more.
                    let first = tokens.firstByte(i)
                    if tokens.isPunctuation(i + 1, ":") {
                        if (first == UInt8(ascii: "p") && tokens.isWord(i, "postNotificationName"))
                            || (first == UInt8(ascii: "n") && tokens.isWord(i, "notificationWithName")) {
                            if let a = tokens.argument(i + 2) { posts.append(a) }
                        } else if (first == UInt8(ascii: "a") && tokens.isWord(i, "addObserverForName"))
                                    || (first == UInt8(ascii: "r") && tokens.isWord(i, "rac_addObserverForName")) {
                            if let a = tokens.argument(i + 2) { observations.append(a) }
                        } else if first == UInt8(ascii: "a"), tokens.isWord(i, "addObserver"), let a = tokens.nameArgument(after: i + 2) {
                            observations.append(a)
                        }
                    } else if first == UInt8(ascii: "i"), tokens.isWord(i, "import") || tokens.isWord(i, "include") {
                        // `#import <DashSync/DashSync.h>`, `@import DashSync;`
                        if tokens.isPunctuation(i - 1, "#"), tokens.isPunctuation(i + 1, "<"), tokens.kind(i + 2) == .identifier, tokens.isPunctuation(i + 3, "/") {
                            importedModules.append(tokens.text(i + 2))
                        } else if tokens.isPunctuation(i - 1, "@"), tokens.kind(i + 1) == .identifier {
                            importedModules.append(tokens.text(i + 1))
                        }
                    } else if first == UInt8(ascii: "d"), tokens.isWord(i, "define"), tokens.isPunctuation(i - 1, "#") {
                        // `#define kUploadDone @"UploadDone"`
                        if tokens.kind(i + 1) == .identifier, tokens.kind(i + 2) == .string { constants.append((tokens.text(i + 1), tokens.text(i + 2))) }
                    } else if first == UInt8(ascii: "N"), tokens.isWord(i, "NSNotificationName") {
                        if let c = tokens.notificationConstant(after: i + 1) { notificationConstants.append(c) }
                    } else if braceDepth == 0, tokens.isPunctuation(i + 1, "="), tokens.kind(i + 2) == .string, tokens.isPunctuation(i + 3, ";") {
                        // `NSString *const SessionExpiredNotification = @"com.example.session.expired";` outside any body.
                        constants.append((tokens.text(i), tokens.text(i + 2)))
                    }
                }
            }
        }
    }

    /// The identifiers, `@"…"` strings and punctuation of a file, as byte ranges; comments, C strings, character
    /// literals and numbers left out.
    struct Tokens {
        enum Kind { case identifier, string, punctuation }

        let bytes: [UInt8]
        private var kinds: [Kind] = []
        private var ranges: [Range<Int>] = []

        var count: Int { kinds.count }

        func kind(_ i: Int) -> Kind? { i >= 0 && i < kinds.count ? kinds[i] : nil }
        func firstByte(_ i: Int) -> UInt8 { bytes[ranges[i].lowerBound] }
        func text(_ i: Int) -> String { String(decoding: bytes[ranges[i]], as: UTF8.self) }

        func isWord(_ i: Int, _ word: StaticString) -> Bool {
            let range = ranges[i]
            guard range.count == word.utf8CodeUnitCount else { return false }
            return word.withUTF8Buffer { buffer in buffer.elementsEqual(bytes[range]) }
        }

        func isPunctuation(_ i: Int, _ c: Unicode.Scalar) -> Bool {
            kind(i) == .punctuation && bytes[ranges[i].lowerBound] == UInt8(truncatingIfNeeded: c.value)
        }

        /// What token `i` passes as a name: a string literal or a constant (`nil` passes none).
        func argument(_ i: Int) -> Argument? {
            switch kind(i) {
            case .string: return .literal(text(i))
            case .identifier: return isWord(i, "nil") ? nil : .constant(text(i))
            default: return nil
            }
        }

        /// `[center addObserver:self selector:@selector(x:) name:Y object:nil]`: the `name:` part of the message whose
        /// first argument starts at `start`.
        func nameArgument(after start: Int) -> Argument? {
            var depth = 0
            var j = start
            while j < count {
                switch kinds[j] {
                case .punctuation:
                    if isPunctuation(j, "[") || isPunctuation(j, "(") { depth += 1 }
                    if isPunctuation(j, "]") || isPunctuation(j, ")") { depth -= 1; if depth < 0 { return nil } }
                    if isPunctuation(j, ";") { return nil }
                case .identifier:
                    if depth == 0, isWord(j, "name"), isPunctuation(j + 1, ":") { return argument(j + 2) }
                case .string:
                    break
                }
                j += 1
            }
            return nil
        }

        /// `extern NSNotificationName const AccountStatusUpdatedNotification;` (from after the type name): the constant
        /// and the member Swift reads it as, without the `Notification` suffix or as its `NS_SWIFT_NAME(…)` says.
        func notificationConstant(after start: Int) -> (constant: String, member: String, isSwiftName: Bool)? {
            var j = start
            while j < count, isPunctuation(j, "*") || isWord(j, "const") || isWord(j, "_Nonnull") || isWord(j, "nonnull") { j += 1 }
            guard kind(j) == .identifier else { return nil }
            let constant = text(j)
            var member = constant.hasSuffix("Notification") && constant.count > "Notification".count ? String(constant.dropLast("Notification".count)) : constant
            let isSwiftName = kind(j + 1) == .identifier && isWord(j + 1, "NS_SWIFT_NAME") && isPunctuation(j + 2, "(")
            if isSwiftName {
                var k = j + 3
                while k < count, !isPunctuation(k, ")") {
                    if kinds[k] == .identifier { member = text(k) }
                    k += 1
                }
            }
            return (constant, member, isSwiftName)
        }

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
            let n = bytes.count
            kinds.reserveCapacity(n / 4)
            ranges.reserveCapacity(n / 4)
            func isIdentifierByte(_ b: UInt8) -> Bool {
                b == UInt8(ascii: "_") || b == UInt8(ascii: "$") || (b >= 0x30 && b <= 0x39) || ((b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A) || b >= 0x80
            }
            /// The index after the quoted run starting at `start` (the opening quote), escapes skipped.
            func endOfQuoted(_ start: Int) -> Int {
                let quote = bytes[start]
                var j = start + 1
                while j < n, bytes[j] != quote, bytes[j] != UInt8(ascii: "\n") { j += bytes[j] == UInt8(ascii: "\\") ? 2 : 1 }
                return min(j + 1, n)
            }
            var i = 0
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
                    // Without its closing quote (the file ends, or the line does) the string runs to where it stops.
                    let contentStart = min(i + 2, n)
                    kinds.append(.string)
                    ranges.append(contentStart..<max(contentStart, bytes[end - 1] == UInt8(ascii: "\"") && end - 1 >= contentStart ? end - 1 : end))
                    i = end
                } else if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {
                    i = endOfQuoted(i)
                } else if b >= 0x30 && b <= 0x39 {
                    // A number, suffixes and hex digits included.
                    while i < n, isIdentifierByte(bytes[i]) { i += 1 }
                } else if isIdentifierByte(b) {
                    let start = i
                    while i < n, isIdentifierByte(bytes[i]) { i += 1 }
                    kinds.append(.identifier)
                    ranges.append(start..<i)
                } else if b == UInt8(ascii: " ") || b == UInt8(ascii: "\n") || b == UInt8(ascii: "\t") || b == UInt8(ascii: "\r") {
                    i += 1
                } else {
                    kinds.append(.punctuation)
                    ranges.append(i..<(i + 1))
                    i += 1
                }
            }
        }
    }
}
