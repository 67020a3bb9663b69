import UIKit

// Decision: a property holding the application delegate (or another object that lives for the whole run) is not a
// delegate back reference, whatever its name: the application keeps that object until exit, so holding it strongly
// frees nothing later and `weak` buys nothing. A real delegate of the same screen is still reported.

protocol NowPlayingIndicatorDelegate: AnyObject {
    func indicatorTapped()
}

@main
final class PlayerAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let volume: Float = 0.5
}

/// The small playing indicator of every list cell.
final class NowPlayingIndicator {
    private var appDelegate: PlayerAppDelegate
    var delegate: NowPlayingIndicatorDelegate? // expect: weak_delegate

    init() {
        appDelegate = UIApplication.shared.delegate as! PlayerAppDelegate
    }

    func refresh() -> Float { appDelegate.volume }
}
