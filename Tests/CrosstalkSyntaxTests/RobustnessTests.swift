import Foundation
import XCTest
@testable import CrosstalkSyntax

/// Malformed input must produce diagnostics, never a crash, a hang or a stack overflow.
final class RobustnessTests: XCTestCase {
    static let sample = """
    import Combine
    @MainActor final class Feed: ObservableObject {
        @Published private(set) var items: [Item] = []
        weak var delegate: FeedDelegate?
        private var observers = Set<AnyCancellable>()
        init(api: API) {
            api.items.receive(on: DispatchQueue.main).sink { [weak self] in self?.items = $0 }.store(in: &observers)
            let s = #"raw \\#(api) "quoted""#
            let m = \"\"\"
              multi \\(api.name(x: "\\(1 + 2)")) line
              \"\"\"
            let r = /[a-z]+(\\d)?/
            #if os(iOS)
            print(s, m, r) /* nested /* comment */ */
            #else
            print(`default`)
            #endif
        }
    }
    """

    /// Parses on a secondary thread with the stack size the driver's workers use, to prove recursion stays bounded.
    func parseOnWorker(_ bytes: [UInt8]) -> SyntaxTree {
        nonisolated(unsafe) var result: SyntaxTree?
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            result = Parser.parse(SourceFile(path: "t.swift", bytes: bytes))
            done.signal()
        }
        thread.stackSize = Parser.workerStackSize
        thread.start()
        done.wait()
        return result!
    }

    func testEveryPrefixOfASample() {
        let bytes = Array(Self.sample.utf8)
        for end in 0 ... bytes.count {
            let tree = Parser.parse(SourceFile(path: "t.swift", bytes: Array(bytes[0 ..< end])))
            XCTAssertEqual(tree.stream.tokens.last?.kind, .endOfFile)
            assertRoundTrip(tree)
        }
    }

    func testRandomBytesAndInvalidUTF8() {
        var generator = SplitMix64(seed: 42)
        for _ in 0 ..< 200 {
            let count = Int(generator.next() % 2000)
            let bytes = (0 ..< count).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            let tree = parseOnWorker(bytes)
            assertRoundTrip(tree)
        }
        let invalid: [UInt8] = Array("let a = \"".utf8) + [0xFF, 0xFE, 0xC0] + Array("\"\nlet b = 1".utf8)
        let tree = Parser.parse(SourceFile(path: "t.swift", bytes: invalid))
        XCTAssertTrue(tree.diagnostics.contains { $0.message.contains("UTF-8") })
    }

    func testRandomSwiftTokenSoup() {
        let pieces = ["{", "}", "(", ")", "[", "]", "\"", "\"\"\"", "\\(", "#\"", "/*", "*/", "//", "\n", "class", "var", "let", "func",
                      "x", ".sink", "in", "[weak self]", "self", "=", "?", "!", "<", ">", "#if", "#endif", "/", "@objc", ",", ":", "case", "`", "$0"]
        var generator = SplitMix64(seed: 7)
        for _ in 0 ..< 300 {
            var text = ""
            for _ in 0 ..< Int(generator.next() % 200) { text += pieces[Int(generator.next() % UInt64(pieces.count))] + " " }
            assertRoundTrip(parseOnWorker(Array(text.utf8)))
        }
    }

    func testDeepNesting() {
        for (open, close) in [("(", ")"), ("[", "]"), ("{", "}"), ("{ x in ", "}"), ("f { ", "}"), ("\"\\(", ")\""), ("if a { ", "}"), ("class A { ", "}"), ("-(", ")"), ("try ", ""), ("a.b { ", "}.c")] {
            let text = "let v = " + String(repeating: open, count: 5000) + "1" + String(repeating: close, count: 5000) + "\nlet after = 2\n"
            let tree = parseOnWorker(Array(text.utf8))
            XCTAssertTrue(tree.diagnostics.contains { $0.message.contains("nesting") }, open)
            assertRoundTrip(tree)
            // The code after the deep nest is still parsed.
            XCTAssertTrue(tree.dump().contains("binding after"), open)
        }
        let attributes = "let v = " + String(repeating: "@a ", count: 5000) + "1\nlet after = 2\n"
        XCTAssertTrue(parseOnWorker(Array(attributes.utf8)).dump().contains("binding after"))
        let unclosed = String(repeating: "{(", count: 5000)
        assertRoundTrip(parseOnWorker(Array(unclosed.utf8)))
    }

    /// Runs `work` and returns its result with the CPU seconds this thread spent on it: unlike wall time, a
    /// loaded machine does not inflate it, so the limits below catch pathological parsing and nothing else.
    static func onThisThreadsCPU<T>(_ work: () -> T) -> (T, Double) {
        func now() -> Double {
            var spec = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
            return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
        }
        let start = now()
        let result = work()
        return (result, now() - start)
    }

    func testTenMegabyteFile() throws {
        if ProcessInfo.processInfo.environment["CROSSTALK_SKIP_LONG"] != nil { throw XCTSkip("CROSSTALK_SKIP_LONG set") }
        var text = ""
        while text.utf8.count < 10_000_000 { text += Self.sample + "\n" }
        let bytes = Array(text.utf8)
        let (tree, seconds) = Self.onThisThreadsCPU { Parser.parse(SourceFile(path: "big.swift", bytes: bytes)) }
        XCTAssertLessThan(seconds, 30, "a 10 MB file must not take pathological time")
        XCTAssertGreaterThan(tree.nodes.count, 100_000)
    }

    /// Wrapping an operand into a sequence or chain must not walk its siblings: a generated table of 100,000
    /// expressions used to be quadratic (minutes); it is linear (milliseconds).
    func testLongCollectionLiteralOfExpressionsIsLinear() {
        let element = "a.b + 1, "
        let text = "let table = [" + String(repeating: element, count: 100_000) + "]\n"
        let bytes = Array(text.utf8)
        let (tree, seconds) = Self.onThisThreadsCPU { Parser.parse(SourceFile(path: "table.swift", bytes: bytes)) }
        XCTAssertLessThan(seconds, 20, "quadratic parsing is back")
        XCTAssertEqual(tree.nodes.filter { $0.kind == .sequence }.count, 100_000)
        assertRoundTrip(tree)
    }

    func testUnterminatedEverything() {
        for text in ["class A {", "func f() { let x = (", "let s = \"abc\\(", "let s = \"\"\"\nabc", "/* /* */", "x.sink { [weak self", "#if A\nclass", "let r = #/abc", "@", "#", "`abc"] {
            let tree = parseOnWorker(Array(text.utf8))
            XCTAssertFalse(tree.diagnostics.isEmpty, text)
            assertRoundTrip(tree)
        }
    }
}

