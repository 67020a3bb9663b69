import Foundation

// A property wrapper handed a notification name in its attribute (`@Invalidating(name: .tallyChanged)`) may post it
// on every write: the name counts as mentioned, like one handed to a wrapper function. A name nothing mentions but
// an observer stays reported.

extension Notification.Name {
    static let tallyChanged = Notification.Name("tallyChanged")
    static let tallyReset = Notification.Name("tallyReset")
}

@propertyWrapper
struct Invalidating<Value> {
    private var value: Value
    private let name: Notification.Name
    init(wrappedValue: Value, name: Notification.Name) {
        value = wrappedValue
        self.name = name
    }
    var wrappedValue: Value {
        get { value }
        set {
            value = newValue
            NotificationCenter.default.post(name: name, object: nil)
        }
    }
}

final class TallyStore {
    @Invalidating(name: .tallyChanged) var count: Int = 0
}

final class TallyBadge {
    private var tokens: [NSObjectProtocol] = []
    init() {
        tokens.append(NotificationCenter.default.addObserver(forName: .tallyChanged, object: nil, queue: .main) { [weak self] _ in
            self?.refresh()
        })
        tokens.append(NotificationCenter.default.addObserver(forName: .tallyReset, object: nil, queue: .main) { [weak self] _ in // expect: unmatched_notification
            self?.refresh()
        })
    }
    func refresh() {}
}
