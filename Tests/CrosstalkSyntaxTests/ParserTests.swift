import XCTest
@testable import CrosstalkSyntax

/// Parser features, each as a snippet and the outline it must produce (`SyntaxTree.dump`).
final class ParserTests: XCTestCase {
    func outline(_ source: String) -> String { Parser.parse(SourceFile(text: source)).dump() }

    func assertContains(_ source: String, _ fragments: [String], file: StaticString = #filePath, line: UInt = #line) {
        let tree = outline(source)
        for fragment in fragments where !tree.contains(fragment) {
            XCTFail("outline lacks:\n\(fragment)\n--- outline:\n\(tree)", file: file, line: line)
        }
    }

    /// A macro in a `switch` subject takes no trailing closure (the brace opens the cases), and a function type
    /// spelled as an expression may label its parameters `_ name:`.
    func testMacroInASwitchSubjectAndLabelledFunctionTypeExpression() {
        let source = """
        func decode(_ value: Value?, pointer: UnsafeMutableRawPointer) throws {
            switch try #require(value) {
            case .text(let s): print(s)
            default: break
            }
            let copy = unsafeBitCast(pointer, to: (@convention(c) (_ name: UnsafePointer<CChar>, _ count: Int32) -> Int32).self)
            _ = copy
        }
        """
        let tree = Parser.parse(SourceFile(text: source))
        XCTAssertTrue(tree.diagnostics.isEmpty, "\(tree.diagnostics)")
    }

    func testTypeDeclarationsWithGenericsInheritanceAndWhere() {
        let source = """
        public final class Store<State: Equatable>: ObservableObject, @unchecked Sendable where State: Hashable {
            struct Nested {}
        }
        protocol Loader: AnyObject {}
        actor Settings {}
        enum Tab: String, CaseIterable { case home, feed }
        extension Array where Element == Int {}
        extension [Item] {}
        """
        let tree = Parser.parse(SourceFile(text: source))
        XCTAssertTrue(tree.diagnostics.isEmpty, "\(tree.diagnostics)")
        let types = tree.nodes.indices.filter { tree.nodes[$0].kind == .typeDecl }.map { (tree.nameText(Int32($0)), TypeDeclKind(rawValue: tree.nodes[$0].flags)!) }
        XCTAssertEqual(types.map(\.0), ["Store", "Nested", "Loader", "Settings", "Tab", "Array", "["])
        XCTAssertEqual(types.map(\.1), [.class, .struct, .protocol, .actor, .enum, .extension, .extension])
        assertContains(source, ["    modifier public\n    modifier final\n    inheritance\n      typeRef\n      typeRef\n    whereClause"])
    }

    /// Swift 6.2's isolated conformances: `nonisolated` before a conformance is a modifier, not the type.
    func testNonisolatedConformanceInAnInheritanceClause() {
        let source = """
        @MainActor final class Gauge {}
        extension Gauge: nonisolated Describing, Sendable {
            nonisolated func describe() -> String { "gauge" }
        }
        """
        let tree = Parser.parse(SourceFile(text: source))
        XCTAssertTrue(tree.diagnostics.isEmpty, "\(tree.diagnostics)")
        let refs = tree.nodes.indices.filter { tree.nodes[$0].kind == .typeRef && tree.nodes[Int(tree.nodes[$0].parent)].kind == .inheritance }
        XCTAssertEqual(refs.map { tree.compactText(Int32($0)) }, ["Describing", "Sendable"])
    }

    func testStoredComputedAndObservedProperties() {
        let source = """
        class A {
            var stored = 1
            var computed: Int { 2 }
            var accessors: Int { get { 1 } set { } }
            var observed: Int = 0 { didSet { print(oldValue) } }
            lazy var lazyOne = make()
            nonisolated(unsafe) static var shared: A?
            weak let parent: A?
        }
        """
        let tree = Parser.parse(SourceFile(text: source))
        XCTAssertTrue(tree.diagnostics.isEmpty, "\(tree.diagnostics)")
        let blocks = tree.nodes.filter { $0.kind == .accessorBlock }.map(\.flags)
        XCTAssertEqual(blocks, [AccessorFlags.computed, AccessorFlags.computed, AccessorFlags.observers])
        assertContains(source, ["modifier nonisolated(unsafe)".replacingOccurrences(of: "(unsafe)", with: ""), "modifier weak\n        binding parent"])
    }

