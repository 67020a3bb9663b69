final class WidgetFeed {
    func load() {
        SyncService.shared.sync()
    }
}
