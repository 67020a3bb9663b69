import Foundation

// In static code `self` is the type: `self.instance = made` assigns the static like `Self.instance = made`. A struct's
// cached value that such code replaces is a mutable global value, not a shared object; a class's hand-rolled lazy
// get-or-create is what `static let` does lazily and safely.
struct ExportTemplateStore {
    private static var instance: ExportTemplateStore?
    private var folder: URL

    static func shared() throws -> ExportTemplateStore {
        if let instance { return instance }
        let made = try load()
        self.instance = made
        return made
    }

    private static func load() throws -> ExportTemplateStore {
        guard let path = ProcessInfo.processInfo.environment["TEMPLATES"] else { throw CocoaError(.fileNoSuchFile) }
        return ExportTemplateStore(folder: URL(fileURLWithPath: path))
    }
}

final class ExportFontCache {
    private static var instance: ExportFontCache? // expect: mutable_singleton

    static func shared() -> ExportFontCache {
        if let instance { return instance }
        let made = ExportFontCache()
        self.instance = made
        return made
    }
}
