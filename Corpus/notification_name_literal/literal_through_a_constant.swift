import Foundation

// The literal is bound to a constant first and the constant is passed: not "written directly
// as the name argument".

private let widgetTimelineReloaded = Notification.Name("corpus.widgets.timelineReloaded")

/// Reloads home-screen widget timelines.
final class WidgetTimelineReloader {
    func reload() {
        NotificationCenter.default.post(name: widgetTimelineReloaded, object: nil)
    }
}

/// Logs timeline reloads.
final class WidgetTimelineLogger: NSObject {
    override init() {
        super.init()
        NotificationCenter.default.addObserver(self, selector: #selector(log), name: widgetTimelineReloaded, object: nil)
    }

    @objc private func log() {
        print("timeline reloaded")
    }
}
