import CrosstalkGraph

/// The mechanisms an arrow's label in a hand-drawn diagram names (docs/graph.md, "Documents that stay true").
///
/// Words are compared whole and ignoring case (a word is a run of letters, digits and `_`). A label holding one of
/// the mechanisms' own names (`combine`, `delegate`, `closure`, `singleton`, `notification`, `async_stream`,
/// `injection`, as `crosstalk graph` writes them) is read by those names only, so a member name in a generated label
/// (`combine: stream`) never counts; otherwise the words people write for them count too. A label naming none says
/// nothing about the mechanism (`uses`, `user`, `tap events`).
public enum MechanismWords {
    /// The words besides a mechanism's own name that name it.
    static let synonyms: [String: Mechanism] = [
        "publisher": .combine, "publishers": .combine, "published": .combine, "publishes": .combine, "subscribes": .combine,
        "subscription": .combine, "subscriptions": .combine, "subject": .combine,
        "delegates": .delegate, "delegation": .delegate,
        "closures": .closure, "callback": .closure, "callbacks": .closure,
        "shared": .singleton, "singletons": .singleton,
        "notifications": .notification, "notificationcenter": .notification, "notifies": .notification, "notify": .notification,
        "broadcast": .notification, "broadcasts": .notification,
        "asyncstream": .asyncStream, "stream": .asyncStream, "streams": .asyncStream,
        "inject": .injection, "injects": .injection, "injected": .injection, "environment": .injection, "environmentobject": .injection,
    ]

    /// The mechanisms `label` names; empty when it names none.
    public static func mechanisms(in label: String) -> Set<Mechanism> {
        let words = label.lowercased().split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
        let own = Set(words.compactMap { Mechanism(rawValue: $0) })
        return own.isEmpty ? Set(words.compactMap { synonyms[$0] }) : own
    }
}
