import XCTest
import CrosstalkFacts
@testable import CrosstalkGraph

/// Class-bound resolution of protocols across files (`ProjectIndex.isClassBoundProtocol`).
final class ClassBoundProtocolTests: XCTestCase {
    func index(_ sources: String...) -> ProjectIndex {
        ProjectIndex(files: sources.enumerated().map { FactExtractor.extract(path: "f\($0.offset).swift", bytes: Array($0.element.utf8)) })
    }

    func testCompositionsQualifiedNamesAndSuppressedConformancesAreReadNameByName() {
        let idx = index("""
        protocol ComposedValueDelegate: Equatable & Sendable {}
        protocol QualifiedValueDelegate: Swift.Hashable {}
        protocol SuppressedDelegate: ~Copyable {}
        protocol ComposedClassDelegate: Sendable & AnyObject {}
        protocol UnknownComposedDelegate: Sendable & UITableViewDelegate {}
        """)
        XCTAssertEqual(idx.isClassBoundProtocol("ComposedValueDelegate"), false)
        XCTAssertEqual(idx.isClassBoundProtocol("QualifiedValueDelegate"), false)
        XCTAssertEqual(idx.isClassBoundProtocol("SuppressedDelegate"), false)
        XCTAssertEqual(idx.isClassBoundProtocol("ComposedClassDelegate"), true)
        XCTAssertEqual(idx.isClassBoundProtocol("UnknownComposedDelegate"), true)
    }

    func testTransitiveAcrossFilesAndModuleQualifiedParents() {
        let idx = index("""
        protocol BaseDelegate: AnyObject {}
        class BaseView {}
        """, """
        protocol ChildDelegate: BaseDelegate {}
        protocol QualifiedChildDelegate: Core.BaseDelegate {}
        protocol ViewBoundDelegate where Self: BaseView {}
        protocol ValueBaseDelegate: Codable {}
        protocol ValueChildDelegate: ValueBaseDelegate, CustomStringConvertible {}
        """)
        XCTAssertEqual(idx.isClassBoundProtocol("ChildDelegate"), true)
        XCTAssertEqual(idx.isClassBoundProtocol("QualifiedChildDelegate"), true)
        XCTAssertEqual(idx.isClassBoundProtocol("ViewBoundDelegate"), true)
        XCTAssertEqual(idx.isClassBoundProtocol("ValueChildDelegate"), false)
    }

    func testStandardLibraryListHoldsNoClassBoundProtocol() {
        for name in ["Actor", "Executor", "SerialExecutor", "TaskExecutor", "AnyObject", "NSObjectProtocol"] {
            XCTAssertFalse(ProjectIndex.knownValueProtocols.contains(name), name)
        }
    }
}
