import Combine
import Foundation

enum Filter {
    case none
    case unread
    case all
}

enum Badge {
    case hidden
    case count(Int)
}

final class CountFormatter {
    var makeLabel: ((Int) -> String?)?
    var makeTitle: (() -> String)?
}

final class Inbox {
    @Published var badge = Badge.hidden
    @Published var title = ""
    @Published var isEmpty = true
    @Published var label: String? = nil
    @Published var filter = Filter.all
    let updates = PassthroughSubject<Int, Never>()
    let cleanup = Operation()
    var unread = 0
    var prefix = "#"
    var cancellables = Set<AnyCancellable>()
    let formatter = CountFormatter()

    func finish() {}

    func bind() {
        // map with its result type written and not optional: compactMap, the type made optional.
        updates.compactMap { [weak self] count -> Badge? in
            guard let self else { return nil }
            guard count > 0 else { return .hidden }
            return .count(count + self.unread)
        }.assign(to: &$badge)
        // map returning a local whose written type is not optional.
        updates.compactMap { [weak self] count in
            guard let self else { return nil }
            var text: String = self.prefix
            text += String(count)
            return text
        }.assign(to: &$title)
        // map returning a comparison, a Bool.
        updates.compactMap { [weak self] count in
            guard let self else { return nil }
            let total = count + self.unread
            return total == 0
        }.assign(to: &$isEmpty)
        // compactMap's closure returns an optional already, and assign fixes its output type.
        updates.compactMap { [weak self] count in guard let self else { return nil }; return self.formatter.makeLabel?(count) }.assign(to: &$title)
        // Not fixed: nothing after compactMap fixes its output type, which 'return nil' would leave to inference.
        updates.compactMap { count in self.formatter.makeLabel?(count) }.sink { _ in }.store(in: &cancellables)
        // Not fixed: map returns a value that may be optional.
        updates.map { _ in self.label }.assign(to: &$label)
        // The written result type is optional: the guard returns nil.
        updates.map { [weak self] count -> Badge? in guard let self else { return nil }; return count > 0 ? Badge.count(count) : self.badgeWhenEmpty() }.sink { _ in }.store(in: &cancellables)
        // Not fixed: map returns '.none', which would mean Optional's case once the result is optional.
        updates.map { count -> Filter in
            guard count > 0 else { return .none }
            return self.unread > 0 ? .unread : .all
        }.assign(to: &$filter)
    }

    func badgeWhenEmpty() -> Badge? { nil }

    func install() {
        // Every makeLabel the sources declare returns an optional.
        formatter.makeLabel = { [weak self] count in guard let self else { return nil }; return self.prefix + String(count) }
        // Not fixed: makeTitle must return a String, and none stands in once self is gone.
        formatter.makeTitle = { self.prefix }
        // One call of DispatchQueue's async returns nothing, whatever completionBlock's type.
        cleanup.completionBlock = { [weak self] in
            guard let self else { return }
            DispatchQueue.main.async { self.finish() }
        }
    }
}

enum Palette {
    static func border(for theme: String? = nil) -> String { theme ?? "plain" }
    static func fill(for theme: String) -> String { theme }
}

final class CardView {
    var borderColor: () -> String = { "plain" }
    var fillColor: () -> String = { "plain" }
}

final class Card {
    let view = CardView()
    var theme: String? = nil
    var name = "card"

    func style() {
        // Properties passed whole to parameters declared optional: self?., and the closure still returns the call's value.
        view.borderColor = { [weak self] in Palette.border(for: self?.theme) }
        view.borderColor = { [weak self] in Palette.border(for: self?.name) }
        // Not fixed: fill(for:) takes a String, not an optional.
        view.fillColor = { Palette.fill(for: self.name) }
    }
}
