import Combine
import Foundation

// Decision: an app context made once at launch through its class object (`contextClass.init()` into a global) and
// read everywhere through `class var shared`, which returns that object and makes none, is the app's one context:
// it and what it keeps live until exit, so a cycle through them frees nothing. A class with such an accessor that
// code also constructs by name (a fresh one per sign-in) is not the only one, and stays reported.

var currentTrailContext: TrailContextBase?

func startTrailContext(_ contextClass: TrailContextBase.Type) {
    currentTrailContext = contextClass.init()
}

class TrailContextBase {
    let signedOut = PassthroughSubject<Void, Never>() // expect: subject_exposed
    var observers = Set<AnyCancellable>()

    required init() {
        signedOut.sink {
            self.resetCaches()
        }.store(in: &observers)
    }

    func resetCaches() {}

    class var shared: TrailContextBase { currentTrailContext! }
}

final class TrailMainContext: TrailContextBase {
    private(set) var sync: TrailSyncService!

    required init() {
        super.init()
        sync = TrailSyncService()
    }

    override class var shared: TrailMainContext { super.shared as! TrailMainContext }
}

final class TrailSyncService {
    private var observers = Set<AnyCancellable>()

    init() {
        TrailMainContext.shared.signedOut.sink {
            self.stop()
        }.store(in: &observers)
    }

    func stop() {}
}

final class TrailSession {
    let expired = PassthroughSubject<Void, Never>() // expect: subject_exposed
    var observers = Set<AnyCancellable>()

    init() {
        expired.sink { // expect: strong_self_in_subscription
            self.close()
        }.store(in: &observers)
    }

    func close() {}

    class var shared: TrailSession { TrailSignIn.session! }
}

final class TrailSignIn {
    static var session: TrailSession?

    func signIn() {
        Self.session = TrailSession()
    }

    func signOut() {
        Self.session = nil
    }
}

final class TrailLaunch {
    func start() {
        startTrailContext(TrailMainContext.self)
    }
}
