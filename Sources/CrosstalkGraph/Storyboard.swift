/// What an app's launch storyboard shows from the start: the screens that live as long as their window.
///
/// Read as text (the storyboard and `Info.plist` XML formats are stable and flat): nothing is built or run.
public enum Storyboard {
    /// The storyboard names an `Info.plist` launches with: `UIMainStoryboardFile`, `NSMainStoryboardFile`, or a
    /// scene configuration's `UISceneStoryboardFile` (`Main` for `Main.storyboard`).
    public static func launchStoryboardNames(infoPlist text: String) -> [String] {
        var names: [String] = []
        for key in ["UIMainStoryboardFile", "NSMainStoryboardFile", "UISceneStoryboardFile"] {
            var rest = text[...]
            while let keyRange = rest.firstRange(of: "<key>" + key + "</key>") {
                rest = rest[keyRange.upperBound...]
                guard let open = rest.firstRange(of: "<string>"), rest[..<open.lowerBound].allSatisfy(\.isWhitespace),
                      let close = rest[open.upperBound...].firstRange(of: "</string>") else { continue }
                let name = String(rest[open.upperBound..<close.lowerBound])
                if !name.isEmpty && !names.contains(name) { names.append(name) }
            }
        }
        return names
    }

    /// The classes (`customClass`) of the screens storyboard `text` shows from launch: its initial controller and,
    /// through a container's relationship segues, what the container shows at once (a navigation controller's root,
    /// a tab bar's tabs, a split view's panes, a window controller's content). A screen pushed or presented later
    /// comes and goes, and is not one of them.
    public static func launchScreens(_ text: String) -> [String] {
        guard let initial = attribute("initialViewController", in: text[...]) else { return [] }
        var result: [String] = []
        var pending = [initial]
        var seen: Set<Substring> = []
        while let id = pending.popLast(), result.count < 16 {
            guard seen.insert(id).inserted, let element = element(withID: id, in: text) else { continue }
            if let name = attribute("customClass", in: element.openingTag) { result.append(String(name)) }
            var body = element.body
            while let start = body.firstRange(of: "<segue ") {
                let tag = body[start.lowerBound...].prefix { $0 != ">" }
                body = body[tag.endIndex...]
                guard attribute("kind", in: tag) == "relationship", let destination = attribute("destination", in: tag) else { continue }
                pending.append(destination)
            }
        }
        return result
    }

    /// The value of attribute `name` in an XML tag's text, nil when absent.
    static func attribute(_ name: String, in tag: Substring) -> Substring? {
        guard let start = tag.firstRange(of: " " + name + "=\"") else { return nil }
        let value = tag[start.upperBound...]
        return value.firstIndex(of: "\"").map { value[..<$0] }
    }

    /// The element whose `id` is `id`: its opening tag, and what lies between it and its closing tag.
    static func element(withID id: Substring, in text: String) -> (openingTag: Substring, body: Substring)? {
        guard let idRange = text.firstRange(of: " id=\"" + id + "\""),
              let open = text[..<idRange.lowerBound].lastIndex(of: "<") else { return nil }
        let tagName = text[text.index(after: open)...].prefix { $0.isLetter || $0.isNumber }
        guard let tagEnd = text[idRange.upperBound...].firstIndex(of: ">") else { return nil }
        let openingTag = text[open..<tagEnd]
        if openingTag.last == "/" { return (openingTag, "") }
        let afterTag = text[text.index(after: tagEnd)...]
        // Controllers do not nest inside controllers of their own kind: the first closing tag of the name ends it.
        let close = afterTag.firstRange(of: "</" + tagName + ">")?.lowerBound ?? afterTag.endIndex
        return (openingTag, afterTag[..<close])
    }
}
