import UIKit
import RxSwift
import RxCocoa

// An Input/Output view model may take its `Input` in its initializer, keep it in a `let`, and subscribe later in a
// parameterless `transform()`. Where every `Input(…)` the app builds hands a field a control event of the screen,
// the event completes when the screen is freed, as with a `transform(input:)` parameter. A field given a subject of
// the screen never ends: the cycle stays.

final class ProfileFormModel {
    struct Input {
        let nameChanged: ControlProperty<String?>
        let saveTapped: ControlEvent<Void>
        let reloads: Observable<Void>
    }

    private let input: Input
    private let bag: DisposeBag
    private var name = ""

    init(with input: Input, and bag: DisposeBag) {
        self.input = input
        self.bag = bag
    }

    func transform() {
        input.nameChanged.subscribe(onNext: { value in
            self.name = value ?? ""
        }).disposed(by: bag)
        self.input.saveTapped.subscribe(onNext: { _ in
            print(self.name)
        }).disposed(by: bag)
        input.reloads.subscribe(onNext: { _ in // expect: strong_self_in_subscription
            self.name = ""
        }).disposed(by: bag)
    }
}

final class ProfileFormController: UIViewController {
    private let nameField = UITextField()
    private let saveButton = UIButton()
    private let reloads = PublishSubject<Void>()
    private let bag = DisposeBag()
    private var model: ProfileFormModel?

    override func viewDidLoad() {
        super.viewDidLoad()
        let input = ProfileFormModel.Input(nameChanged: nameField.rx.text, saveTapped: saveButton.rx.tap, reloads: reloads.asObservable())
        let model = ProfileFormModel(with: input, and: bag)
        model.transform()
        self.model = model
    }
}
