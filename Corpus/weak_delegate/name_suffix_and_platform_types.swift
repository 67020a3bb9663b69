import UIKit
import WebKit

// The name ends in `delegate` (any case), or the type is a platform delegate protocol the
// sources do not declare: both are reported.

/// Hosts a help article and forwards scroll and navigation callbacks.
final class HelpArticleController: NSObject {
    var delegate: AnyObject? // expect: weak_delegate
    var scrollDelegate: UIScrollViewDelegate? // expect: weak_delegate
    var navigationHandler: WKNavigationDelegate? // expect: weak_delegate
    var uiDelegate: WKUIDelegate? // expect: weak_delegate
    var delegateCount = 0
    var isDelegating = false

    func forward(_ scrollView: UIScrollView) {
        scrollDelegate?.scrollViewDidScroll?(scrollView)
        delegateCount += 1
    }
}
