final class FeedViewModelTests {
    func testLogout() { FeedViewModel().logout() }
}
