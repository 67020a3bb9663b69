import Foundation

/// User preferences, isolated in an actor because timers and views read them from different tasks.
public actor HarborSettings {
    public static let shared = HarborSettings()

    public private(set) var focusMinutes = 25

    private init() {}

    /// Changes the focus length and tells open screens to reload it.
    public func setFocusMinutes(_ minutes: Int) {
        focusMinutes = min(max(minutes, 5), 120)
        NotificationCenter.default.post(name: .harborSettingsChanged, object: nil)
    }
}
