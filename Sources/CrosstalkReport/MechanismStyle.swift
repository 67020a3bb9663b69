import CrosstalkGraph

/// How a mechanism's arrows look in every picture (Mermaid, DOT and the legend), decided here once: dotted for
/// indirect coupling (delegate callbacks, broadcasts), thick for globals, solid otherwise; one color each from a
/// color-blind-safe palette.
struct MechanismStyle {
    /// The stroke of an arrow.
    enum Line {
        case solid, dotted, thick

        /// Mermaid's arrow for the stroke.
        var mermaidArrow: String {
            switch self {
            case .solid: return "-->"
            case .dotted: return "-.->"
            case .thick: return "==>"
            }
        }

        /// Graphviz's edge `style` for the stroke.
        var dotStyle: String {
            switch self {
            case .solid: return "solid"
            case .dotted: return "dashed"
            case .thick: return "bold"
            }
        }
    }

    /// The stroke.
    var line: Line
    /// The color as `#RRGGBB`.
    var color: String
    /// The color in words, for the legend.
    var hue: String

    /// The style of `mechanism`'s arrows.
    static func of(_ mechanism: Mechanism) -> MechanismStyle {
        switch mechanism {
        case .combine: return MechanismStyle(line: .solid, color: "#0072B2", hue: "blue")
        case .delegate: return MechanismStyle(line: .dotted, color: "#009E73", hue: "green")
        case .closure: return MechanismStyle(line: .solid, color: "#E69F00", hue: "orange")
        case .singleton: return MechanismStyle(line: .thick, color: "#D55E00", hue: "red")
        case .notification: return MechanismStyle(line: .dotted, color: "#CC79A7", hue: "pink")
        case .asyncStream: return MechanismStyle(line: .solid, color: "#56B4E9", hue: "sky blue")
        case .injection: return MechanismStyle(line: .solid, color: "#7F7F7F", hue: "grey")
        }
    }

    /// The legend's words for `mechanism`'s arrows: `delegate: dotted green`.
    static func appearance(_ mechanism: Mechanism) -> String {
        let style = of(mechanism)
        return "\(mechanism.rawValue): \(style.line) \(style.hue)"
    }
}
