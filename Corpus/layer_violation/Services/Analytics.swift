import Foundation

/// An app-wide service with one shared instance; reading other singletons is allowed here.
final class Analytics {
    static let shared = Analytics()
    private let session = URLSession.shared

    func track(_ event: String) {}
}
