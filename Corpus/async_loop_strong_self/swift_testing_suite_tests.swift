import Testing

// The Swift Testing suite of `swift_testing_suite_app.swift`: its construction and its own loop are test code.

@Suite struct TickerStateTests {
    @Test func rendersPrices() async {
        let manager = TickerStateManager()
        let prices = AsyncStream<Int> { $0.finish() }
        Task {
            for await value in prices {
                manager.render(value)
            }
        }
    }
}
