/// The texts of a `.stringsdict` (plural, width and device rules): for each top-level key, every
/// string inside its rule dictionaries — `NSStringLocalizedFormatKey` and each plural or width case —
/// except the values of `NSStringFormatSpecTypeKey` and `NSStringFormatValueTypeKey`, which name a
/// rule type and a format, not text anyone sees.
enum StringsDictReader {
    private static let nonTextKeys: Set<String> = ["NSStringFormatSpecTypeKey", "NSStringFormatValueTypeKey"]
    /// Real rule dictionaries nest two or three levels; deeper is a damaged or hostile file.
    private static let maximumDepth = 16

    static func strings(in plist: [String: Any]) -> [(key: String, value: String)] {
        var strings: [(key: String, value: String)] = []
        for (key, value) in plist.sorted(by: { $0.key < $1.key }) {
            collect(value, depth: 0) { strings.append((key, $0)) }
        }
        return strings
    }

    private static func collect(_ value: Any, depth: Int, _ found: (String) -> Void) {
        guard depth < maximumDepth else { return }
        if let text = value as? String {
            found(text)
        } else if let dictionary = value as? [String: Any] {
            for (key, member) in dictionary.sorted(by: { $0.key < $1.key }) where !nonTextKeys.contains(key) {
                collect(member, depth: depth + 1, found)
            }
        } else if let array = value as? [Any] {
            for member in array { collect(member, depth: depth + 1, found) }
        }
    }
}
