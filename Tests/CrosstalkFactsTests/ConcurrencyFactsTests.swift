import XCTest
@testable import CrosstalkFacts

final class ConcurrencyFactsTests: XCTestCase {
    func testTaskHandleDeinitCancellationAndImplicitSelfCandidates() {
        let f = facts("""
        final class Coordinator {
            private var observation: Task<Void, Never>?
            init(settings: SettingsStore) {
                let local = 1
                observation = Task {
                    for await value in settings.changes { apply(value + local) }
                }
                Task.detached { [weak self] in await self?.refresh() }
            }
            deinit { observation?.cancel() }
        }
        """)
        XCTAssertEqual(f.tasks.count, 2)
        XCTAssertEqual(f.tasks[0].handle, "observation")
        XCTAssertEqual(f.tasks[0].disposition, .assigned)
        XCTAssertTrue(f.tasks[0].cancelledInDeinit)
        XCTAssertFalse(f.tasks[0].cancelledByMethod, "deinit is no method that ends the task")
        XCTAssertEqual(f.tasks[0].bareNames.map(\.name), ["apply"], "parameters, loop patterns and locals are not self")
        XCTAssertFalse(f.tasks[0].isDetached)
        XCTAssertTrue(f.tasks[1].isDetached)
        XCTAssertEqual(f.tasks[1].disposition, .discarded)
        XCTAssertEqual(f.tasks[1].closure.map { f.closures[$0].captures.first?.strength }, .weak)
    }

    func testAsyncLoopShapeClosureAndRebinding() {
        let f = facts("""
        final class Store {
            func start() {
                Task { [weak self] in
                    guard let self else { return }
                    for await x in self.events { self.handle(x) }
                }
                Task { [weak self] in
                    for await x in stream { guard let self else { return }; self.handle(x) }
                }
                Task { for await i in stride(from: 0, to: 3, by: 1).async { } }
                Task { for await i in [1, 2].async { } }
            }
        }
        """)
        XCTAssertEqual(f.asyncIterations.map(\.selfReboundBefore), [true, false, false, false])
        XCTAssertEqual(f.asyncIterations.map(\.shape), [.other, .other, .stride, .literal])
        XCTAssertEqual(f.asyncIterations.map(\.closure), f.tasks.map(\.closure))
    }

    func testStreamsModifiersAndObserverBlocks() {
        let f = facts("""
        final class Feed {
            let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
            var updates: AsyncStream<Int> { AsyncStream { c in c.finish() } }
            func send() { continuation.yield(1) }
            func observe() {
                token = NotificationCenter.default.addObserver(forName: .didLogin, object: nil, queue: .main) { _ in self.reload() }
            }
        }
        struct FeedView: View {
            var body: some View {
                List { }
                    .onReceive(model.$items) { items in print(items) }
                    .task(id: model.filter) { await model.load() }
                    .onChange(of: model.query) { _ in }
            }
        }
        """)
        XCTAssertEqual(f.asyncStreamEvents.map(\.kind), [.makeStream, .make, .finish, .yield])
        XCTAssertEqual(f.asyncStreamEvents.last?.path, ["continuation"])
        XCTAssertEqual(f.observerBlocks.map(\.name), ["didLogin"])
        XCTAssertEqual(f.observerBlocks.first?.closure.map { f.closures[$0].capturesSelfStrongly }, true)
        XCTAssertEqual(f.viewModifiers.map(\.kind), [.onReceive, .task, .onChange])
        XCTAssertEqual(f.viewModifiers.map(\.path), [["model", "$items"], ["model", "filter"], ["model", "query"]])
        XCTAssertTrue(f.viewModifiers.allSatisfy { $0.closure != nil })
    }

    func testStoredParametersCallsAndFactoryResults() {
        let f = facts("""
        final class ListViewModel {
            private let useCase: SearchUseCase
            private var observers: [(State) -> Void] = []
            init(useCase: SearchUseCase, _ onClose: @escaping () -> Void) {
                self.useCase = useCase
                close = onClose
            }
            func observe(_ block: @escaping (State) -> Void) { observers.append(block) }
        }
        final class Container {
            func makeUseCase() -> SearchUseCase { DefaultSearchUseCase(repository: makeRepository()) }
            func makeViewModel() -> ListViewModel {
                let vm = ListViewModel(useCase: makeUseCase(), { print("closed") })
                vm.observe { state in print(state) }
                items.map { $0 }
                return vm
            }
        }
        """)
        XCTAssertEqual(f.storedParameters.map(\.property), ["useCase", "close", "observers"])
        XCTAssertEqual(f.storedParameters.map(\.label), ["useCase", nil, nil])
        XCTAssertEqual(f.storedParameters.map(\.isClosure), [false, true, true])
        XCTAssertEqual(f.storedParameters.map(\.isInitializer), [true, true, false])
        XCTAssertEqual(f.storedParameters.last?.function, "observe")
        XCTAssertEqual(f.calls.map(\.callee), [["DefaultSearchUseCase"], ["ListViewModel"], ["vm", "observe"]], "higher-order calls such as map are not registrations")
        XCTAssertEqual(f.calls[0].arguments.map(\.value), [.call])
        XCTAssertEqual(f.calls[1].arguments.map(\.value), [.call, .closure])
        XCTAssertNotNil(f.calls[2].arguments.first?.closure)
        XCTAssertEqual(f.factoryResults.map(\.typeName), ["DefaultSearchUseCase"])
    }

    func testRxTerminalsOnlyInFilesImportingRx() {
        let rx = facts("""
        import RxSwift
        final class VM {
            func bind() {
                input.subscribe(onNext: { [weak self] in self?.show($0) }).disposed(by: bag)
                output.drive(label.rx.text).disposed(by: bag)
                publisher.subscribe(on: queue).sink { _ in }.store(in: &bag)
            }
        }
        """)
        XCTAssertEqual(rx.subscriptions.map(\.terminal), [.subscribe, .drive, .sink])
        XCTAssertEqual(rx.subscriptions.map(\.disposition), [.stored, .stored, .stored])
        XCTAssertEqual(rx.subscriptions.first?.storeTarget, "bag")
        let plain = facts("""
        final class VM {
            func bind() { input.subscribe(onNext: { self.show($0) }).disposed(by: bag) }
        }
        """)
        XCTAssertTrue(plain.subscriptions.isEmpty)
    }
}

final class StoredParameterAttributeTests: XCTestCase {
    func testAttributesAreNoLabelsAndBuildersAreNoCallbacks() {
        let f = facts("""
        struct Card<Content: View>: View {
            let content: (Int) -> Content
            let onTap: () -> Void
            init(@ViewBuilder content: @escaping (Int) -> Content, onTap: @escaping () -> Void) {
                self.content = content
                self.onTap = onTap
            }
        }
        """)
        XCTAssertEqual(f.storedParameters.map(\.label), ["content", "onTap"])
        XCTAssertEqual(f.storedParameters.map(\.isClosure), [false, true])
    }
}
