import Cocoa

// A window controller held in a `static var` that no code ever assigns (`static var sharedWindow = …`) lives for
// the whole run like one in a `static let`: its observer block's strong `self` frees nothing. One the app replaces
// (`sharedWindow = …` when the window reopens) is made and dropped, and its block keeps each one alive.
extension Notification.Name {
    static let corpusPaletteChanged = Notification.Name("corpus.palette.changed")
}

final class FeedbackPanelController: NSWindowController {
    static var sharedWindow = FeedbackPanelController(windowNibName: "Feedback")
    private var paletteToken: NSObjectProtocol?

    override func windowDidLoad() {
        super.windowDidLoad()
        paletteToken = NotificationCenter.default.addObserver(forName: .corpusPaletteChanged, object: nil, queue: .main) { _ in
            self.repaint()
        }
    }

    func repaint() {}
}

final class ReportPanelController: NSWindowController {
    static var sharedWindow = ReportPanelController(windowNibName: "Report")
    private var paletteToken: NSObjectProtocol?

    static func reopen() { sharedWindow = ReportPanelController(windowNibName: "Report") }

    override func windowDidLoad() {
        super.windowDidLoad()
        paletteToken = NotificationCenter.default.addObserver(forName: .corpusPaletteChanged, object: nil, queue: .main) { _ in // expect: notification_observer_strong_self
            self.repaint()
        }
        NotificationCenter.default.post(name: .corpusPaletteChanged, object: nil)
    }

    func repaint() {}
}

// A static not named for sharing (a sizing cell) says nothing of the other instances, which a table makes unseen.
final class PaletteRowCell: NSTableCellView {
    static var sizingCell = PaletteRowCell()
    private var paletteToken: NSObjectProtocol?

    func bind() {
        paletteToken = NotificationCenter.default.addObserver(forName: .corpusPaletteChanged, object: nil, queue: .main) { _ in // expect: notification_observer_strong_self
            self.needsDisplay = true
        }
    }
}
