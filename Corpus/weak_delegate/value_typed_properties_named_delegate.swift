import UIKit

// `weak` applies only to class-bound types: a Bool (written or inferred from a literal), an array of delegates or a
// tuple named like a delegate is not a delegate reference. A real delegate next to them still is.

protocol IrrigationPlanDelegate: AnyObject {
    func planDidChange()
}

final class IrrigationPlanViewController: UIViewController {
    var shouldNotifyDelegate: Bool = true
    var pendingDelegate: IrrigationPlanDelegate? // expect: weak_delegate
    var observerDelegates: [IrrigationPlanDelegate] = []
    var lastCallbackToDelegate: (name: String, date: Date)?
    var retryDelegate: URL?
    private var notifyDelegate = true
    var delegateCallCount = 0
}

/// A blockchain's forging node, which the domain calls a delegate: a model, owned by the rows and screens showing it.
final class ForgingDelegate: Decodable {
    let username: String
    let votes: Int
}

final class ForgingVoteRow {
    var delegate: ForgingDelegate?
    var shownDelegate: IrrigationPlanDelegate? // expect: weak_delegate
}
