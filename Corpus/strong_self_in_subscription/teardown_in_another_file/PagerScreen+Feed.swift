import Combine

extension PagerScreen {
    func subscribeToFeed() {
        PagerHub.shared.tick
            .sink { page in self.show(page) }
            .store(in: &observers)
    }
}

extension TickerScreen {
    func subscribeToTicks() {
        PagerHub.shared.tick
            .sink { tick in self.show(tick) } // expect: strong_self_in_subscription
            .store(in: &observers)
    }
}
