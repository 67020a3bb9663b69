// On disk but in no target of TwoApps.xcodeproj: the build never compiles it.
final class RetiredMacFeed {
    func refresh() {
        SyncService.shared.sync()
    }
}