    func testFunctionsInitializersSubscriptsAndStaticMembers() {
        let source = """
        struct S {
            static func make() -> S { S() }
            class func legacy() {}
            init?<T>(value: T) where T: Codable { }
            subscript(i: Int) -> Int { get { i } }
            func `default`() async throws -> [String: Int] { [:] }
            deinit {}
        }
        """
        let tree = Parser.parse(SourceFile(text: source))
        XCTAssertTrue(tree.diagnostics.isEmpty, "\(tree.diagnostics)")
        let functions = tree.nodes.indices.filter { tree.nodes[$0].kind == .function }.map { tree.nameText(Int32($0)) }
        XCTAssertEqual(functions, ["make", "legacy", "init", "subscript", "default", "deinit"])
    }

    func testAGenericOperatorFunctionWhoseNameAndAngleAreOneToken() {
        // `==<` lexes as one operator: its `<` opens the generic parameters, as Swift reads it.
        let source = """
        struct Address: Equatable {
            let text: String
            static func ==<T: Addr>(lhs: Address, rhs: T) -> Bool { lhs.text == rhs.text }
            static func <(lhs: Address, rhs: Address) -> Bool { lhs.text < rhs.text }
        }
        """
        let tree = Parser.parse(SourceFile(text: source))
        XCTAssertTrue(tree.diagnostics.isEmpty, "\(tree.diagnostics)")
        XCTAssertEqual(tree.nodes.filter { $0.kind == .parameterClause }.count, 2)
    }

    func testNameTextSpellsWordsAsWrittenWithProjectionAndBackticks() {
        // `$name` carries the symbol of the word `name`, `` `default` `` that of `default`: the text stays as written.
        let source = "a.$name.sink { }\nb.name.value\nc.`default`.`self`\nd.$value\n"
        let tree = Parser.parse(SourceFile(text: source))
        let members = tree.nodes.indices.filter { tree.nodes[$0].kind == .member }.map { tree.nameText(Int32($0)) }
        XCTAssertEqual(members, ["$name", "sink", "name", "value", "default", "self", "$value"])
    }

    func testClosuresWithCaptureListsParametersAndNesting() {
        let source = """
        f { [weak self, unowned(unsafe) other, vm = self] (a: Int, b) async -> Void in
            g { [self] in self.x }
        }
        h { $0 + 1 }
        k { [1, 2].map { $0 } }
        """
        let tree = Parser.parse(SourceFile(text: source))
        XCTAssertTrue(tree.diagnostics.isEmpty, "\(tree.diagnostics)")
        let captures = tree.nodes.indices.filter { tree.nodes[$0].kind == .captureItem }.map { (tree.nameText(Int32($0)), tree.nodes[$0].flags) }
        XCTAssertEqual(captures.map(\.0), ["self", "other", "vm", "self"])
        XCTAssertEqual(captures.map(\.1), [CaptureFlags.weak, CaptureFlags.unowned, 0, 0])
        XCTAssertEqual(tree.nodes.filter { $0.kind == .closure }.count, 5)
        XCTAssertEqual(tree.nodes.filter { $0.kind == .captureList }.count, 2, "`[1, 2]` at the start of a body is not a capture list")
    }

    func testACaptureWhoseValueHoldsAClosure() {
        // `[snapshots = items.map { $0.snapshot() }] in`: the braces inside the capture list are the value's.
        let source = """
        Task { [snapshots = items.map { $0.snapshot() }, weak self] in
            await self?.send(snapshots)
        }
        k { [items.map { $0 }].first }
        """
        let tree = Parser.parse(SourceFile(text: source))
        XCTAssertTrue(tree.diagnostics.isEmpty, "\(tree.diagnostics)")
        let captures = tree.nodes.indices.filter { tree.nodes[$0].kind == .captureItem }.map { tree.nameText(Int32($0)) }
        XCTAssertEqual(captures, ["snapshots", "self"])
        XCTAssertEqual(tree.nodes.filter { $0.kind == .captureList }.count, 1, "an array literal starting a body is no capture list")
    }

