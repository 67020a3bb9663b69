import XCTest

final class NoteListViewModelTests: XCTestCase {
    func testRefresh() { NoteListViewModel().refresh() }
}
