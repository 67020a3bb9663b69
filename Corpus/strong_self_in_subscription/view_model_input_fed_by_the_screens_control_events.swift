import UIKit
import RxSwift
import RxCocoa

// An Input/Output view model subscribes, with a strong self, to the fields of its `Input` struct and keeps the
// subscriptions in its own bag. Where every `Input(…)` the app builds hands a field a control event of the screen
// (`button.rx.tap`, `tableView.rx.modelSelected(…)`, the screen's own `rx.viewWillAppear`) the event completes when
// the screen is freed, and RxSwift lets go of the closure then; a field given `Observable.just(())` ends after one
// value. A field some construction hands a subject of the screen, or a chain whose own closure keeps the screen,
// never ends, nor does one the view model joins with its own relay: the cycle stays.

final class ReleaseListModel {
    struct Input {
        let resetTap: Driver<Void>
        let selection: Driver<String>
        let firstLoad: Observable<Void>
        let refresh: Observable<Void>
        let search: Driver<String>
    }

    let chosen = BehaviorRelay<String?>(value: nil)
    private(set) var lastShown: String?
    private let latestName = "latest"
    private let bag = DisposeBag()

    func transform(input: Input) {
        let resetTapped: Driver<Void> = input.resetTap
        resetTapped.drive(onNext: {
            self.chosen.accept(nil)
        }).disposed(by: bag)
        input.selection.drive(onNext: { name in
            self.chosen.accept(name)
        }).disposed(by: bag)
        let latest: Driver<String> = input.firstLoad.map { self.latestName }.asDriver(onErrorJustReturn: "")
        latest.drive(onNext: { name in
            self.chosen.accept(name)
        }).disposed(by: bag)
        input.selection
            .flatMapLatest { _ in self.chosen.asDriver() } // expect: strong_self_in_subscription
            .drive(onNext: { name in
                self.lastShown = name
            }).disposed(by: bag)
        input.refresh.subscribe(onNext: { // expect: strong_self_in_subscription
            self.chosen.accept(nil)
        }).disposed(by: bag)
        input.search.drive(onNext: { text in // expect: strong_self_in_subscription
            self.chosen.accept(text)
        }).disposed(by: bag)
    }
}

final class ReleaseListController: UIViewController {
    private let model = ReleaseListModel()
    private let resetItem = UIBarButtonItem(title: "Reset", style: .plain, target: nil, action: nil)
    private let tableView = UITableView()
    private let searchBar = UISearchBar()
    private let reloads = PublishSubject<Void>()

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = resetItem
        let input = ReleaseListModel.Input(resetTap: resetItem.rx.tap.asDriver(),
                                           selection: tableView.rx.modelSelected(String.self).asDriver(),
                                           firstLoad: Observable.just(()),
                                           refresh: reloads.asObservable(),
                                           search: searchBar.rx.text.orEmpty.map { self.normalized($0) }.asDriver(onErrorJustReturn: ""))
        model.transform(input: input)
    }

    func normalized(_ text: String) -> String { text.lowercased() }
}

final class ReleaseListCompactController: UIViewController {
    private let model = ReleaseListModel()
    private let reloadButton = UIButton()

    override func viewDidLoad() {
        super.viewDidLoad()
        model.transform(input: ReleaseListModel.Input(resetTap: rx.viewWillAppear.asDriver(),
                                                      selection: Driver.just("all"),
                                                      firstLoad: .just(()),
                                                      refresh: reloadButton.rx.tap.asObservable(),
                                                      search: .empty()))
    }
}

// Another view model's `Input` of the same name and field is another type: its subject does not make the field
// above never end, and its own field stays reported.
final class DraftListModel {
    struct Input {
        let resetTap: Observable<Void>
    }

    private(set) var drafts: [String] = []
    private let bag = DisposeBag()

    func transform(input: Input) {
        input.resetTap.subscribe(onNext: { // expect: strong_self_in_subscription
            self.drafts = []
        }).disposed(by: bag)
    }
}

final class DraftListController: UIViewController {
    private let model = DraftListModel()
    private let resets = PublishSubject<Void>()

    override func viewDidLoad() {
        super.viewDidLoad()
        model.transform(input: DraftListModel.Input(resetTap: resets.asObservable()))
    }
}

// The input built with an implicit `.init(…)` handed to the view model's method counts the same way.
final class ComposeBoxModel {
    struct Input {
        let sendTapped: Observable<Void>
        let typed: Observable<String>
    }

    let sent = PublishRelay<String>()
    private let room = "room"
    private let bag = DisposeBag()

    func transform(input: Input) {
        input.sendTapped
            .map { self.room }
            .bind(to: sent)
            .disposed(by: bag)
        input.typed
            .map { self.room + $0 } // expect: strong_self_in_subscription
            .bind(to: sent)
            .disposed(by: bag)
    }
}

final class ComposeBoxController: UIViewController {
    private let model = ComposeBoxModel()
    private let sendButton = UIButton()
    private let drafts = BehaviorRelay<String>(value: "")

    override func viewDidLoad() {
        super.viewDidLoad()
        model.transform(input: .init(sendTapped: sendButton.rx.tap.asObservable(), typed: drafts.asObservable()))
    }
}