    func testAGenericTypeGluedToItsInitializersEqualSign() {
        // `var windows:Array<NSWindow>=[]` compiles: the `>=` closes the generic arguments and starts the initializer.
        let source = """
        final class Panels {
            var windows:Array<NSWindow>=[]
            var sizes: Set<Int>=[1]
            func open() { if count>=2 { close() } }
        }
        """
        let tree = Parser.parse(SourceFile(text: source))
        XCTAssertTrue(tree.diagnostics.isEmpty, "\(tree.diagnostics)")
        let bindings = tree.nodes.indices.filter { tree.nodes[$0].kind == .binding }
        XCTAssertEqual(bindings.count, 2)
        XCTAssertTrue(bindings.allSatisfy { b in tree.children(Int32(b)).contains { tree.nodes[Int($0)].kind == .collection } })
    }

    func testCallChainsWithTrailingAndMultipleTrailingClosures() {
        let source = """
        a.b(c).d { }.e(in: &f)
        publisher
            .map { $0 }
            .sink { value in } receiveValue: { _ in }
        """
        assertContains(source, [
            "postfixChain\n    reference a\n    member b\n    call\n      argument\n        reference c\n    member d\n    call\n      argument\n        closure\n    member e\n    call\n      argument in\n        prefixExpression &\n          reference f",
            "    member sink\n    call\n      argument\n        closure\n          closureSignature\n      argument receiveValue\n        closure",
        ])
    }

    func testAssignmentsReturnsAndDiscards() {
        let source = """
        func f() -> Int {
            _ = x.sink { }
            let _ = y
            vm.onClose = { self.close() }
            return z
        }
        """
        assertContains(source, [
            "      sequence\n        reference _\n        binaryOperator =\n        postfixChain",
            "      varDecl\n        binding _",
            "      sequence\n        postfixChain\n          reference vm\n          member onClose\n        binaryOperator =\n        closure",
            "      returnStatement\n        reference z",
        ])
    }

    func testStatementsConditionsAndIfDirectives() {
        let source = """
        guard let self else { return }
        if let a = b, case .some(let c) = d { } else if e { } else { }
        for await v in stream.values() where v > 0 { }
        switch x { case .a: break; default: y() }
        #if os(iOS)
        let branchA = 1
        #else
        let branchB = 2
        #endif
        """
        assertContains(source, ["conditional guard\n    conditionBinding self", "forIn\n    postfixChain", "switchCase", "binding branchA", "binding branchB"])
    }

    /// In a condition, a `{` after a value is a trailing closure only where swiftc decides so by what follows its `}`.
    func testTrailingClosuresInConditionsFollowTheCompilersRule() {
        // Followed by `else`: the braces are the statement's body.
        assertContains("if list.isEmpty { run() } else { stop() }", ["conditional if\n    postfixChain\n      reference list\n      member isEmpty\n    codeBlock"])
        // Followed by `,`, `{` or `where`: a trailing closure, then the rest of the condition or the body.
        for source in ["guard let x = try? list.filter { $0 > 1 }, ready else { return }",
                       "if list.contains { $0 > 1 } { run() }",
                       "for x in list.filter { $0 > 1 } where x < 9 { run() }"] {
            let tree = Parser.parse(SourceFile(text: source))
            XCTAssertTrue(tree.diagnostics.isEmpty, "\(source): \(tree.diagnostics)")
            XCTAssertTrue(tree.nodes.contains { $0.kind == .argument && $0.flags & ArgumentFlags.isTrailingClosure != 0 },
                          "\(source):\n\(outline(source))")
        }
    }

    /// Syntax swiftc accepts that gave parse warnings on real apps (`unsafe` expressions are SE-0458's).
    func testTypedThrowsWithASpaceSwitchInAConditionAndAllmanTrailingClosures() {
        for source in ["protocol P { init(name: String) throws (NameError) }",
                       "let f: () throws (E) -> Void = g",
                       "if let v: Self = switch s {\ncase .a: .b\ndefault: nil\n} { run(v) }",
                       "if let v = switch s { case .a: 1; default: nil } { run(v) }",
                       "animate\n{\n    show()\n}\ncompletion:\n{\n    hide()\n}",
                       "let a = try? unsafe load()\nguard let b = unsafe find(&raw) else { return }\n_ = r.contains(unsafe regex.value)\n_ = unsafe(3)"] {
            let tree = Parser.parse(SourceFile(text: source))
            XCTAssertTrue(tree.diagnostics.isEmpty, "\(source): \(tree.diagnostics)")
        }
        // The Allman closure and its labeled sibling are both arguments of `animate`.
        let tree = Parser.parse(SourceFile(text: "animate\n{\n    show()\n}\ncompletion:\n{\n    hide()\n}"))
        XCTAssertEqual(tree.nodes.filter { $0.kind == .argument && $0.flags & ArgumentFlags.isTrailingClosure != 0 }.count, 2)
    }