/// Tokens, trivia and the whitespace between them reproduce the file byte for byte, with nothing overlapping.
func assertRoundTrip(_ tree: SyntaxTree, file: StaticString = #filePath, line: UInt = #line) {
    if let offset = RoundTrip.firstMismatch(tree.stream) {
        XCTFail("\(tree.file.path): not reproduced at byte \(offset)", file: file, line: line)
    }
}

/// Deterministic pseudo-random numbers for reproducible fuzz tests.
struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E3779B97F4A7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58476D1CE4E5B9
        z = (z ^ (z >> 27)) &* 0x94D049BB133111EB
        return z ^ (z >> 31)
    }
}

/// Every Corpus fixture round-trips byte for byte and every prefix of it parses without trouble.
final class CorpusRoundTripTests: XCTestCase {
    func testEveryCorpusFileRoundTrips() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Corpus").path
        let files = (FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        XCTAssertFalse(files.isEmpty, "Corpus/ has no Swift files")
        for relative in files {
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: root + "/" + relative)))
            let tree = Parser.parse(SourceFile(path: relative, bytes: bytes))
            assertRoundTrip(tree)
            // `parse_warning`'s triggering fixtures are the one place the Corpus holds invalid Swift, by design.
            let triggersParseWarning = relative.hasPrefix("parse_warning/") && String(decoding: bytes, as: UTF8.self).contains("expect: parse_warning")
            XCTAssertEqual(tree.diagnostics.isEmpty, !triggersParseWarning, "\(relative): Corpus fixtures are valid Swift (except parse_warning's triggering ones), yet: \(tree.diagnostics.prefix(3))")
        }
    }
}
