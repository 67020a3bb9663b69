import XCTest
@testable import CrosstalkFacts

/// Subscription facts the Combine rules depend on.
final class CombineFactsTests: XCTestCase {
    /// `handle(_:)` and `self.handle(value:)` are function references, not calls.
    func testCompoundNameIsFunctionReference() {
        let f = facts("""
        final class A {
            func bind() {
                pub.sink(receiveValue: handle(_:)).store(in: &observers)
                pub.map(self.format(value:)).sink { _ in }.store(in: &observers)
                pub.map(make()).sink { _ in }.store(in: &observers)
            }
        }
        """)
        XCTAssertEqual(f.subscriptions.count, 3)
        XCTAssertEqual(f.subscriptions[0].functionReferences.map(\.name), ["handle"])
        XCTAssertNil(f.subscriptions[0].functionReferences.first?.base)
        XCTAssertEqual(f.subscriptions[1].functionReferences.map(\.name), ["format"])
        XCTAssertEqual(f.subscriptions[1].functionReferences.first?.base, "self")
        XCTAssertEqual(f.subscriptions[2].functionReferences.map(\.name), [], "a call is not a reference")
    }

    /// Each closure and function reference knows the operator it is passed to.
    func testOperatorOfClosuresAndReferences() {
        let f = facts("""
        final class A {
            func bind() {
                pub.map { $0 + 1 }.filter(isValid).sink { _ in }.store(in: &observers)
            }
        }
        """)
        let s = f.subscriptions[0]
        XCTAssertEqual(s.closureOperators, ["map", "sink"])
        XCTAssertEqual(s.closures.count, 2)
        XCTAssertEqual(s.functionReferences.map(\.operatorName), ["filter"])
    }

    /// A ternary whose branches are subscriptions takes the disposition of the whole expression.
    func testTernaryBranchDisposition() {
        let f = facts("""
        func bind() {
            flag ? a.sink { _ in } : b.sink { _ in }
            token = flag ? a.sink { _ in } : b.sink { _ in }
            _ = flag ? a.sink { _ in } : b.sink { _ in }
        }
        """)
        XCTAssertEqual(f.subscriptions.map(\.disposition), [.discarded, .discarded, .assigned, .assigned, .discarded, .discarded])
    }

    /// The initializer's first token is recorded (the type token of a construction).
    func testInitializerLocation() {
        let f = facts("""
        final class A {
            let events = PassthroughSubject<Int, Error>()
        }
        """)
        XCTAssertEqual(f.properties[0].initializer?.location?.line, 2)
        XCTAssertEqual(f.properties[0].initializer?.location?.column, 18)
    }

    func testSequencesHandedToAConstructionInRxCode() {
        let f = facts("""
        import RxCocoa
        final class Screen: UIViewController {
            func bindModel() {
                let input = ListModel.Input(tap: button.rx.tap.asDriver(),
                                            selection: tableView.rx.modelSelected(Item.self).asDriver(),
                                            appear: rx.viewWillAppear.asDriver(),
                                            load: Observable.just(()),
                                            empty: .empty(),
                                            reload: reloads.asObservable(),
                                            merged: Observable.merge(button.rx.tap.asObservable(), reloads),
                                            joined: button.rx.tap.flatMapLatest { _ in Observable.just(1) },
                                            mapped: searchBar.rx.text.map { self.clean($0) },
                                            shared: UIApplication.shared.rx.didBecomeActive)
                model.transform(input: input)
            }
        }
        """)
        let ends = Dictionary(uniqueKeysWithValues: f.sequenceArguments.map { ($0.label, $0.endsByItself) })
        XCTAssertEqual(f.sequenceArguments.map(\.typeName), Array(repeating: "ListModel.Input", count: 10))
        XCTAssertEqual(ends, ["tap": true, "selection": true, "appear": true, "load": true, "empty": true,
                              "reload": false, "merged": false, "joined": false, "mapped": false, "shared": false])
        XCTAssertEqual(facts("let input = Input(tap: button.rx.tap)").sequenceArguments, [], "Rx code only")
    }
}
