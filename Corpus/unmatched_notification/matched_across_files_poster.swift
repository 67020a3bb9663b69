import Foundation

// Posted here, observed in matched_across_files_observer.swift: one project, one match.

extension Notification.Name {
    static let orchardBeehiveInspected = Notification.Name("orchardBeehiveInspected")
    static let orchardBeehiveSwarmed = Notification.Name(rawValue: "orchardBeehiveSwarmed")
}

final class OrchardBeehiveInspector {
    func inspect() {
        NotificationCenter.default.post(name: .orchardBeehiveInspected, object: self)
    }

    func reportSwarm() {
        NotificationCenter.default.post(name: Notification.Name.orchardBeehiveSwarmed, object: self)
    }
}
