import SwiftUI

// Decision: what SwiftUI previews build never exists in the app. A static member made for previews
// (`static var preview`), and a view that only a `#Preview` constructs (a private wrapper holding sample state),
// are preview code: their constructions do not cost an app-wide environment, and the services it keeps, their
// process lifetime. An observer a service registers once in its initializer is then meant to last the run.

/// Keeps the list of subscribed channels in sync with the store.
final class ChannelSyncService {
    init() {
        NotificationCenter.default.addObserver(forName: .NSCalendarDayChanged, object: nil, queue: .main) { [weak self] _ in
            self?.refresh()
        }
    }

    func refresh() {}
}

/// Plays videos.
final class VideoPlayerService {
    init() {
        NotificationCenter.default.addObserver(forName: .NSSystemClockDidChange, object: nil, queue: .main) { [weak self] _ in
            self?.resync()
        }
    }

    func resync() {}
}

/// A screen's own model, made for every visit: its discarded observer piles up.
final class ChannelListModel {
    init() {
        NotificationCenter.default.addObserver(forName: .NSCalendarDayChanged, object: nil, queue: .main) { [weak self] _ in // expect: notification_observer_discarded
            self?.reload()
        }
    }

    func reload() {}
}

/// Everything the app shares, made once.
final class AppEnvironment {
    static let shared = AppEnvironment()
    let sync: ChannelSyncService
    let player: VideoPlayerService

    init() {
        let sync = ChannelSyncService()
        self.sync = sync
        player = VideoPlayerService()
    }

    // MARK: - Previews
    static var preview: AppEnvironment { AppEnvironment() }
}

struct ChannelListView: View {
    let environment: AppEnvironment
    @State private var model = ChannelListModel()
    var body: some View { Text("Channels") }
}

#Preview("Channels") { ChannelListPreviewWrapper() }

private struct ChannelListPreviewWrapper: View {
    let environment = AppEnvironment()
    var body: some View { ChannelListView(environment: environment) }
}
