// Decision: a struct's static of its own type whose member the app changes (`ServerClock.shared.offset = …`) is
// a mutable global value like one the app replaces: `let` would not compile. A class's static var changed the
// same way stays reported: the instance is shared and `let` would keep the change working.

struct ServerClock {
    static var shared = ServerClock()
    var offset = 0.0
}

final class ServerSession {
    static var shared = ServerSession()  // expect: mutable_singleton
    var token = ""
}

func synchronize(serverTime: Double, localTime: Double, token: String) {
    ServerClock.shared.offset = serverTime - localTime
    ServerSession.shared.token = token
}
