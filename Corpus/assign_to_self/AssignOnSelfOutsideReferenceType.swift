import Combine
import UIKit

/// An extension of a type the sources do not declare is unknown; static members have no instance self.
extension UILabel {
    func bindText(to publisher: AnyPublisher<String?, Never>, in observers: inout Set<AnyCancellable>) {
        publisher
            .receive(on: DispatchQueue.main)
            .assign(to: \.text, on: self)
            .store(in: &observers)
    }
}

final class ThemeRegistry {
    static var accentName = "blue"
    private static var observers = Set<AnyCancellable>()

    static func follow(_ settings: ThemeSettings) {
        settings.accent
            .assign(to: \.accentName, on: self)
            .store(in: &observers)
    }
}
