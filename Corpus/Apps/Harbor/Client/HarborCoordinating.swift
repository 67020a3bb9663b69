/// A coordinator owns one navigation flow and starts it on demand.
@MainActor
public protocol HarborCoordinating: AnyObject {
    func start()
}
