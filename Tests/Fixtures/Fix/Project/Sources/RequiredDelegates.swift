protocol ExportDelegate: AnyObject {
    func exportDidFinish()
    var format: String { get }
}

final class ExportController {
    // Private, and every use an assignment or a statement: `weak var …: ExportDelegate?`, then `delegate?.`.
    private var delegate: ExportDelegate
    // Not fixed: format() returns its value, which an optional would not give.
    private var reporter: ExportDelegate
    // Not fixed: not private, so its uses are not all known.
    var observer: ExportDelegate

    init(delegate: ExportDelegate, reporter: ExportDelegate, observer: ExportDelegate) {
        self.delegate = delegate
        self.reporter = reporter
        self.observer = observer
        delegate.exportDidFinish()
    }

    func finish() {
        delegate.exportDidFinish()
        if reporter.format.isEmpty {
            self.delegate.exportDidFinish()
        }
    }

    func format() -> String {
        reporter.format
    }
}

final class Exporter: ExportDelegate {
    let format = "csv"
    func exportDidFinish() {}
}
