import Combine

// Code in an extension belongs to the target of its file: this is the app (host) subscribing to a feature's
// view model with Combine, which the host may only do through delegates and closures.
extension FeedBanner {
    func followTotal() {
        checkout.$total
            .sink { [weak self] total in self?.text = "\(total)" } // expect: layer_violation "(host)"
            .store(in: &observers)
    }
}
