import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Parses XML with Foundation's parser: proves a report well-formed and returns what a consumer would read.
final class XMLCapture: NSObject, XMLParserDelegate {
    /// Each element's name and attributes, in document order.
    private(set) var elements: [(name: String, attributes: [String: String])] = []
    /// Character data per element name, concatenated.
    private(set) var text: [String: String] = [:]
    private var open: [String] = []

    /// Parses `xml`; nil when it is not well-formed.
    static func parse(_ xml: String) -> XMLCapture? {
        let capture = XMLCapture()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = capture
        return parser.parse() ? capture : nil
    }

    /// The attributes of every element with this name.
    func attributes(of name: String) -> [[String: String]] {
        elements.filter { $0.name == name }.map(\.attributes)
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        elements.append((elementName, attributes))
        open.append(elementName)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        open.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let name = open.last { text[name, default: ""] += string }
    }
}
