import Foundation

// The app's side of `literal_names_spelled_only_by_tests_tests.swift`: a literal the app posts is reported.

final class PrefsBroadcaster {
    func announce() {
        NotificationCenter.default.post(name: Notification.Name("corpus.prefs.shared"), object: nil) // expect: notification_name_literal
    }
}
