import Combine
import Foundation

// A struct held by a `static let` of its own and built nowhere else is one value for the whole run: the objects its
// stored properties hold (and what those hold in turn) live until exit, and a cycle in them frees nothing. A struct
// the app also builds elsewhere has other values, whose objects come and go: still reported.

final class TrayListModel: ObservableObject {
    @Published var items: [String] = []
    @Published var height: Double = 0

    init() {
        $items
            .map { Double($0.count) * self.rowHeight }
            .assign(to: &$height)
    }

    var rowHeight: Double { 20 }
}

final class TrayPanel {
    let model: TrayListModel

    init() {
        model = TrayListModel()
    }
}

struct TrayRegistry {
    static let shared = TrayRegistry()
    private let panel = TrayPanel()

    static var model: TrayListModel { shared.panel.model }
}

final class BadgeListModel: ObservableObject {
    @Published var items: [String] = []
    @Published var width: Double = 0

    init() {
        $items
            .map { Double($0.count) * self.columnWidth } // expect: strong_self_in_subscription
            .assign(to: &$width)
    }

    var columnWidth: Double { 12 }
}

struct BadgeRegistry {
    static let shared = BadgeRegistry()
    let model = BadgeListModel()
}

func makeScratchBadges() -> BadgeListModel {
    BadgeRegistry().model
}
