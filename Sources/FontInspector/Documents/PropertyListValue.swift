import Foundation

/// One value of a property list or JSON document, as a Sendable value (Foundation hands back `Any`).
public indirect enum PropertyListValue: Sendable, Hashable {
    case string(String)
    case integer(Int)
    case real(Double)
    case boolean(Bool)
    case date(Date)
    case data(Data)
    case array([PropertyListValue])
    case dictionary(PropertyListDictionary)
    /// JSON only: property lists have no null.
    case null

    /// The string, when the value is one.
    public var stringValue: String? {
        if case .string(let value) = self { value } else { nil }
    }

    /// Integers and reals alike (a plist `<integer>17</integer>` is a valid point size); nil for Booleans.
    public var numberValue: Double? {
        switch self {
        case .integer(let value): Double(value)
        case .real(let value): value
        default: nil
        }
    }

    /// The elements, when the value is an array.
    public var arrayValue: [PropertyListValue]? {
        if case .array(let value) = self { value } else { nil }
    }

    /// The members, when the value is a dictionary.
    public var dictionaryValue: PropertyListDictionary? {
        if case .dictionary(let value) = self { value } else { nil }
    }

    /// The type with its article, for messages: "is a string; expected a number".
    public var typeDescription: String {
        switch self {
        case .string: "a string"
        case .integer, .real: "a number"
        case .boolean: "a Boolean"
        case .date: "a date"
        case .data: "data"
        case .array: "an array"
        case .dictionary: "a dictionary"
        case .null: "null"
        }
    }
}

/// A dictionary that keeps its keys in document order (sorted by byte order where the format has no order to
/// keep, as in binary plists), so that everything derived from it comes out in a stable order.
public struct PropertyListDictionary: Sendable, Hashable {
    /// The keys in document order.
    public private(set) var keys: [String] = []
    private var values: [String: PropertyListValue] = [:]

    /// An empty dictionary.
    public init() {}

    /// A dictionary of `members` in their order; a repeated key keeps its first place and its last value.
    public init(_ members: [(key: String, value: PropertyListValue)]) {
        for (key, value) in members { self[key] = value }
    }

    /// A dictionary of `members` with its keys in byte order, as Foundation's unordered dictionaries are given (a
    /// repeated key keeps its last value). Sorted once, not inserted key by key: Xcode projects hold
    /// dictionaries of thousands of objects.
    init(byteOrdering members: [(key: String, value: PropertyListValue)]) {
        let order = members.indices.sorted { left, right in
            let (leftKey, rightKey) = (members[left].key, members[right].key)
            if leftKey == rightKey { return left < right }
            return leftKey.utf8.lexicographicallyPrecedes(rightKey.utf8)
        }
        keys.reserveCapacity(order.count)
        values.reserveCapacity(order.count)
        for index in order {
            let (key, value) = members[index]
            if keys.last == key {
                values[key] = value
            } else {
                keys.append(key)
                values[key] = value
            }
        }
    }

    /// The value of `key`; setting nil removes the key, setting a new key appends it.
    public subscript(key: String) -> PropertyListValue? {
        get { values[key] }
        set {
            if values[key] == nil, newValue != nil { keys.append(key) }
            if newValue == nil { keys.removeAll { $0 == key } }
            values[key] = newValue
        }
    }

    /// The number of keys.
    public var count: Int { keys.count }
    /// True for a dictionary without members.
    public var isEmpty: Bool { keys.isEmpty }

    /// The members in document order.
    public var members: [(key: String, value: PropertyListValue)] {
        keys.compactMap { key in values[key].map { (key, $0) } }
    }
}
