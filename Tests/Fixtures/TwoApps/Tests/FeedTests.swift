final class FeedTests {
    func testRefresh() {
        MacFeed().refresh()
    }
}
