import Foundation

// A class's singleton the app swaps for another instance (a fake for UI tests) is still a reassignable global, but
// `let` would not compile: the finding says to hand the instance in instead.

class DomainLinker {
    static var shared = DomainLinker() // expect: 16 [mutable_singleton] "swaps it for another instance"

    static func useFake() {
        DomainLinker.shared = FakeDomainLinker()
    }

    func link(path: String) {}
}

final class FakeDomainLinker: DomainLinker {
    override func link(path: String) {}
}

final class LinkerBootstrap {
    func start(isUITest: Bool) {
        if isUITest { DomainLinker.useFake() }
    }
}
