import Cocoa

// Decision: an object the application delegate makes and keeps at launch lives for the whole run, like the application
// delegate itself, so a delegate property whose protocol only such objects adopt frees nothing later: the cycle between
// the hub and the scheduler it owns is never meant to end. One step down the ownership only: what those objects build
// and keep themselves (a toolbar a controller may rebuild) stays reported.

protocol LedgerSyncFeedback {
    func ledgerSyncFinished()
}

protocol LedgerToolbarHost {
    func toolbarTapped()
}

final class LedgerSyncScheduler {
    var feedbackDelegate: LedgerSyncFeedback?

    func run() { feedbackDelegate?.ledgerSyncFinished() }
}

final class LedgerToolbar {
    var hostDelegate: LedgerToolbarHost? // expect: weak_delegate
}

final class LedgerToolbarOwner: LedgerToolbarHost {
    let toolbar = LedgerToolbar()

    init() { toolbar.hostDelegate = self }

    func toolbarTapped() {}
}

final class LedgerHub: NSObject, LedgerSyncFeedback {
    let scheduler = LedgerSyncScheduler()
    let toolbarOwner = LedgerToolbarOwner()

    override init() {
        super.init()
        scheduler.feedbackDelegate = self
    }

    func ledgerSyncFinished() {}
}

final class LedgerAppDelegate: NSObject, NSApplicationDelegate {
    var hub: LedgerHub?

    func applicationDidFinishLaunching(_ notification: Notification) {
        hub = LedgerHub()
    }
}
