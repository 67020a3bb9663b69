import Foundation

// The observer names the notification through a local (`let name = Notification.Name(kX)`): it is the name
// the exporter posts, so both sides match; a local naming nothing posted is still reported at its observation.

let kArchiveExportDone = "archiveExportDone"
let kArchiveExportLost = "archiveExportLost"

final class ArchiveExporter {
    func finish() {
        NotificationCenter.default.post(name: Notification.Name(kArchiveExportDone), object: nil)
    }
}

final class ArchiveExportScreen: NSObject {
    func waitForExport() {
        let name = Notification.Name(kArchiveExportDone)
        NotificationCenter.default.addObserver(self, selector: #selector(exportDone), name: name, object: nil)
    }

    func waitForLoss() {
        let lost = Notification.Name(kArchiveExportLost)
        NotificationCenter.default.addObserver(self, selector: #selector(exportDone), name: lost, object: nil) // expect: unmatched_notification
    }

    @objc func exportDone() {}
}
