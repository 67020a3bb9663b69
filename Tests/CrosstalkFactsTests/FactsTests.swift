import XCTest
@testable import CrosstalkFacts

final class FactsTests: XCTestCase {
    // MARK: types and properties

    func testTypesInheritanceAndSelfConstraints() {
        let f = facts("""
        @objc protocol A: NSObjectProtocol {}
        protocol B where Self: AnyObject & Sendable {}
        private final class Outer: Base<Int>, P { struct Inner {} }
        extension Notification.Name {}
        final class IconImage: @unchecked Sendable, @retroactive Equatable {}
        """)
        XCTAssertEqual(f.types.map(\.name), ["A", "B", "Outer", "Inner", "Notification.Name", "IconImage"])
        XCTAssertEqual(f.types[0].attributes, ["objc"])
        XCTAssertEqual(f.types[1].selfConstraints, ["AnyObject", "Sendable"])
        XCTAssertEqual(f.types[2].inherits, ["Base", "P"])
        XCTAssertEqual(f.types[3].qualifiedName, "Outer.Inner")
        XCTAssertTrue(f.types[3].isPrivate, "nested in a private type")
        XCTAssertEqual(f.types[4].kind, .extension)
        XCTAssertEqual(f.types[5].inherits, ["Sendable", "Equatable"], "the attribute qualifies the conformance")
    }

    func testPropertyKinds() {
        let f = facts("""
        class VM {
            @Published private(set) var user: User? = nil
            weak var delegate: (any VMDelegate)?
            var onClose: (() -> Void)?
            var handler: @escaping (Int) -> Void
            var table: [String: () -> Void] = [:]
            var computed: Int { 1 }
            var observed = 0 { didSet { } }
            static var shared = VM()
            lazy var helper = Helper()
            func f() { var local = 1 }
        }
        """)
        let byName = Dictionary(uniqueKeysWithValues: f.properties.map { ($0.name, $0) })
        XCTAssertEqual(byName["user"]?.modifiers, ["private(set)"])
        XCTAssertEqual(byName["user"]?.attributes, ["Published"])
        XCTAssertFalse(byName["user"]!.isPrivate, "private(set) is not private")
        XCTAssertEqual(byName["delegate"]?.typeText, "(any VMDelegate)?")
        XCTAssertEqual(byName["onClose"]?.isClosureTyped, true)
        XCTAssertEqual(byName["handler"]?.isClosureTyped, true)
        XCTAssertEqual(byName["table"]?.isClosureTyped, false)
        XCTAssertEqual(byName["computed"]?.isComputed, true)
        XCTAssertEqual(byName["observed"]?.isComputed, false)
        XCTAssertEqual(byName["observed"]?.hasObservers, true)
        XCTAssertEqual(byName["shared"]?.isStatic, true)
        XCTAssertEqual(byName["shared"]?.initializer?.root, "VM")
        XCTAssertEqual(byName["shared"]?.initializer?.isCall, true)
        XCTAssertEqual(byName["local"]?.isLocal, true)
        XCTAssertNil(byName["local"]?.owner)
        XCTAssertEqual(byName["helper"]?.owner, 0)
    }

    // MARK: self capture (docs/rules.md, "captures self strongly")

    /// Strong-capture verdicts of every closure, in source order.
    func strongVerdicts(_ body: String) -> [Bool] {
        facts("class C {\n func f() {\n\(body)\n }\n var x = 0\n static func s() { run { self.x } }\n}").closures.dropLast().map(\.capturesSelfStrongly)
    }

    func testSelfCaptureRules() {
        XCTAssertEqual(strongVerdicts("run { self.x }"), [true])
        XCTAssertEqual(strongVerdicts("run { [weak self] in self?.x }"), [false])
        XCTAssertEqual(strongVerdicts("run { [unowned(unsafe) self] in self.x }"), [false])
        XCTAssertEqual(strongVerdicts("run { [self] in x }"), [true])
        XCTAssertEqual(strongVerdicts("run { [vm = self] in vm.x }"), [true])
        XCTAssertEqual(strongVerdicts("run { print(\"\\(self.x)\") }"), [true], "self inside string interpolation")
        XCTAssertEqual(strongVerdicts("run { super.x }"), [true])
        XCTAssertEqual(strongVerdicts("run { Self.y; C.self; x.self; _ = \\.self }"), [false])
        // The nested-weak-self pitfall: the outer closure captures self strongly to create the weak reference.
        XCTAssertEqual(strongVerdicts("run { other { [weak self] in self?.x } }"), [true, false])
        // Inside a [weak self] closure, a nested closure's `self?` names the weak capture.
        XCTAssertEqual(strongVerdicts("run { [weak self] in other { self?.x } }"), [false, false])
        // …unless `guard let self` re-bound it in between.
        XCTAssertEqual(strongVerdicts("run { [weak self] in guard let self else { return }; other { self.x } }"), [false, true])
        XCTAssertEqual(strongVerdicts("run { struct Local { func g() { h { self } } } }"), [false, true], "a nested type has its own self")
    }

