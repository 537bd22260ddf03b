/// Where a value sits in a property list or JSON document: the keys and indexes leading to it from the root.
public struct PropertyListPath: Hashable, Sendable, CustomStringConvertible {
    /// One step down: a dictionary key or an array index.
    public enum Component: Hashable, Sendable {
        case key(String)
        case index(Int)
    }

    /// The steps from the root, outermost first.
    public var components: [Component]

    /// The document's top-level value.
    public static let root = PropertyListPath(components: [])

    /// The value reached by `components` from the root.
    public init(components: [Component]) {
        self.components = components
    }

    /// The path one level further down.
    public func appending(key: String) -> PropertyListPath {
        PropertyListPath(components: components + [.key(key)])
    }

    /// The path one level further down.
    public func appending(index: Int) -> PropertyListPath {
        PropertyListPath(components: components + [.index(index)])
    }

    /// `UIAppFonts[2]`, `body.fontName`; empty for the root.
    public var description: String {
        var text = ""
        for component in components {
            switch component {
            case .key(let key): text += text.isEmpty ? key : "." + key
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }
}
