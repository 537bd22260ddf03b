/// A path's last component and suffix tests, read from its end. NSString's `lastPathComponent` and
/// `lowercased()` go through the whole path, and a deep walk asks this of every entry: reading only the
/// end keeps the cost per entry that of its name, not of its depth.
package enum PathName {
    /// The last component, as `lastPathComponent` gives it: trailing slashes ignored, `/` for the root.
    package static func last(of path: String) -> Substring {
        let bytes = path.utf8
        var end = bytes.endIndex
        while end > bytes.startIndex, bytes[bytes.index(before: end)] == UInt8(ascii: "/") { end = bytes.index(before: end) }
        if end == bytes.startIndex { return path.isEmpty ? "" : "/" }
        let start = bytes[..<end].lastIndex(of: UInt8(ascii: "/")).map { bytes.index(after: $0) } ?? bytes.startIndex
        return path[start..<end]
    }

    /// The path without its last component, as NSString's `deletingLastPathComponent` gives it (`a/b` → `a`,
    /// `a` → ``, `/a` → `/`, trailing slashes ignored). Written here because swift-corelibs-foundation's own
    /// traps on a one-character path (`.`, `a`), which `lint .` walks into.
    package static func parent(of path: String) -> String {
        let bytes = path.utf8
        let slash = UInt8(ascii: "/")
        var end = bytes.endIndex
        while end > bytes.startIndex, bytes[bytes.index(before: end)] == slash { end = bytes.index(before: end) }
        if end == bytes.startIndex { return path.isEmpty ? "" : "/" }
        guard var cut = bytes[..<end].lastIndex(of: slash) else { return "" }
        while cut > bytes.startIndex, bytes[bytes.index(before: cut)] == slash { cut = bytes.index(before: cut) }
        return cut == bytes.startIndex ? "/" : String(path[..<cut])
    }

    /// Whether `path` ends with the ASCII `suffix`, letters compared without regard to case.
    package static func hasSuffix(_ path: String, ignoringCase suffix: String) -> Bool {
        let tail = path.utf8.suffix(suffix.utf8.count)
        guard tail.count == suffix.utf8.count else { return false }
        return zip(tail, suffix.utf8).allSatisfy { lowered($0) == lowered($1) }
    }

    private static func lowered(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }
}
