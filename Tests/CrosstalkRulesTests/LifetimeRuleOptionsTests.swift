import CrosstalkFacts
import CrosstalkGraph
import XCTest
@testable import CrosstalkRules

/// The retain-cycle rules' v2 options and related locations (the Corpus runs with defaults and checks lines only).
final class LifetimeRuleOptionsTests: XCTestCase {
    private func lint(_ rule: any Rule, _ source: String, options: [String: OptionValue] = [:]) -> [LintFinding] {
        let facts = FactExtractor.extract(path: "snippet.swift", bytes: Array(source.utf8))
        let index = ProjectIndex(files: [facts])
        return LintEngine.run(index: index, rules: [ConfiguredRule(rule: rule, severity: rule.description.defaultSeverity, options: RuleOptions(options))])
    }

    func testOneFindingPerSubscriptionWithTheOtherCapturesRelated() {
        let source = """
        final class Queue {
            var observers = Set<AnyCancellable>()
            func bind(_ progress: AnyPublisher<Double, Never>) {
                progress
                    .filter { _ in self.isOn }
                    .map { $0 * self.scale }
                    .sink { self.value = $0 }
                    .store(in: &observers)
            }
        }
        """
        let findings = lint(StrongSelfInSubscriptionRule(), source)
        XCTAssertEqual(findings.map(\.location.line), [5])
        XCTAssertEqual(findings.first?.related.map(\.location.line), [6, 7])
        XCTAssertEqual(findings.first?.related.first?.message, "another strong capture of self in the same subscription")
    }

    func testObservedObjectAdviceNamesWhereAViewWithAnInitConfiguresItsObject() {
        let source = """
        struct TOTPRow: View {
            @ObservedObject private var viewModel = TOTPRowViewModel()
            init(uri: String) { viewModel.bind(uri: uri) }
            var body: some View { Text(viewModel.code) }
        }
        struct CodeRow: View {
            @ObservedObject var model = CodeModel()
            var body: some View { Text(model.code) }
        }
        """
        let messages = lint(ObservedObjectInitializedRule(), source).map(\.message)
        XCTAssertEqual(messages, [
            "@ObservedObject 'viewModel' is created by the view and lost whenever SwiftUI re-creates it; use @StateObject and configure the object in .task or .onAppear, not in the view's init",
            "@ObservedObject 'model' is created by the view and lost whenever SwiftUI re-creates it; use @StateObject",
        ])
    }

    func testObservedObjectMadeFromInitParametersAdvisesKeyingTheView() {
        let source = """
        struct PageThumb: View {
            @ObservedObject var loader: PageLoader
            init(page: Int, scale: Double) {
                _loader = ObservedObject(wrappedValue: PageLoader(page: page, size: 2))
            }
            var body: some View { Text("") }
        }
        struct Carousel: View {
            @ObservedObject var model: CarouselModel
            init(urls: [URL]) { _model = ObservedObject(wrappedValue: CarouselModel()) }
            var body: some View { Text("") }
        }
        struct PageTile: View {
            @ObservedObject var tile: TileLoader
            init(document: Document, index: Int) { _tile = ObservedObject(wrappedValue: TileLoader(document: document, index: index)) }
            var body: some View { Text("") }
        }
        """
        let messages = lint(ObservedObjectInitializedRule(), source).map(\.message)
        XCTAssertEqual(messages, [
            "@ObservedObject 'loader' is created by the view and lost whenever SwiftUI re-creates it; use @StateObject(wrappedValue:) and give the view .id(page) where it is built, so that a new value makes a new object",
            "@ObservedObject 'model' is created by the view and lost whenever SwiftUI re-creates it; use @StateObject(wrappedValue:)",
            "@ObservedObject 'tile' is created by the view and lost whenever SwiftUI re-creates it; use @StateObject(wrappedValue:) and give the view an .id(…) made of 'document' and 'index' where it is built, so that a new value makes a new object",
        ])
    }

