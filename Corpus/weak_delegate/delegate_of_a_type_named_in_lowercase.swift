// Decision: a type named with a lowercase first letter (`iOSReachabilityDelegate`, a platform prefix) is
// constructed like any other: `iOSReachabilityDelegate()` in a property's declaration, in `init`, or through
// `self.` makes the object the property alone keeps, and `weak` would free it at once. Whether a call constructs
// is decided by the declarations, not the spelling. A delegate given an existing object is still reported.

protocol ReachabilityDelegate: AnyObject {
    func reachabilityChanged(_ reachable: Bool)
}

final class iOSReachabilityDelegate: ReachabilityDelegate {
    func reachabilityChanged(_ reachable: Bool) {}
}

final class watchOSReachabilityDelegate: ReachabilityDelegate {
    func reachabilityChanged(_ reachable: Bool) {}
}

final class ReachabilityMonitor {
    var delegate: ReachabilityDelegate?
    var fallbackDelegate: ReachabilityDelegate? = watchOSReachabilityDelegate()
    var reportingDelegate: ReachabilityDelegate?
    var observerDelegate: ReachabilityDelegate? // expect: weak_delegate

    init() {
        delegate = iOSReachabilityDelegate()
        self.reportingDelegate = watchOSReachabilityDelegate()
    }
}

final class ReachabilityScreen: ReachabilityDelegate {
    let monitor = ReachabilityMonitor()

    init() {
        monitor.observerDelegate = self
    }

    func reachabilityChanged(_ reachable: Bool) {}
}
