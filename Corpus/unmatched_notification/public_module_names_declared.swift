import Foundation

// A module's public names, declared in one file and posted from another: the app's own wiring across modules, so a
// post nobody observes is still a broken contract (see public_module_names_poster.swift).
public extension Notification.Name {
    static let ledgerBalanceRecomputed = Notification.Name("ledgerBalanceRecomputed")
}