    /// swiftc accepts a space between an attribute and its arguments (a warning in Swift 5 mode); a `(` that starts
    /// a function type after a bare attribute, spaced or not, stays part of the type.
    func testAttributeArgumentsAfterASpace() {
        let source = """
        final class Presenter {
            @available (iOS 12, *)
            private var store: String { "" }
            @objc (refresh:) func refresh(_ sender: Any) {}
            var onChange: @MainActor (Int) -> Void = { _ in }
            var onLoad: (@Sendable (Bool) async -> Void)?
            var handlers: [@MainActor () -> Void] = []
            var tight: @MainActor(Int) -> Void = { _ in }
        }
        """
        let tree = Parser.parse(SourceFile(text: source))
        XCTAssertTrue(tree.diagnostics.isEmpty, "\(tree.diagnostics)")
        let attributes = tree.nodes.indices.filter { tree.nodes[$0].kind == .attribute }.map { tree.text(Int32($0)) }
        XCTAssertEqual(attributes, ["@available (iOS 12, *)", "@objc (refresh:)"])
        let members = tree.nodes.indices.filter { tree.nodes[$0].kind == .binding || tree.nodes[$0].kind == .function }.map { tree.nameText(Int32($0)) }
        XCTAssertEqual(members, ["store", "refresh", "onChange", "onLoad", "handlers", "tight"])
    }

    func testMacrosAttributesAndRegex() {
        let source = """
        @Observable final class Model {}
        #Preview { ContentView() }
        @available(iOS 17, *) #Preview("Dark") { ContentView() }
        let ok = #available(iOS 26.0, *)
        let sel = #selector(tap(_:))
        let r = /a+(b)?/
        """
        let tree = Parser.parse(SourceFile(text: source))
        XCTAssertTrue(tree.diagnostics.isEmpty, "\(tree.diagnostics)")
        XCTAssertEqual(tree.nodes.filter { $0.kind == .macroExpansion }.count, 4)
    }

    func testKeyPathsNonASCIIPrefixOperatorsFunctionTypesInExpressionsAndGluedTernaries() {
        let source = """
        prefix operator ¶
        prefix func ¶ (raw: String) -> Int { raw.count }
        enum ColumnID { static let name = ¶"name" }
        let columns = [Column(title: "First", value: \\.[0]), Column(title: "Second", value: \\.[1].count)]
        var migrations = [Int: () throws -> ()](), loaders = [String: () async throws(LoadError) -> Data]()
        let label = Label(path == "" ?"Select…":path, systemImage: "ellipsis")
        let handler = Box<(@Sendable (_ code: Int, _ message: String) -> Void)?>(nil)
        """
        let tree = Parser.parse(SourceFile(text: source))
        XCTAssertTrue(tree.diagnostics.isEmpty, "\(tree.diagnostics)")
        XCTAssertEqual(tree.nodes.filter { $0.kind == .keyPath }.count, 2)
    }

    func testRecoveryKeepsTheRestOfTheFile() {
        let source = """
        class Broken { func f( { ) ] }
        class After { var x = 1 }
        """
        let tree = Parser.parse(SourceFile(text: source))
        XCTAssertFalse(tree.diagnostics.isEmpty)
        XCTAssertTrue(tree.dump().contains("typeDecl After"))
    }
}

/// `compactText` summarizes a node: whitespace runs become one space, and long text is cut on a character
/// boundary and marked with an ellipsis, whatever bytes it holds.
final class CompactTextTests: XCTestCase {
    /// The text of the initializer of `let x = …` in `source`.
    func initializerText(_ source: [UInt8], limit: Int) -> String {
        let tree = Parser.parse(SourceFile(path: "t.swift", bytes: source))
        var node: Int32 = 0
        var found: Int32 = -1
        while Int(node) < tree.nodes.count {
            if tree.nodes[Int(node)].kind == .binding { found = tree.nodes[Int(node)].lastChild }
            node += 1
        }
        return found >= 0 ? tree.compactText(found, limit: limit) : "<none>"
    }

