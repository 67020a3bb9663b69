import Cocoa
import RxSwift

// In a file importing RxSwift, Cocoa bindings' `bind(_:to:withKeyPath:options:)` binds a view to a key path and
// returns nothing: no Disposable to keep. RxSwift's `bind(to:)` to several observers still is one.

final class CountryFormPerson: NSObject {
    @objc dynamic var name = ""
}

final class CountryFormController: NSWindowController {
    @IBOutlet weak var nameField: NSTextField!
    private let names = BehaviorSubject<String>(value: "")
    private let echoes = PublishSubject<String>()
    private let copies = PublishSubject<String>()

    func show(_ person: CountryFormPerson) {
        nameField.bind(NSBindingName(rawValue: "value"), to: person, withKeyPath: "name",
                       options: [NSBindingOption.continuouslyUpdatesValue: true])
        names.asObservable().bind(to: echoes, copies) // expect: unstored_subscription
    }
}
