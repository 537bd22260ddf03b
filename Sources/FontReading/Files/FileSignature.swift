#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a file's first bytes say it is. Walking a folder opens only files that look like fonts,
/// so that a project's other files are skipped quietly and cheaply.
package enum FileSignature: Equatable {
    case sfnt
    case collection
    case woff
    case woff2
    /// Type 1 (PFB, PFA), BDF, PCF, Windows FNT/FON, PFR, Mac dfont: FreeType opens them, Apple doesn't.
    case otherFontFormat
    case notAFont

    package var looksLikeFont: Bool { self != .notAFont }

    package var container: FontContainer {
        switch self {
        case .sfnt: .sfnt
        case .collection: .collection
        case .woff: .woff
        case .woff2: .woff2
        case .otherFontFormat, .notAFont: .other
        }
    }

    package static func of(prefix bytes: [UInt8], fileName: String) -> FileSignature {
        func starts(with magic: [UInt8]) -> Bool { bytes.starts(with: magic) }
        func starts(with text: String) -> Bool { bytes.starts(with: Array(text.utf8)) }
        if starts(with: [0x00, 0x01, 0x00, 0x00]) || starts(with: "OTTO") || starts(with: "true") || starts(with: "typ1") {
            return .sfnt
        }
        if starts(with: "ttcf") { return .collection }
        if starts(with: "wOFF") { return .woff }
        if starts(with: "wOF2") { return .woff2 }
        if starts(with: [0x80, 0x01]) || starts(with: "%!PS-AdobeFont") || starts(with: "%!FontType1")
            || starts(with: "STARTFONT") || starts(with: [0x01, 0x66, 0x63, 0x70]) || starts(with: "PFR0") {
            return .otherFontFormat
        }
        func named(_ suffix: String) -> Bool { PathName.hasSuffix(fileName, ignoringCase: suffix) }
        // Compressed X11 fonts and Windows .fon/.fnt carry generic magic: trust the extension there.
        if starts(with: [0x1F, 0x8B]), named(".pcf.gz") || named(".bdf.gz") { return .otherFontFormat }
        if starts(with: "MZ"), named(".fon") || named(".fnt") { return .otherFontFormat }
        if named(".dfont") { return .otherFontFormat }
        return .notAFont
    }

    /// Whether an sfnt's first bytes hold a table directory a font could have: at least one table, the first
    /// record's tag printable ASCII, its table after the directory and inside the file. A text file that
    /// happens to start with `true` or `OTTO` fails on the offset (four text bytes make hundreds of
    /// megabytes). Other signatures are distinctive enough to pass as they are.
    package static func hasPlausibleDirectory(_ bytes: [UInt8], signature: FileSignature, fileSize: Int64) -> Bool {
        guard signature == .sfnt else { return true }
        guard bytes.count >= plausibilityPrefixLength else { return false }
        func uint(_ offset: Int, _ count: Int) -> Int64 {
            bytes[offset..<offset + count].reduce(0) { $0 << 8 | Int64($1) }
        }
        let tableCount = uint(4, 2)
        let firstTagIsText = bytes[12..<16].allSatisfy { (0x20...0x7E).contains($0) }
        let tableOffset = uint(20, 4)
        let tableLength = uint(24, 4)
        return tableCount > 0 && firstTagIsText && tableOffset >= 12 + 16 * tableCount
            && tableOffset + tableLength <= fileSize
    }

    /// The sfnt header and the first table record.
    package static let plausibilityPrefixLength = 28

    /// Whether a file's name ends like a font's, for files whose bytes cannot be read.
    package static func hasFontExtension(_ fileName: String) -> Bool {
        let fontExtensions: Set<String> = ["ttf", "otf", "ttc", "otc", "woff", "woff2", "dfont", "pfb", "pfa", "bdf", "pcf", "fon", "fnt"]
        let name = PathName.last(of: fileName)
        guard let dot = name.lastIndex(of: ".") else { return false }
        return fontExtensions.contains(name[name.index(after: dot)...].lowercased())
    }

    /// Reads the first `count` bytes of `path`; nil when the file cannot be opened or read.
    package static func readPrefix(path: String, count: Int = plausibilityPrefixLength) -> [UInt8]? {
        try? prefix(of: path, count: count).get()
    }

    /// The first `count` bytes of `path`, or the errno that stopped opening or reading it.
    package static func prefix(of path: String, count: Int) -> Result<[UInt8], SystemError> {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else { return .failure(SystemError(code: errno)) }
        defer { close(descriptor) }
        return prefix(ofOpen: descriptor, count: count).map(Result.success) ?? .failure(SystemError(code: errno))
    }

    /// The first `count` bytes of an open file; nil when reading fails (errno says why).
    package static func prefix(ofOpen descriptor: Int32, count: Int) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: count)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count >= 0 else { return nil }
        return Array(buffer.prefix(count))
    }
}