    /// `mutable_singleton` advice fits what the app does with the static: nothing (`let`), swap in another type or a
    /// preset made elsewhere (hand the instance in), replace it from outside with a new instance of its own (reset it instead), or set a static
    /// declared without a value to an object made elsewhere (hand that object in).
    func testMutableSingletonAdviceFollowsHowTheAppAssignsIt() {
        let source = """
        final class Clock { static var shared = Clock() }
        final class Gateway { static var shared = Gateway() }
        final class Linker { static var shared = Linker() }
        final class FakeLinker: Linker {}
        final class Updater { static var shared: Updater? }
        final class Reporter {
            static let quiet = Reporter()
            static var shared = Reporter()
            static func useQuiet() { shared = quiet }
        }
        final class Launcher {
            let updater = Updater()
            func reconnect() { Gateway.shared = Gateway() }
            func useFake() { Linker.shared = FakeLinker() }
            func publish() { Updater.shared = updater }
        }
        """
        let messages = lint(MutableSingletonRule(), source).map(\.message)
        XCTAssertEqual(messages, [
            "singleton 'shared' of 'Clock' is a static var; declare it with let",
            "singleton 'shared' of 'Gateway' is a static var; other code replaces it with a new instance, which users holding the old one never see; reset the instance instead, then declare it with let",
            "singleton 'shared' of 'Linker' is a static var; the app swaps it for another instance; hand the instance to its users instead of replacing the global",
            "singleton 'shared' of 'Updater' is a static var; other code sets it to an object made elsewhere; hand that object to its users instead of publishing it in a global",
            "singleton 'shared' of 'Reporter' is a static var; the app swaps it for another instance; hand the instance to its users instead of replacing the global",
        ])
    }

    func testWeakDelegateSaysWhenItsProtocolMustBecomeClassBound() {
        let source = """
        protocol CellEventHandler { func didTap() }
        protocol FeedDelegate: AnyObject { func reload() }
        final class DNSCell {
            var eventHandlerDelegate: CellEventHandler?
            var delegate: FeedDelegate?
        }
        """
        XCTAssertEqual(lint(WeakDelegateRule(), source).map(\.message), [
            "delegate 'eventHandlerDelegate' should be weak; its protocol 'CellEventHandler' needs ': AnyObject' for that",
            "delegate 'delegate' should be weak",
        ])
    }

    func testServicesOfAContainerBuiltWithTheContainerScopeLiveForTheRun() {
        let service = """
        final class APSManager {
            private var observers = Set<AnyCancellable>()
            private var count = 0
            init(resolver: Resolver) {
                resolver.resolve(PumpEvents.self)!.errors.sink { _ in self.count += 1 }.store(in: &observers)
            }
        }
        final class APSAssembly: Assembly {
            func assemble(container: Container) {
                container.register(APSManager.self) { r in APSManager(resolver: r) }
            }
        }
        """
        let assembler = "enum Services { static let assembler = Assembler([APSAssembly()], parent: nil, defaultObjectScope: .container) }"
        func findings(_ sources: [String]) -> Int {
            let files = sources.enumerated().map { FactExtractor.extract(path: "F\($0.offset).swift", bytes: Array($0.element.utf8)) }
            let rule = StrongSelfInSubscriptionRule()
            return LintEngine.run(index: ProjectIndex(files: files),
                                  rules: [ConfiguredRule(rule: rule, severity: rule.description.defaultSeverity, options: RuleOptions([:]))]).count
        }
        XCTAssertEqual(findings([service]), 1, "made per resolution by default")
        XCTAssertEqual(findings([service, assembler]), 0, "one instance per container, and the app keeps the container")
    }

    func testIncludeFiniteReportsOneShotSubscriptions() {
        let source = """
        final class Loader {
            var observers = Set<AnyCancellable>()
            func load(_ api: API) {
                api.fetch().sink(receiveCompletion: { _ in }, receiveValue: { self.items = $0 }).store(in: &observers)
                api.updates.first().sink { self.items = $0 }.store(in: &observers)
            }
        }
        """
        XCTAssertEqual(lint(StrongSelfInSubscriptionRule(), source).count, 0)
        XCTAssertEqual(lint(StrongSelfInSubscriptionRule(), source, options: ["includeFinite": .bool(true)]).map(\.location.line), [4, 5])
    }

    func testIncludeTestsReportsInsideTestCaseClassesAndDoubles() {
        let source = """
        class BaseTests: XCTestCase {}
        final class LoaderTests: BaseTests {
            var observers = Set<AnyCancellable>()
            func testLoads() { subject.sink { self.received = $0 }.store(in: &observers) }
        }
        final class LoaderMock {
            var delegate: LoaderDelegate?
        }
        """
        XCTAssertEqual(lint(StrongSelfInSubscriptionRule(), source).count, 0)
        XCTAssertEqual(lint(StrongSelfInSubscriptionRule(), source, options: ["includeTests": .bool(true)]).map(\.location.line), [4])
        XCTAssertEqual(lint(WeakDelegateRule(), source).count, 0)
        XCTAssertEqual(lint(WeakDelegateRule(), source, options: ["includeTests": .bool(true)]).map(\.location.line), [7])
    }
}
