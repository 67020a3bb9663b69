/// What an app's launch storyboard shows from the start: the screens that live as long as their window.
///
/// Read as bytes (the storyboard and `Info.plist` XML formats are stable and flat): nothing is built or run, and a
/// storyboard of several megabytes is scanned a few times at most.
public enum Storyboard {
    /// The storyboard names an `Info.plist` launches with: `UIMainStoryboardFile`, `NSMainStoryboardFile`, or a
    /// scene configuration's `UISceneStoryboardFile` (`Main` for `Main.storyboard`).
    public static func launchStoryboardNames(infoPlist bytes: [UInt8]) -> [String] {
        var names: [String] = []
        for key in ["UIMainStoryboardFile", "NSMainStoryboardFile", "UISceneStoryboardFile"] {
            var from = 0
            while let keyAt = find("<key>" + key + "</key>", in: bytes, from: from) {
                from = keyAt + key.utf8.count + 11
                var open = from
                while open < bytes.count, isBlank(bytes[open]) { open += 1 }
                guard starts("<string>", in: bytes, at: open), let close = find("</string>", in: bytes, from: open + 8) else { continue }
                let name = String(decoding: bytes[(open + 8)..<close], as: UTF8.self)
                if !name.isEmpty && !names.contains(name) { names.append(name) }
            }
        }
        return names
    }

    /// The classes (`customClass`) of the screens storyboard `bytes` shows from launch: its initial controller and,
    /// through a container's relationship segues, what the container shows at once (a navigation controller's root,
    /// a tab bar's tabs, a split view's panes, a window controller's content). A storyboard reference in their place
    /// (`viewControllerPlaceholder storyboardName="Inbox"`) stands for the referenced storyboard's initial controller,
    /// or the one its `referencedIdentifier` names: `storyboard` gives a storyboard's bytes by name. A screen pushed or
    /// presented later comes and goes, and is not one of them.
    public static func launchScreens(_ bytes: [UInt8], storyboard: (String) -> [UInt8]? = { _ in nil }) -> [String] {
        guard let initial = initialController(of: bytes) else { return [] }
        var documents = [bytes]
        var documentsByName: [String: Int] = [:]
        var result: [String] = []
        var pending = [(document: 0, id: initial)]
        var seen: Set<[UInt8]> = []
        while let (document, id) = pending.popLast(), result.count < 16 {
            let bytes = documents[document]
            guard seen.insert(Array(String(document).utf8) + [0] + id).inserted, let element = element(withID: id, in: bytes) else { continue }
            if element.openingTag.starts(with: Array("<viewControllerPlaceholder".utf8)),
               let name = attribute("storyboardName", in: element.openingTag).map({ String(decoding: $0, as: UTF8.self) }) {
                if documentsByName[name] == nil, let referenced = storyboard(name) {
                    documents.append(referenced)
                    documentsByName[name] = documents.count - 1
                }
                guard let target = documentsByName[name] else { continue }
                let identifier = attribute("referencedIdentifier", in: element.openingTag)
                if let controller = identifier.map({ controller(withStoryboardIdentifier: $0, in: documents[target]) }) ?? initialController(of: documents[target]) {
                    pending.append((target, controller))
                }
                continue
            }
            if let name = attribute("customClass", in: element.openingTag) { result.append(String(decoding: name, as: UTF8.self)) }
            var from = element.body.lowerBound
            while let segue = find("<segue ", in: bytes, from: from), segue < element.body.upperBound {
                let end = find(">", in: bytes, from: segue) ?? bytes.count
                from = end
                let tag = bytes[segue..<end]
                guard attribute("kind", in: tag) == Array("relationship".utf8), let destination = attribute("destination", in: tag) else { continue }
                pending.append((document, destination))
            }
        }
        return result
    }

    /// The `id` of a storyboard's initial controller (its document's `initialViewController`).
    static func initialController(of bytes: [UInt8]) -> [UInt8]? {
        guard let document = find("<document ", in: bytes, from: 0), let documentEnd = find(">", in: bytes, from: document) else { return nil }
        return attribute("initialViewController", in: bytes[document..<documentEnd])
    }

    /// The `id` of the controller whose `storyboardIdentifier` is `identifier`.
    static func controller(withStoryboardIdentifier identifier: [UInt8], in bytes: [UInt8]) -> [UInt8]? {
        guard let at = find(Array(" storyboardIdentifier=\"".utf8) + identifier + [UInt8(ascii: "\"")], in: bytes[...]),
              let open = bytes[..<at].lastIndex(of: UInt8(ascii: "<")), let tagEnd = find(">", in: bytes, from: at) else { return nil }
        return attribute("id", in: bytes[open..<tagEnd])
    }

    /// The value of attribute `name` in an XML tag's bytes, nil when absent.
    static func attribute(_ name: String, in tag: ArraySlice<UInt8>) -> [UInt8]? {
        let pattern = Array((" " + name + "=\"").utf8)
        guard let start = find(pattern, in: tag) else { return nil }
        let valueStart = start + pattern.count
        guard let end = tag[valueStart...].firstIndex(of: UInt8(ascii: "\"")) else { return nil }
        return Array(tag[valueStart..<end])
    }

    /// The element whose `id` is `id`: its opening tag, and the range between it and its closing tag.
    static func element(withID id: [UInt8], in bytes: [UInt8]) -> (openingTag: ArraySlice<UInt8>, body: Range<Int>)? {
        guard let idAt = find(Array(" id=\"".utf8) + id + [UInt8(ascii: "\"")], in: bytes[...]),
              let open = bytes[..<idAt].lastIndex(of: UInt8(ascii: "<")),
              let tagEnd = find(">", in: bytes, from: idAt) else { return nil }
        let openingTag = bytes[open..<tagEnd]
        if bytes[tagEnd - 1] == UInt8(ascii: "/") { return (openingTag, tagEnd..<tagEnd) }
        let tagName = bytes[(open + 1)...].prefix { isNameByte($0) }
        // Controllers do not nest inside controllers of their own kind: the first closing tag of the name ends it.
        let close = find([UInt8(ascii: "<"), UInt8(ascii: "/")] + tagName + [UInt8(ascii: ">")], in: bytes[(tagEnd + 1)...]) ?? bytes.count
        return (openingTag, (tagEnd + 1)..<close)
    }

    static func find(_ pattern: String, in bytes: [UInt8], from: Int) -> Int? {
        from <= bytes.count ? find(Array(pattern.utf8), in: bytes[from...]) : nil
    }

    /// The index where `pattern` next occurs in `bytes`, scanning for its first byte.
    static func find(_ pattern: [UInt8], in bytes: ArraySlice<UInt8>) -> Int? {
        guard let first = pattern.first, pattern.count <= bytes.count else { return nil }
        var i = bytes.startIndex
        let last = bytes.endIndex - pattern.count
        while i <= last {
            guard let hit = bytes[i...last].firstIndex(of: first) else { return nil }
            if bytes[hit..<(hit + pattern.count)].elementsEqual(pattern) { return hit }
            i = hit + 1
        }
        return nil
    }

    static func starts(_ pattern: String, in bytes: [UInt8], at index: Int) -> Bool {
        let p = Array(pattern.utf8)
        return index + p.count <= bytes.count && bytes[index..<(index + p.count)].elementsEqual(p)
    }

    static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    static func isNameByte(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
    }
}
