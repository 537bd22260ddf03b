/// A file a scanner passed over, and why: lint shows it as a `Note:`, it is not a finding.
public struct SkippedFile: Error, Sendable, Hashable, CustomStringConvertible {
    public var file: String
    public var reason: String

    public init(file: String, reason: String) {
        self.file = file
        self.reason = reason
    }

    public var description: String { "\(file): \(reason)" }
}

/// What scanning the Swift and Objective-C files found.
public struct SourceScan: Sendable {
    public var calls: [SourceFontCall] = []
    /// The `// fontinspect:` suppression directives of the files read.
    public var directives: [SuppressionDirective] = []
    /// Files read, skipped ones not counted.
    public var fileCount = 0
    public var skipped: [SkippedFile] = []

    public init(calls: [SourceFontCall] = [], fileCount: Int = 0, skipped: [SkippedFile] = []) {
        self.calls = calls
        self.fileCount = fileCount
        self.skipped = skipped
    }
}

/// Finds the font-name calls in Swift and Objective-C files (see `FontCallForm`), on all cores.
public enum SourceFileScanner {
    /// Larger files are skipped with a note: hand-written sources are far smaller; generated ones hold no font calls.
    public static let maximumFileSize: Int64 = 8 * 1024 * 1024

    /// Scans `files` (each a `.swift`, `.m`, `.mm` or `.h`; others are ignored). Calls come back in file order,
    /// then in order of position.
    public static func scan(_ files: [String]) -> SourceScan {
        let sources = files.compactMap { file in SourceLanguage(path: file).map { (file, $0) } }
        let results = WorkerPool.map(count: sources.count) { index in
            scanFile(sources[index].0, language: sources[index].1)
        }
        var scan = SourceScan()
        for result in results {
            switch result {
            case .success(let found):
                scan.fileCount += 1
                scan.calls += found.calls
                scan.directives += found.directives
            case .failure(let skipped):
                scan.skipped.append(skipped)
            }
        }
        return scan
    }

    /// The font-name calls in one file's text.
    public static func calls(in text: String, file: String, language: SourceLanguage) -> [SourceFontCall] {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { calls(in: $0, file: file, language: language) }
    }

    private static func scanFile(_ file: String, language: SourceLanguage)
        -> Result<(calls: [SourceFontCall], directives: [SuppressionDirective]), SkippedFile>
    {
        let bytes: [UInt8]
        do throws(FontReadError) {
            bytes = try SmallFileReader.bytes(path: file, limit: maximumFileSize)
        } catch {
            return .failure(SkippedFile(file: file, reason: "not scanned for font names: \(error.reason)"))
        }
        return bytes.withUnsafeBufferPointer { buffer in
            var text = buffer[...]
            if text.starts(with: [0xEF, 0xBB, 0xBF]) { text = text.dropFirst(3) }
            let body = UnsafeBufferPointer(rebasing: text)
            guard UTF8Validation.isValid(body) else {
                return .failure(SkippedFile(file: file, reason: "not UTF-8 text; skipped, so its font names were not checked"))
            }
            return .success(scanned(body, file: file, language: language))
        }
    }

    static func calls(in bytes: UnsafeBufferPointer<UInt8>, file: String, language: SourceLanguage) -> [SourceFontCall] {
        scanned(bytes, file: file, language: language).calls
    }

    /// The font calls and the suppression directives of one file: the lexer collects both in its one pass. A file
    /// that can hold neither is not lexed.
    static func scanned(_ bytes: UnsafeBufferPointer<UInt8>, file: String, language: SourceLanguage)
        -> (calls: [SourceFontCall], directives: [SuppressionDirective])
    {
        let callsFonts = mayCallFonts(bytes)
        guard callsFonts || mayHoldDirectives(bytes) else { return ([], []) }
        let lexed = SourceLexer.lex(bytes, language: language)
        let directives = SuppressionDirective.directives(
            in: lexed.directiveComments.map { (Int($0.start), Int($0.end), Int($0.line), Int($0.endLine)) }, bytes: bytes,
            lineStart: { Int(lexed.lineStarts[$0 - 1]) }, file: file)
        guard callsFonts else { return ([], directives) }
        return (calls(lexed, bytes: bytes, file: file, language: language), directives)
    }

    private static func calls(_ lexed: SourceLexer.Output, bytes: UnsafeBufferPointer<UInt8>, file: String, language: SourceLanguage) -> [SourceFontCall] {
        let structure = TokenStructure(lexed, bytes: bytes, language: language)
        let matches = FontCallMatcher(structure: structure).matches()
        // The scaling tables are built only for files that call UIFont.
        let scaling = matches.contains { $0.form == .uiFont || $0.form == .objectiveCUIFont } ? FontMetricsScaling(structure: structure) : nil
        var columns = TokenStructure.ColumnCounter(structure: structure)
        return matches.map { match in
            let textSize: TextSizeBehaviour =
                switch match.form {
                case .fontCustom, .fontCustomRelativeTo: .scales
                case .fontCustomFixedSize: .fixed
                case .uiFont, .objectiveCUIFont: scaling?.isScaled(callStart: match.callStart) == true ? .scaledByFontMetrics : .notScaled
                case .nsFont, .uiFontDescriptor, .ctFontCreateWithName, .objectiveCNSFont, .objectiveCUIFontDescriptor: .notJudged
                }
            return SourceFontCall(
                form: match.form, name: match.name, file: file, line: Int(structure.tokens[match.argument].line),
                column: columns.column(of: match.argument), textSize: textSize)
        }
    }

    /// A directive starts with `fontinspect:`: a file without those bytes holds none.
    static func mayHoldDirectives(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let marker = SuppressionDirective.marker
        var index = 0
        while index + marker.count <= bytes.count {
            if bytes[index] == marker[0] {
                var offset = 1
                while offset < marker.count, bytes[index + offset] == marker[offset] { offset += 1 }
                if offset == marker.count { return true }
            }
            index += 1
        }
        return false
    }

    /// Every call form names `UIFont`, `NSFont`, `custom` or `CTFont…`: a file with none of them is not lexed.
    /// Most files of an app hold no font call; in bench/lint-sources (one file in ten calls fonts) the code then
    /// costs a quarter of the CPU time it costs when every file has to be lexed.
    static func mayCallFonts(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = bytes.count
        var index = 0
        while index + 6 <= count {
            switch bytes[index] {
            case UInt8(ascii: "F"):
                // The `F` of `UIFont`/`NSFont` (two bytes in) or of `CTFont` (two bytes in too).
                if index >= 2, bytes[index + 1] == UInt8(ascii: "o"), bytes[index + 2] == UInt8(ascii: "n"),
                    bytes[index + 3] == UInt8(ascii: "t")
                {
                    let first = bytes[index - 2]
                    let second = bytes[index - 1]
                    if (first == UInt8(ascii: "U") && second == UInt8(ascii: "I")) || (first == UInt8(ascii: "N") && second == UInt8(ascii: "S"))
                        || (first == UInt8(ascii: "C") && second == UInt8(ascii: "T"))
                    {
                        return true
                    }
                }
            case UInt8(ascii: "c"):
                if bytes[index + 1] == UInt8(ascii: "u"), bytes[index + 2] == UInt8(ascii: "s"), bytes[index + 3] == UInt8(ascii: "t"),
                    bytes[index + 4] == UInt8(ascii: "o"), bytes[index + 5] == UInt8(ascii: "m")
                {
                    return true
                }
            default:
                break
            }
            index += 1
        }
        return false
    }
}