    func testStaticContextHasNoInstanceSelf() {
        let f = facts("class C { static func s() { run { self.x } }; class var v: Int { run { self }; return 1 } }")
        XCTAssertEqual(f.closures.map(\.capturesSelfStrongly), [false, false])
        XCTAssertEqual(f.closures.map(\.context.hasInstanceSelf), [false, false])
    }

    // MARK: subscriptions and disposition (docs/rules.md, "discarded" vs "kept")

    func dispositions(_ body: String) -> [Disposition] {
        facts("class C {\n\(body)\n}").subscriptions.map(\.disposition)
    }

    func testSubscriptionDispositions() {
        XCTAssertEqual(dispositions("func f() { p.sink { _ in } }"), [.discarded])
        XCTAssertEqual(dispositions("func f() { _ = p.sink { _ in } }"), [.discarded])
        XCTAssertEqual(dispositions("func f() { let _ = p.sink { _ in } }"), [.discarded])
        XCTAssertEqual(dispositions("func f() { p.sink { _ in }.store(in: &observers) }"), [.stored])
        XCTAssertEqual(dispositions("func f() { c = p.sink { _ in } }"), [.assigned])
        XCTAssertEqual(dispositions("func f() { let c = p.sink { _ in } }"), [.assigned])
        XCTAssertEqual(dispositions("func f() -> AnyCancellable { return p.sink { _ in } }"), [.returned])
        XCTAssertEqual(dispositions("func f() -> AnyCancellable { p.sink { _ in } }"), [.returned])
        XCTAssertEqual(dispositions("func f() { p.sink { _ in } }\nvar c: AnyCancellable { p.sink { _ in } }"), [.discarded, .returned])
        XCTAssertEqual(dispositions("func f() { set.insert(p.sink { _ in }) }"), [.passed])
        XCTAssertEqual(dispositions("func f() { cs = [p.sink { _ in }] }"), [.collection])
        XCTAssertEqual(dispositions("func f() { run { p.sink { _ in } } }"), [.closureResult])
        XCTAssertEqual(dispositions("func f() { c = if a { p.sink { _ in } } else { q.sink { _ in } } }"), [.assigned, .assigned])
        XCTAssertEqual(dispositions("func f() { try p.sink { _ in } }"), [.discarded])
    }

    func testSubscriptionShape() {
        let f = facts("""
        class C {
            func f() {
                service.user.receive(on: DispatchQueue.main).map(format).sink(receiveValue: self.handle).store(in: &self.observers)
                Future { p in p(.success(1)) }.sink { [weak self] in self?.x = $0 }
                $name.assign(to: &$title)
                p.assign(to: \\.x, on: self)
            }
        }
        """)
        XCTAssertEqual(f.subscriptions.count, 4)
        let first = f.subscriptions[0]
        XCTAssertEqual(first.rootPath, ["service", "user"])
        XCTAssertEqual(first.operators, ["receive", "map", "sink"])
        XCTAssertEqual(first.receiveSchedulers, ["DispatchQueue.main"])
        XCTAssertEqual(first.storeTarget, "observers")
        XCTAssertEqual(first.functionReferences.map(\.name), ["format", "handle"])
        XCTAssertEqual(first.functionReferences.map(\.base), [nil, "self"])
        XCTAssertEqual(f.subscriptions[1].rootIsCall, true)
        XCTAssertEqual(f.subscriptions[1].closures.count, 1, "the root Future's own closure is not an operator closure")
        XCTAssertEqual(f.subscriptions[2].terminal, .assignToPublished)
        XCTAssertEqual(f.subscriptions[2].assignPublishedTarget, "$title")
        XCTAssertEqual(f.subscriptions[3].terminal, .assignToOn)
        XCTAssertEqual(f.subscriptions[3].assignTarget, "self")
    }

    func testSinkThatTakesNoClosureIsNotASubscription() {
        XCTAssertTrue(facts("func f() { logger.sink(level) }").subscriptions.isEmpty)
    }

    // MARK: other mechanisms

    func testAssignmentsAndStaticReferences() {
        let f = facts("class C { func f() { vm.onClose = { self.close() }; table.delegate = self; let v = Config.shared.value; DispatchQueue.main.async {} } }")
        XCTAssertEqual(f.assignments.map(\.target), [["vm", "onClose"], ["table", "delegate"]])
        XCTAssertEqual(f.assignments.map(\.value), [.closure, .selfReference])
        XCTAssertNotNil(f.assignments[0].closure)
        XCTAssertEqual(f.staticReferences.map { "\($0.typeName).\($0.member)" }, ["Config.shared", "DispatchQueue.main"])
    }

