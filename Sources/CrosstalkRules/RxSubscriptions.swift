import CrosstalkFacts
import CrosstalkGraph

extension RuleContext {
    /// An RxSwift-shaped terminal that is really a method the sources declare, called straight on one name with
    /// no operator before it: `cell.bind(to: cellViewModel)`, `super.bind(to: viewModel)` in an app whose cells
    /// declare `func bind(to:)`. Not a subscription for the lifecycle rules.
    func isDeclaredMethodCall(_ s: SubscriptionFact) -> Bool {
        guard s.isRx, s.operators.count == 1, s.rootPath.count <= 1 else { return false }
        let name = s.terminal.rawValue
        for f in files {
            for m in f.methods where !m.isStatic && m.name == name { return true }
        }
        return false
    }
}
