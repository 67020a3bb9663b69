import Foundation

// Decision: a post whose name is built at run time may post any name it can spell. After a post of
// `Notification.Name("corpus.settings.\(kind)")` no name starting `corpus.settings.` is reported as never posted;
// after `center.post(name: .init(setting.key))` no name on that center is. A name the literal head cannot spell
// is still reported.

extension Notification.Name {
    static let settingsRefreshListings = Notification.Name("corpus.settings.refresh-listings")
    static let settingsRefreshFilters = Notification.Name("corpus.settings.refresh-filters")
    static let themeDidChange = Notification.Name("corpus.theme.didChange")
    static let readerOrientationChanged = Notification.Name("corpus.reader.orientation")
}

struct SourceSetting {
    let key: String
    let refreshes: [String]
}

/// Tells the screens of a source which parts to reload after a setting changes.
final class SourceSettingsBroadcaster {
    func settingChanged(_ setting: SourceSetting) {
        for kind in setting.refreshes {
            NotificationCenter.default.post(name: Notification.Name("corpus.settings.\(kind)"), object: nil)
        }
    }
}

/// The header of a source's listings.
final class ListingsHeaderModel {
    private var tokens: [NSObjectProtocol] = []

    init() {
        tokens.append(NotificationCenter.default.addObserver(forName: .settingsRefreshListings, object: nil, queue: .main) { [weak self] _ in
            self?.reload()
        })
        tokens.append(NotificationCenter.default.addObserver(forName: .settingsRefreshFilters, object: nil, queue: .main) { [weak self] _ in
            self?.reload()
        })
        // The head `corpus.settings.` cannot spell this one.
        tokens.append(NotificationCenter.default.addObserver(forName: .themeDidChange, object: nil, queue: .main) { [weak self] _ in // expect: unmatched_notification
            self?.reload()
        })
    }

    deinit { tokens.forEach(NotificationCenter.default.removeObserver) }

    func reload() {}
}

/// The reader's settings, broadcast on the reader's own center under each setting's key.
final class ReaderSettingsStore {
    let center = NotificationCenter()
    private var tokens: [NSObjectProtocol] = []

    init() {
        tokens.append(center.addObserver(forName: .readerOrientationChanged, object: nil, queue: .main) { [weak self] _ in
            self?.applyOrientation()
        })
    }

    func changed(_ setting: SourceSetting) {
        center.post(name: .init(setting.key), object: nil)
    }

    func applyOrientation() {}
}