    func testWhitespaceCollapsesAndShortTextIsKept() {
        XCTAssertEqual(initializerText(Array("let x = foo(\n    a,\t b )".utf8), limit: 200), "foo( a, b )")
    }

    func testLongTextIsCutOnACharacterBoundary() {
        // The limit falls inside `é` (2 bytes): the whole character is kept, then the ellipsis.
        XCTAssertEqual(initializerText(Array("let x = \"aé bcd\"".utf8), limit: 3), "\"aé…")
        // A space and the next byte pass the limit together.
        XCTAssertEqual(initializerText(Array("let x = a    + bcd".utf8), limit: 2), "a +…")
    }

    /// Whitespace, a control byte or a multi-byte character at every offset, and every limit around them, give
    /// what a plain byte-by-byte collapse gives: the eight-bytes-at-a-time path changes nothing but speed.
    func testEveryOffsetAndLimitMatchesAByteByByteCollapse() {
        // A string literal is one expression whatever bytes it holds (a line break would end it, so none here).
        let body = Array("value.map { $0 * 2 }.filter(isEven).reduce(0, +)".utf8)
        for insert in [[UInt8](" ".utf8), [0x09], [0x20, 0x09, 0x20], [0x01], Array("é".utf8)] {
            for offset in 0 ... body.count {
                let expression = Array("\"".utf8) + body[..<offset] + insert + body[offset...] + Array("\"".utf8)
                for limit in [3, 7, 8, 9, 15, 16, 17, offset, offset + 1, offset + 8, 200] {
                    let text = initializerText(Array("let x = ".utf8) + expression, limit: limit)
                    XCTAssertEqual(text, Self.collapsed(expression, limit: limit), "insert \(insert) at \(offset), limit \(limit)")
                }
            }
        }
    }

    /// The specification, one byte at a time (valid UTF-8 input).
    static func collapsed(_ bytes: [UInt8], limit: Int) -> String {
        var out: [UInt8] = []
        var pendingSpace = false
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if [0x20, 0x09, 0x0A, 0x0D].contains(b) {
                pendingSpace = !out.isEmpty
            } else {
                if pendingSpace { out.append(0x20); pendingSpace = false }
                out.append(b)
                if out.count >= limit {
                    while i + 1 < bytes.count && bytes[i + 1] & 0xC0 == 0x80 { i += 1; out.append(bytes[i]) }
                    return String(decoding: out, as: UTF8.self) + "…"
                }
            }
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Invalid UTF-8 (a run of continuation bytes at the cut) neither overruns the string's storage nor crashes.
    func testContinuationBytesAtTheCutAreBounded() {
        let source = Array("let x = ab".utf8) + [UInt8](repeating: 0x80, count: 64)
        for limit in 1 ... 8 {
            let text = initializerText(source, limit: limit)
            XCTAssertTrue(text.hasSuffix("…"), "limit \(limit): \(text)")
            // Kept bytes, at most 3 more finishing the cut character, the ellipsis (each invalid byte reads as U+FFFD).
            XCTAssertLessThanOrEqual(text.unicodeScalars.count, limit + 3 + 1, "limit \(limit): \(text)")
        }
    }
}

/// `location(of:near:)` agrees with the binary search for any order of offsets, and keeps its hint on the answer.
final class SourceLocationTests: XCTestCase {
    func testLocationNearAHintMatchesTheBinarySearch() {
        var text = ""
        for i in 0 ..< 300 { text += String(repeating: "x", count: i % 7) + (i % 5 == 0 ? "\r\n" : "\n") }
        let file = SourceFile(text: text)
        let count = file.bytes.count
        var offsets = Array(0 ... count)                        // in order, as a walk asks
        offsets += [count, 0, count / 2, 3, count - 1, 1, count / 3, count / 3 + 40, count / 3 + 4000] // jumps both ways
        var hint = 0
        for offset in offsets {
            let near = file.location(of: offset, near: &hint)
            let searched = file.location(of: offset)
            XCTAssertEqual(near.line, searched.line, "offset \(offset)")
            XCTAssertEqual(near.column, searched.column, "offset \(offset)")
            XCTAssertEqual(hint, searched.line - 1)
        }
        var wild = 1_000_000
        XCTAssertEqual(file.location(of: 5, near: &wild).line, file.location(of: 5).line, "an out-of-range hint is clamped")
    }
}