    func testNamesHandedOnHeldByALocalOrPresented() {
        let f = facts("""
        class C: UIViewController {
            var kept: UIViewController?
            func f() {
                let editor = Editor()
                let nav = UINavigationController(rootViewController: editor)
                present(nav, animated: true)
                let detail = Detail()
                navigationController?.pushViewController(detail, animated: true)
                let child = Child()
                addChild(child)
                let other = Other()
                kept = other
            }
        }
        """)
        XCTAssertEqual(Set(f.handOffs.keys), ["child", "other"])
        XCTAssertEqual(f.heldByLocals, ["editor": ["nav"]])
        XCTAssertEqual(f.shownNames, ["nav", "detail"])
    }

    func testNamesHandedToOwnMethodsCountOnlyWhenTheMethodHandsOnItsParameter() {
        let f = facts("""
        class Server {
            var kept: [Connection] = []
            func accept(_ connection: Connection) { self.echo(on: connection) }
            func adopt(_ incoming: Connection) { keep(incoming) }
            func start(_ other: Connection) { launch(other) }
            private func echo(on connection: Connection) { connection.receive() }
            private func keep(_ c: Connection) { kept.append(c) }
        }
        """)
        // `echo` keeps nothing; `keep` appends its parameter (so `adopt` hands `incoming` on); `launch` is not the file's.
        XCTAssertEqual(Set(f.handOffs.keys), ["c", "incoming", "other"])
    }

    func testNotifications() {
        let f = facts("""
        extension Notification.Name { static let didLogin = Notification.Name("didLogin") }
        class C {
            func f() {
                NotificationCenter.default.post(name: .didLogin, object: nil)
                NotificationCenter.default.post(name: Notification.Name("raw"), object: nil)
                let t = NotificationCenter.default.addObserver(forName: Notification.Name.didLogin, object: nil, queue: .main) { _ in }
                NotificationCenter.default.addObserver(forName: .init("x"), object: nil, queue: nil) { _ in }
                NotificationCenter.default.publisher(for: UIApplication.didBecomeActiveNotification).sink { _ in }.store(in: &observers)
                object.publisher(for: \\.frame)
            }
        }
        """)
        XCTAssertEqual(f.notificationNames.map(\.name), ["didLogin"])
        XCTAssertEqual(f.notificationNames.first?.rawValue, "didLogin")
        XCTAssertEqual(f.notifications.map(\.name), ["didLogin", "raw", "didLogin", "x", "UIApplication.didBecomeActiveNotification"])
        XCTAssertEqual(f.notifications.map(\.kind), [.post, .post, .observe, .observe, .observe])
        XCTAssertEqual(f.notifications.map(\.isLiteral), [false, true, false, true, false])
        XCTAssertEqual(f.notifications[2].observerTokenDisposition, .assigned)
        XCTAssertEqual(f.notifications[3].observerTokenDisposition, .discarded)
        XCTAssertEqual(f.notifications[1].literalLocation?.column, 60, "points at the Name token")
    }

    func testAsyncIterationAndInjection() {
        let f = facts("""
        struct V: View {
            @EnvironmentObject var store: AppStore
            @Environment(Session.self) var session
            @Environment(\\.dismiss) var dismiss
            @Injected var api: APIClient
            func f() async { for await e in service.events() { }; let r = Resolver.resolve(Repo.self) }
        }
        """)
        XCTAssertEqual(f.asyncIterations.map(\.path), [["service", "events"]])
        XCTAssertEqual(f.injections.map(\.typeName), ["AppStore", "Session", "APIClient", "Repo"])
        XCTAssertEqual(f.injections.map(\.kind), [.environmentObject, .environment, .injectedProperty, .resolve])
    }

    func testSuppressionDirectives() {
        let f = facts("""
        // crosstalk:disable:next weak_delegate, unstored_subscription - legacy
        var a = 1 // crosstalk:disable:this all
        /* crosstalk:disable mutable_singleton */
        // crosstalk:enable mutable_singleton
        """)
        XCTAssertEqual(f.suppressions.map(\.kind), [.next, .this, .disable, .enable])
        XCTAssertEqual(f.suppressions[0].rules, ["weak_delegate", "unstored_subscription"])
        XCTAssertEqual(f.suppressions[1].rules, ["all"])
        XCTAssertEqual(f.suppressions[2].rules, ["mutable_singleton"])
    }

    func testParseDiagnosticsBecomeFacts() {
        let f = facts("class A { let s = \"unterminated\n}")
        XCTAssertFalse(f.diagnostics.isEmpty)
        XCTAssertEqual(f.diagnostics[0].location.line, 1)
    }
}
