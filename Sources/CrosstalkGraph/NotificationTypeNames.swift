import CrosstalkFacts

/// Notification names declared as members of the app's own types rather than in an extension of
/// `Notification.Name`: `class ProfileStorage { static let contentChanged = Notification.Name("ProfileManagerContentChanged") }`,
/// posted as `post(name: ProfileStorage.contentChanged …)`, `post(name: self.contentChanged …)` or
/// `type(of: self).contentChanged` and observed as `profileManager.contentChanged`. Each spelling resolves to the
/// declared raw value, so both sides meet under one canonical name.
struct NotificationTypeNames {
    /// Type name → member → raw value.
    private var byType: [String: [String: String]] = [:]
    /// Member → the raw values declared under that name in any type.
    private var byMember: [String: Set<String>] = [:]
    /// Raw value → `Type.member`, how the sources spell it.
    private(set) var display: [String: String] = [:]

    init(files: [FileFacts]) {
        for f in files.indices {
            // Field by field, the cheap tests first: binding every property fact would copy (retain) all its strings.
            let properties = files[f].properties
            for i in properties.indices where properties[i].owner != nil && properties[i].initializer?.isCall == true {
                guard let owner = properties[i].owner, let initializer = properties[i].initializer, NotificationModel.constructsName(initializer),
                      let raw = NotificationTypeNames.literal(in: initializer.text) else { continue }
                let type = files[f].types[owner]
                // Extensions of `Notification.Name` are the model's declared names already.
                if type.kind == .extension && TypeText.isNotificationName(type.name) { continue }
                let name = properties[i].name
                byType[type.name, default: [:]][name] = raw
                byMember[name, default: []].insert(raw)
                if display[raw] == nil { display[raw] = type.name + "." + name }
            }
        }
    }

    /// Whether no type declares a name (most projects): nothing to resolve.
    var isEmpty: Bool { byType.isEmpty }

    /// The raw value a name expression written in `context` stands for: `Type.member`, `self.member`, `Self.member`,
    /// `type(of: self).member` or a bare `member` of the code's own type, and `instance.member` when only one raw value
    /// is declared under that member name.
    func raw(of expression: String, context: CodeContext, file: FileFacts) -> String? {
        let own = context.type.map { file.types[$0].name }
        guard let dot = expression.utf8.lastIndex(of: UInt8(ascii: ".")) else {
            return own.flatMap { byType[$0]?[expression] }
        }
        let prefix = String(expression[..<dot])
        let member = String(expression[expression.index(after: dot)...])
        if prefix == "self" || prefix == "Self" || prefix == "type(of: self)" || prefix == "type(of:self)" {
            return own.flatMap { byType[$0]?[member] }
        }
        if let raw = byType[prefix]?[member] ?? byType[String(prefix.split(separator: ".").last ?? "")]?[member] { return raw }
        // An instance path (`profileManager.contentChanged`), never a platform type's member.
        if prefix.first?.isLowercase == true, let raws = byMember[member], raws.count == 1 { return raws.first }
        return nil
    }

    /// The first plain string literal of an initializer's text (`Notification.Name("x")`, `.init(rawValue: "x")`);
    /// nil when it interpolates.
    static func literal(in text: String) -> String? {
        guard let open = text.firstIndex(of: "\"") else { return nil }
        let rest = text[text.index(after: open)...]
        guard let close = rest.firstIndex(of: "\""), !rest[..<close].contains("\\") else { return nil }
        return String(rest[..<close])
    }
}
