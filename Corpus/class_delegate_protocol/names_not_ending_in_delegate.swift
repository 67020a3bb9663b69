// Only protocols whose name ends in `Delegate` are checked.

protocol CartListener {
    func cartDidChange(itemCount: Int)
}

protocol DelegateFactory {
    func makeDelegate() -> AnyObject
}

protocol CartDelegating {
    func delegateCartUpdates()
}

protocol OrderDelegateProviding {
    var orderDelegateName: String { get }
}

protocol LocationDataSource {
    func currentLocation() -> (latitude: Double, longitude: Double)
}
