import XCTest
@testable import CrosstalkSyntax

/// Prints the tree of the file named by CROSSTALK_DUMP (a debugging aid; does nothing otherwise).
final class DumpTool: XCTestCase {
    func testDumpFileFromEnvironment() throws {
        guard let path = ProcessInfo.processInfo.environment["CROSSTALK_DUMP"] else { return }
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let tree = Parser.parse(SourceFile(path: path, bytes: Array(data)))
        print(tree.dump())
        for d in tree.diagnostics { print("diag", tree.file.location(of: d.offset), d.message) }
    }
}
