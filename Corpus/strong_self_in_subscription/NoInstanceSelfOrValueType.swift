import Combine
import SwiftUI

/// A struct has no identity to leak: a strong `self` in its subscriptions is no cycle.
struct StreakBadgeView: View {
    @StateObject private var model = StreakBadgeModel()

    var body: some View {
        Text("\(model.days) days")
    }
}

final class StreakBadgeModel: ObservableObject {
    @Published var days = 0
    private static var observers = Set<AnyCancellable>()

    /// Static members have no instance `self`: `self` is the metatype.
    static func warmUp(_ store: StreakStore) {
        store.days
            .sink { _ in self.observers.removeAll() }
            .store(in: &observers)
    }

    /// `Self`, `Foo.self`, `x.self` and `\.self` are not the instance.
    func bind(_ store: StreakStore) {
        store.days
            .map { days in Self.clamp(days, in: StreakStore.self) }
            .map { $0.self }
            .assign(to: &$days)

        store.history
            .map { $0.map(\.self) }
            .sink { [weak self] history in self?.days = history.count }
            .store(in: &StreakBadgeModel.observers)
    }

    private static func clamp(_ days: Int, in: StreakStore.Type) -> Int { max(0, days) }
}

/// An extension of a type the sources do not declare: unknown, no finding.
extension UIApplication {
    func observeBadge(_ store: StreakStore, into observers: inout Set<AnyCancellable>) {
        store.days
            .sink { self.applicationIconBadgeNumber = $0 }
            .store(in: &observers)
    }
}
