import Foundation

// `static let` cannot be reassigned; a computed `static var` holds nothing.

final class SeedCatalog {
    static let shared = SeedCatalog()
    private static let backing = SeedCatalog()
    static var current: SeedCatalog { backing }
    static var instance: SeedCatalog {
        get { backing }
    }
    private init() {}
}
