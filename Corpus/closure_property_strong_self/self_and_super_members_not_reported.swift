import UIKit

// `self.x = { }` and `super.x = { }` store into self: not another object's property. A member
// reached through self (`self.header.onTap`) is another object's property.

class PlantingCardCell: UITableViewCell {
    var onTap: (() -> Void)?
}

final class PlantingHeaderView: UIView {
    var onTap: (() -> Void)?
}

final class SeedlingCardCell: PlantingCardCell {
    private let header = PlantingHeaderView()
    private var tapCount = 0

    func configure() {
        super.onTap = { self.tapCount += 1 }
        self.onTap = { self.tapCount += 1 }
        self.header.onTap = { // expect: closure_property_strong_self
            self.tapCount += 1
        }
        header.onTap = { [unowned self] in
            self.tapCount += 1
        }
    }
}
