/// What scanning the Swift and Objective-C files found.
public struct SourceScan: Sendable {
    public var calls: [SourceFontCall] = []
    /// The `// fontinspect:` suppression directives of the files read.
    public var directives: [SuppressionDirective] = []
    /// Files that register fonts at run time (see `SourceFileScanner.registrationWords`), in file order.
    public var registeringFiles: [String] = []
    /// Files read, skipped ones not counted.
    public var fileCount = 0
    public var skipped: [InputProblem] = []

    public init(calls: [SourceFontCall] = [], fileCount: Int = 0, skipped: [InputProblem] = []) {
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
    /// then in order of position. A name argument that is not a literal is followed through the project's string
    /// constants (`StringConstantTable`), which every file contributes to.
    public static func scan(_ files: [String]) -> SourceScan {
        let sources = files.compactMap { file in SourceLanguage(path: file).map { (file, $0) } }
        let results = WorkerPool.map(count: sources.count) { index in
            scanFile(sources[index].0, language: sources[index].1, constantsOnly: false)
        }
        var scan = SourceScan()
        var fileScans: [FileScan] = []
        var passedOver: [(index: Int, words: WordBloomFilter)] = []
        for (index, result) in results.enumerated() {
            switch result {
            case .success(let fileScan):
                scan.fileCount += 1
                scan.directives += fileScan.directives
                if fileScan.registersFonts { scan.registeringFiles.append(sources[index].0) }
                if let words = fileScan.words { passedOver.append((index, words)) } else { fileScans.append(fileScan) }
            case .failure(let skipped):
                scan.skipped.append(skipped)
            }
        }
        // Files without a font call are lexed for their constants only when some call needs them.
        if fileScans.contains(where: { $0.uses.contains { $0 != nil } }) {
            fileScans += constantScans(following: fileScans, passedOver: passedOver, sources: sources)
        }
        let table = StringConstantTable(fileScans.flatMap(\.constants))
        for fileScan in fileScans {
            for (call, use) in zip(fileScan.calls, fileScan.uses) {
                scan.calls.append(resolved(call, use: use, table: table))
            }
        }
        return scan
    }

    /// The call with the names its argument resolves to.
    private static func resolved(_ call: SourceFontCall, use: StringConstantCollector.UseSite?, table: StringConstantTable) -> SourceFontCall {
        guard let use else { return call }
        var call = call
        call.resolvedNames = table.resolve(use, file: call.file).map { name in
            // The default after `??` is written at the call itself.
            guard name.line == 0 else { return name }
            return ResolvedSourceName(name: name.name, file: call.file, line: call.line, column: call.column, isDefault: true)
        }
        switch use.expression {
        case .literal: break
        case .defaulted(let text): call.argumentText = "… ?? \"\(text)\""
        case .reference(let path): call.argumentText = path.text
        }
        return call
    }

    /// The font-name calls in one file's text, its own constants followed.
    public static func calls(in text: String, file: String, language: SourceLanguage) -> [SourceFontCall] {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { calls(in: $0, file: file, language: language) }
    }

    static func calls(in bytes: UnsafeBufferPointer<UInt8>, file: String, language: SourceLanguage) -> [SourceFontCall] {
        let fileScan = scan(bytes, file: file, language: language, constantsOnly: false)
        let table = StringConstantTable(fileScan.constants)
        return zip(fileScan.calls, fileScan.uses).map { resolved($0, use: $1, table: table) }
    }

    static func scanFile(_ file: String, language: SourceLanguage, constantsOnly: Bool) -> Result<FileScan, InputProblem> {
        let bytes: [UInt8]
        do throws(InputProblem) {
            bytes = try SmallFileReader.bytes(path: file, limit: maximumFileSize)
        } catch {
            return .failure(InputProblem(message: "not scanned for font names: \(error.message)", file: file))
        }
        return bytes.withUnsafeBufferPointer { buffer in
            var text = buffer[...]
            if text.starts(with: [0xEF, 0xBB, 0xBF]) { text = text.dropFirst(3) }
            let body = UnsafeBufferPointer(rebasing: text)
            guard UTF8Validation.isValid(body) else {
                return .failure(InputProblem(message: "not UTF-8 text; skipped, so its font names were not checked", file: file))
            }
            return .success(scan(body, file: file, language: language, constantsOnly: constantsOnly))
        }
    }

    /// What one file holds: its font calls, what each call's name argument says when it is not a literal, and
    /// its string constants.
    struct FileScan: Sendable {
        var calls: [SourceFontCall] = []
        /// Parallel to `calls`.
        var uses: [StringConstantCollector.UseSite?] = []
        var constants: [StringConstant] = []
        /// The suppression directives of its comments (not collected again by the constants-only pass).
        var directives: [SuppressionDirective] = []
        /// The words of a file passed over as holding no font call (its constants were not read); nil when it was lexed.
        var words: WordBloomFilter?
        /// It calls one of `registrationWords`.
        var registersFonts = false
    }

    /// Calls that register font files at run time: Core Text's font manager, and the FontBlaster pod (which
    /// registers every font file of a bundle). SwiftGen's generated fonts code calls the first.
    public static let registrationWords: Set<Substring> = [
        "CTFontManagerRegisterGraphicsFont", "CTFontManagerRegisterFontsForURL", "CTFontManagerRegisterFontsForURLs",
        "CTFontManagerRegisterFontURLs", "CTFontManagerRegisterFontsWithAssetNames", "FontBlaster",
    ]

    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, file: String, language: SourceLanguage, constantsOnly: Bool) -> FileScan {
        // The lexer collects the directives in the same pass; a file that can hold no font call is lexed only when
        // it may hold a directive.
        let callsFonts = constantsOnly || mayCallFonts(bytes)
        guard callsFonts || mayHoldDirectives(bytes) else { return FileScan(words: WordBloomFilter(bytes)) }
        let lexed = SourceLexer.lex(bytes, language: language)
        let directives = constantsOnly ? [] : SuppressionDirective.directives(
            in: lexed.directiveComments.map { (Int($0.start), Int($0.end), Int($0.line), Int($0.endLine)) }, bytes: bytes,
            lineStart: { Int(lexed.lineStarts[$0 - 1]) }, file: file)
        guard callsFonts else { return FileScan(directives: directives, words: WordBloomFilter(bytes)) }
        let structure = TokenStructure(lexed, bytes: bytes, language: language)
        guard !constantsOnly else {
            return FileScan(constants: StringConstantCollector.collect(structure, file: file, arguments: []).constants)
        }
        let matcher = FontCallMatcher(structure: structure)
        let matches = matcher.matches()
        let collected = StringConstantCollector.collect(
            structure, file: file, arguments: matches.map { ($0.expressionStart ?? $0.argument)..<$0.argumentEnd })
        // The scaling tables are built only for files that call UIFont.
        let scaling = matches.contains { $0.form == .uiFont || $0.form == .objectiveCUIFont || $0.form == .fontCustomFixedSize }
            ? FontMetricsScaling(structure: structure) : nil
        let sizes = scaling.map(FontSizeContext.init(scaling:))
        var columns = TokenStructure.ColumnCounter(structure: structure)
        var fileScan = FileScan(constants: collected.constants)
        fileScan.directives = directives
        fileScan.registersFonts = (0..<structure.count).contains {
            structure.tokens[$0].kind == .word && registrationWords.contains(structure.text($0))
        }
        for (match, use) in zip(matches, collected.uses) {
            // SwiftGen's own helpers (`extension FontConvertible { … Font.custom(self, fixedSize: …) }`) make fonts
            // from whatever name a caller gives: not a use of a name.
            if collected.definesFontConvertible, match.name == nil, !match.form.isGeneratedCode { continue }
            var textSize: TextSizeBehaviour =
                switch match.form {
                case .fontCustom, .fontCustomRelativeTo: .scales
                case .fontCustomFixedSize: .fixed
                case .uiFont, .objectiveCUIFont: scaling?.isScaled(callStart: match.callStart) == true ? .scaledByFontMetrics : .notScaled
                case .nsFont, .uiFontDescriptor, .ctFontCreateWithName, .objectiveCNSFont, .objectiveCUIFontDescriptor, .swiftGenFontConvertible,
                    .rSwiftFontResource, .familyNamesContains, .objectiveCFamilyNamesContains, .fontNamesForFamilyName,
                    .objectiveCFontNamesForFamilyName:
                    .notJudged
                }
            if textSize == .fixed || textSize == .notScaled,
               sizes?.evidence(callStart: match.callStart, nameIsLiteral: match.name != nil) != nil
            {
                textSize = .sizeNotFixed
            }
            var call = SourceFontCall(
                form: match.form, name: match.name, file: file, line: Int(structure.tokens[match.argument].line),
                column: columns.column(of: match.argument), textSize: textSize)
            call.weightModifier = match.callEnd.flatMap(matcher.weightModifier(after:))
            fileScan.calls.append(call)
            fileScan.uses.append(use)
        }
        return fileScan
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
