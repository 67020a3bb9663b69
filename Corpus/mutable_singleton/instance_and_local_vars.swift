import Foundation

// Instance properties and local variables are not singletons.

/// Sync engine for notes.
final class NotesSyncEngine {
    var shared = NotesSyncEngine.makeDefault()
    var current: NotesSyncEngine?

    static func makeDefault() -> Int {
        0
    }

    func run() {
        var instance = NotesSyncEngine()
        instance.current = nil
        var shared = instance
        shared = NotesSyncEngine()
        print(shared, instance)
    }
}
