#if DEBUG
import RxCocoa
import RxSwift
import SwiftUI

// A preview's binding must outlive the function that makes it: a local bag would end it at once.
final class BadgeCountModel {
    let title = BehaviorRelay<String>(value: "42")
}

struct BadgeCountPreview: PreviewProvider {
    static var previews: some View {
        let model = BadgeCountModel()
        let label = UILabel()
        _ = model.title.bind(to: label.rx.text)
        return Text(label.text ?? "")
    }
}
#endif
