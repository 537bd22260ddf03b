import Foundation

// Compares OpenStepPropertyListParser with Foundation's PropertyListSerialization on each old-style property list
// named on standard input (one path a line): both accept it and give the same values, or both refuse it. Compiled
// with the parser's own source files by bench/openstep-equivalence.

/// Foundation's `Any` tree as `PropertyListValue`s, dictionary keys in byte order (the order
/// `PropertyListDocument.ValueConverter` gave an old-style plist, which has no line positions).
func converted(_ object: Any) -> PropertyListValue {
    switch object {
    case let string as String: return .string(string)
    case let array as [Any]: return .array(array.map(converted))
    case let dictionary as [AnyHashable: Any]:
        let members = dictionary.map { (key: $0.key as? String ?? "\($0.key)", value: converted($0.value)) }
            .sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
        return .dictionary(PropertyListDictionary(members))
    case let data as Data: return .data(data)
    default: return .string("unexpected \(type(of: object)): \(object)")
    }
}

var same = 0, bothRefused = 0, different = 0, bytes = 0
var ourSeconds = 0.0, foundationSeconds = 0.0
while let path = readLine() {
    guard let data = FileManager.default.contents(atPath: path) else { continue }
    bytes += data.count
    var start = Date()
    let ours: PropertyListValue?
    if let text = TextFileDecoder.decode([UInt8](data)) {
        ours = try? OpenStepPropertyListParser.parse(text)
    } else {
        ours = nil
    }
    ourSeconds += Date().timeIntervalSince(start)
    start = Date()
    var format = PropertyListSerialization.PropertyListFormat.xml
    let object = try? PropertyListSerialization.propertyList(from: data, options: [], format: &format)
    let theirs = object.map(converted)
    foundationSeconds += Date().timeIntervalSince(start)
    switch (ours, theirs) {
    case (nil, nil):
        bothRefused += 1
    case let (ours?, theirs?) where ours == theirs && format == .openStep:
        same += 1
    default:
        different += 1
        print("DIFFERENT  \(path) (ours: \(ours == nil ? "refused" : "read"), Foundation: \(theirs == nil ? "refused" : "read"))")
    }
}
print("\(same) same, \(bothRefused) refused by both, \(different) different; \(bytes / 1024) KiB")
print(String(format: "parse + convert: ours %.2f s, Foundation %.2f s", ourSeconds, foundationSeconds))
exit(different == 0 ? 0 : 1)
