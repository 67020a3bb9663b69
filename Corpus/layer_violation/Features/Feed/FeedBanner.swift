import Combine

/// A banner on the feed. Declared in the feature; the app target extends it (App/FeedBanner+Checkout.swift), and
/// that extension's code is app code. The extension below, in the feature, is feature code: features may use
/// Combine among themselves.
final class FeedBanner {
    let checkout = CheckoutViewModel()
    var text = ""
    var isBusy = false
    var observers = Set<AnyCancellable>()
}

extension FeedBanner {
    func followLoading() {
        checkout.$isLoading
            .sink { [weak self] loading in self?.isBusy = loading }
            .store(in: &observers)
    }
}
