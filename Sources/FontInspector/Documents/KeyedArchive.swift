import Foundation

/// An `NSKeyedArchiver` archive (a SpriteKit scene) read as plain values, without unarchiving any class: its
/// `$objects` table, whose members point at each other with UIDs. Read through `BinaryPropertyList`, because
/// Foundation hands UIDs back as objects whose number Swift cannot read; an XML archive (where a UID is written
/// `<dict><key>CF$UID</key>…`) passes `FoundationParseGate` and Foundation's parser, and is written back as a
/// binary property list to be read the same way.
struct KeyedArchive {
    let plist: BinaryPropertyList
    /// The property-list object index of each `$objects` entry: a UID `n` means `plist.object(objects[n])`.
    let objects: [Int]
    let file: String

    /// Larger files are refused unread: scenes are tens of kilobytes; one with a large texture baked in a few MiB.
    static let maximumFileSize = 16 * 1024 * 1024

    /// Reads and parses `file`.
    static func read(file: String) throws(InputProblem) -> KeyedArchive {
        try parse(try PropertyListDocument.readBounded(file, maximumFileSize: maximumFileSize), file: file)
    }

    /// Parses an archive's bytes, binary or XML.
    static func parse(_ data: Data, file: String) throws(InputProblem) -> KeyedArchive {
        guard !data.isEmpty else { throw InputProblem(kind: .unreadable, message: "the file is empty", file: file) }
        var binary = data
        if !data.starts(with: Array("bplist".utf8)) {
            // Archives are binary or XML; old-style text never holds one.
            guard data.drop(while: { [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }).first == UInt8(ascii: "<") else {
                throw InputProblem(message: "neither a binary nor an XML property list", file: file)
            }
            let (object, _) = try FoundationParseGate.propertyList(data, file: file)
            do {
                binary = try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
            } catch {
                throw InputProblem(message: "a property list Foundation cannot write as a binary one", file: file)
            }
        }
        guard let plist = BinaryPropertyList([UInt8](binary)) else {
            throw InputProblem(message: "truncated or damaged binary property list", file: file)
        }
        let top = plist.topObject
        guard let archiver = plist.value(forKey: "$archiver", inDictionary: top), plist.string(archiver) == "NSKeyedArchiver",
            let table = plist.value(forKey: "$objects", inDictionary: top), case .array(let objects) = plist.object(table)
        else {
            throw InputProblem(message: "not an NSKeyedArchiver archive (no $archiver and $objects)", file: file)
        }
        return KeyedArchive(plist: plist, objects: objects, file: file)
    }

    /// The property-list index of the object member `key` of the archived object at `object` (a plist index)
    /// refers to: through its UID, or the member itself when it is stored inline.
    func member(_ key: StaticString, of object: Int) -> Int? {
        guard let value = plist.value(forKey: key, inDictionary: object) else { return nil }
        guard case .uid(let uid) = plist.object(value) else { return value }
        return objects.indices.contains(uid) ? objects[uid] : nil
    }

    /// The string member `key` of the archived object at `object`; nil for `$null` (an unset property), for what
    /// is not a string and for a string too long to be a name.
    func string(_ key: StaticString, of object: Int) -> String? {
        guard let index = member(key, of: object), let text = plist.string(index), text != "$null" else { return nil }
        return text
    }

    /// The class and superclass names of the archived object at `object` (its `$class`'s `$classes`), most
    /// derived first.
    func classNames(of object: Int) -> [String] {
        guard let classes = member("$class", of: object).flatMap({ member("$classes", of: $0) }),
            case .array(let names) = plist.object(classes)
        else { return [] }
        return names.prefix(64).compactMap { plist.string($0) }
    }
}
