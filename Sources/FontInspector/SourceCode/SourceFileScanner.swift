/// What scanning the Swift and Objective-C files found.
public struct SourceScan: Sendable {
    /// Every call taking a font name, in file and line order.
    public var calls: [SourceFontCall] = []
    /// The `// fontinspect:` suppression directives of the files read.
    public var directives: [SuppressionDirective] = []
    /// Files that register fonts at run time (see `SourceFileScanner.registrationWords`), in file order.
    public var registeringFiles: [String] = []
    /// Files that ask for a face by style rather than by name (`StyleSelectingCode`), in file order.
    public var styleSelectingFiles: [String] = []
    /// Of `registeringFiles`, those whose registrations lint can name every file of, with those files' names in the
    /// bundle (`RunTimeRegisteredFiles`, M382).
    public var registeredFileNames: [String: [String]] = [:]
    /// Of `registeringFiles`, cocos2d's label (`Cocos2dFontRegistration`): what it registers is the project's to say.
    public var cocos2dLabelRegistrations: [String] = []
    /// Files read, skipped ones not counted.
    public var fileCount = 0
    /// Files passed over, each with why.
    public var skipped: [InputProblem] = []

    /// A scan's results, as the scanner (or a test) gathers them.
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
    /// constants (`StringConstantTable`), which every file contributes to. `swiftGenFontEnums`: the enums the
    /// project's SwiftGen configs generate (`SwiftGenFontEnums`), whose accessors are read as Tuist's.
    public static func scan(_ files: [String], swiftGenFontEnums: Set<String> = []) -> SourceScan {
        let sources = files.compactMap { file in SourceLanguage(path: file).map { (file, $0) } }
        var results = WorkerPool.map(count: sources.count) { index in
            scanFile(sources[index].0, language: sources[index].1, constantsOnly: false, swiftGenFontEnums: swiftGenFontEnums)
        }
        rescanForLabelNodeSubclasses(&results, sources: sources, swiftGenFontEnums: swiftGenFontEnums)
        var scan = SourceScan()
        var fileScans: [FileScan] = []
        var passedOver: [(index: Int, words: WordBloomFilter)] = []
        /// Parallel to `sources`: the words of each file read, which the callers pass tests before reading it again.
        let wordsOfFile = results.map { result -> WordBloomFilter? in
            guard case .success(let fileScan) = result else { return nil }
            return fileScan.words ?? fileScan.lexedWords
        }
        for (index, result) in results.enumerated() {
            switch result {
            case .success(let fileScan):
                scan.fileCount += 1
                scan.directives += fileScan.directives
                if fileScan.registersFonts { scan.registeringFiles.append(sources[index].0) }
                if fileScan.selectsByStyle { scan.styleSelectingFiles.append(sources[index].0) }
                if let names = fileScan.registeredFileNames { scan.registeredFileNames[sources[index].0] = names }
                if fileScan.isCocos2dLabelRegistration { scan.cocos2dLabelRegistrations.append(sources[index].0) }
                if let words = fileScan.words { passedOver.append((index, words)) } else { fileScans.append(fileScan) }
            case .failure(let skipped):
                scan.skipped.append(skipped)
            }
        }
        dropCallsOfUnwrittenMacros(&fileScans, sources: sources)
        // Font helpers' callers may be in any file: every file that can name a helper is read for them (and for
        // its constants, when it was not lexed above).
        let helpers = fileScans.flatMap { $0.helpers.compactMap { $0 } }
        var sites: [FontHelperCallFinder.Found] = []
        var siteUses: [StringConstantCollector.UseSite?] = []
        if !helpers.isEmpty {
            let lexed = Set(fileScans.map(\.file))
            let passed = Set(passedOver.map(\.index))
            var read: Set<Int> = []
            (sites, siteUses) = FontHelperChain.callers(of: helpers) { signatures in
                let finder = FontHelperCallFinder(helpers: signatures)
                let probes = Self.helperProbes(signatures)
                let unread = passed.subtracting(read)
                let results = WorkerPool.map(count: sources.count) { index -> CallerScan? in
                    guard let words = wordsOfFile[index], probes?.contains(where: words.mayContain) ?? true else { return nil }
                    return callerScan(sources[index].0, language: sources[index].1, finder: finder, withConstants: unread.contains(index))
                }
                var found: [(FontHelperCallFinder.Found, StringConstantCollector.UseSite?)] = []
                for (index, result) in results.enumerated() {
                    guard let result else { continue }
                    found += zip(result.found, result.uses)
                    if let constants = result.constants, !lexed.contains(sources[index].0) {
                        fileScans.append(FileScan(file: sources[index].0, constants: constants))
                        read.insert(index)
                    }
                }
                return found
            }
            passedOver.removeAll(where: { read.contains($0.index) })
        }
        // Files without a font call are lexed for their constants only when some call needs them.
        if fileScans.contains(where: { $0.uses.contains { $0 != nil } }) || siteUses.contains(where: { $0 != nil }) {
            fileScans += constantScans(following: fileScans, callerUses: siteUses, passedOver: passedOver, sources: sources)
        }
        markBarTitleProperties(&fileScans, sites: &sites, sources: sources, wordsOfFile: wordsOfFile)
        let table = StringConstantTable(fileScans.flatMap(\.constants))
        scan.calls = assembled(fileScans, sites: sites, siteUses: siteUses, table: table)
        return scan
    }

    /// A call in a macro's body runs where a file writes the macro's name (FP421): when no other file holds the
    /// name of a macro its defining file does not write again, its calls are dropped. Every source file is read
    /// once more for those names, and only when some call sits in such a macro.
    private static func dropCallsOfUnwrittenMacros(_ fileScans: inout [FileScan], sources: [(String, SourceLanguage)]) {
        var definers: [String: Set<String>] = [:]
        for fileScan in fileScans { for name in fileScan.callsInUnwrittenMacros.values { definers[name, default: []].insert(fileScan.file) } }
        guard !definers.isEmpty else { return }
        let names = Set(definers.keys)
        let found = WorkerPool.map(count: sources.count) { index -> Set<String> in
            guard case .success(let bytes) = sourceBytes(sources[index].0) else { return [] }
            return bytes.withUnsafeBufferPointer { MacroFontCalls.words(names, in: UnsafeBufferPointer(rebasing: $0[bodyStart($0)...])) }
        }
        var written: Set<String> = []
        for (index, words) in found.enumerated() {
            for name in words where definers[name]?.contains(sources[index].0) != true { written.insert(name) }
        }
        for index in fileScans.indices {
            let unwritten = Set(fileScans[index].callsInUnwrittenMacros.filter { !written.contains($0.value) }.keys)
            if !unwritten.isEmpty { fileScans[index].removeCalls(at: unwritten) }
        }
    }

    /// An `SKLabelNode` subclass the project declares takes its font name as SpriteKit's does
    /// (`PizzaLabelNode(fontNamed: "SNES-Italic")`, M381), in files that may name no font type at all: the files
    /// whose words may hold a subclass's name are scanned again, knowing the subclasses. Swift and Objective-C
    /// declarations both count, in either language's files (a header's `@interface X : SKLabelNode`, M340).
    private static func rescanForLabelNodeSubclasses(
        _ results: inout [Result<FileScan, InputProblem>], sources: [(String, SourceLanguage)], swiftGenFontEnums: Set<String>
    ) {
        let subclasses = Set(results.flatMap { result -> [Substring] in
            guard case .success(let fileScan) = result else { return [] }
            return fileScan.labelNodeSubclasses
        })
        guard !subclasses.isEmpty else { return }
        let probes = subclasses.map { WordBloomFilter.Probe(String($0)) }
        let first = results
        let rescanned = WorkerPool.map(count: sources.count) { index -> Result<FileScan, InputProblem>? in
            // A lexed Objective-C file keeps no words (the helper-callers pass reads none): it is scanned again.
            guard case .success(let fileScan) = first[index],
                (fileScan.words ?? fileScan.lexedWords).map({ words in probes.contains(where: words.mayContain) }) ?? true
            else { return nil }
            return scanFile(sources[index].0, language: sources[index].1, constantsOnly: false, labelNodeTypes: subclasses, swiftGenFontEnums: swiftGenFontEnums)
        }
        for (index, result) in rescanned.enumerated() { if let result { results[index] = result } }
    }

    /// The calls of `fileScans`, in order, their names resolved through `table` and each helper's call given the
    /// callers `sites` found (in the order of the helpers of `fileScans`).
    private static func assembled(
        _ fileScans: [FileScan], sites: [FontHelperCallFinder.Found], siteUses: [StringConstantCollector.UseSite?], table: StringConstantTable
    ) -> [SourceFontCall] {
        let helperCount = fileScans.reduce(0) { $0 + $1.helpers.count { $0 != nil } }
        var callersByHelper: [[FontHelperCallSite]] = Array(repeating: [], count: helperCount)
        for (found, use) in zip(sites, siteUses) {
            var site = found.site
            if let use {
                site.resolvedNames = table.resolve(use, file: found.nameFile ?? site.file).map { name in
                    guard name.line == 0 else { return name }
                    return ResolvedSourceName(name: name.name, file: site.file, line: site.line, column: site.column, isDefault: name.isDefault)
                }
                site.argumentText = Self.argumentText(use)
            }
            callersByHelper[found.helper].append(site)
        }
        var calls: [SourceFontCall] = []
        var helperIndex = 0
        for fileScan in fileScans {
            for (offset, (call, use)) in zip(fileScan.calls, fileScan.uses).enumerated() {
                var call = resolved(call, use: use, table: table)
                if let signature = fileScan.helpers[offset] {
                    call = withCallers(call, signature: signature, callers: callersByHelper[helperIndex])
                    helperIndex += 1
                }
                calls.append(call)
            }
        }
        return calls
    }

    /// A helper's call with its callers: when something calls the helper, the name and the size its parameters
    /// give are the callers' (each judged there), not the helper's; when nothing does, the call stays as it was.
    private static func withCallers(_ call: SourceFontCall, signature: FontHelperSignature, callers: [FontHelperCallSite]) -> SourceFontCall {
        var call = call
        var callers = callers
        // A caller whose case cannot be read still passes some case of the enum: any of its raw values.
        if signature.nameEnumType != nil {
            for index in callers.indices where callers[index].name == nil && callers[index].resolvedNames.isEmpty {
                callers[index].resolvedNames = call.resolvedNames
                callers[index].argumentText = call.argumentText
            }
        }
        call.helper = FontHelper(
            name: signature.displayName, namesFromCallers: signature.nameParameter != nil && signature.nameEnumType == nil,
            sizesFromCallers: signature.judgesCallerSizes, callers: callers)
        call.helper?.casesFromCallers = signature.nameEnumType != nil
        if !callers.isEmpty, signature.judgesCallerSizes { call.textSize = .sizeNotFixed }
        return call
    }

    private static func argumentText(_ use: StringConstantCollector.UseSite) -> String? {
        if let written = use.writtenAs { return written }
        if case .literal = use.expression { return nil }
        return use.expression.text
    }

    /// The helpers' names, to test each file's words for before it is read again for callers; nil (read every
    /// file, as the name filter then tests its bytes) past `maximumHelperProbes`, so that a project of thousands
    /// of helpers costs files + helpers, not files × helpers.
    private static func helperProbes(_ helpers: [FontHelperSignature]) -> [WordBloomFilter.Probe]? {
        let names = Set(helpers.map(\.name))
        return names.count > maximumHelperProbes ? nil : names.map(WordBloomFilter.Probe.init)
    }

    /// A Bloom test costs tens of instructions, reading a file again and testing its words thousands.
    static let maximumHelperProbes = 256

    private typealias CallerScan = (found: [FontHelperCallFinder.Found], uses: [StringConstantCollector.UseSite?], constants: [StringConstant]?)

    /// The calls of the project's font helpers in one file, with the use sites of their name arguments and, with
    /// `withConstants`, the file's constants; nil when the file cannot name a helper (or cannot be read).
    private static func callerScan(_ file: String, language: SourceLanguage, finder: FontHelperCallFinder, withConstants: Bool) -> CallerScan? {
        guard language == .swift else { return nil }
        guard case .success(let bytes) = sourceBytes(file) else { return nil }
        return bytes.withUnsafeBufferPointer { buffer -> CallerScan? in
            let body = UnsafeBufferPointer(rebasing: buffer[bodyStart(buffer)...])
            guard finder.nameFilter.mayName(in: body) else { return nil }
            let structure = TokenStructure(SourceLexer.lex(body, language: language), bytes: body, language: language)
            let found = finder.calls(in: structure, file: file)
            guard !found.isEmpty || withConstants else { return nil }
            let (uses, constants) = nameUses(of: found, in: structure, file: file)
            return (found, uses, withConstants ? constants : nil)
        }
    }

    /// What each caller's name argument says (parallel to `found`), and the file's constants, in one walk.
    private static func nameUses(of found: [FontHelperCallFinder.Found], in structure: TokenStructure, file: String)
        -> (uses: [StringConstantCollector.UseSite?], constants: [StringConstant])
    {
        let arguments = found.compactMap(\.nameArgument).sorted { $0.lowerBound < $1.lowerBound }
        let collected = StringConstantCollector.collect(structure, file: file, arguments: arguments)
        var useByStart: [Int: StringConstantCollector.UseSite] = [:]
        for (argument, use) in zip(arguments, collected.uses) { useByStart[argument.lowerBound] = use }
        let uses = found.map { site -> StringConstantCollector.UseSite? in
            guard let argument = site.nameArgument else { return nil }
            if let type = site.nameEnumType, let use = enumCaseUse(argument, of: type, in: structure) { return use }
            return useByStart[argument.lowerBound]
        }
        return (uses, collected.constants)
    }

    /// `.bold` or `FontName.bold` passed where a helper takes a `FontName` and names its font by the case's
    /// `rawValue`: that one case's raw value (T81).
    private static func enumCaseUse(_ argument: Range<Int>, of type: String, in s: TokenStructure) -> StringConstantCollector.UseSite? {
        let last = argument.upperBound - 1
        guard argument.count >= 2, s.tokens[last].kind == .word, s.isPunctuation(last - 1, Byte.dot) else { return nil }
        let qualified = argument.count == 3 && s.tokens[argument.lowerBound].kind == .word && s.text(argument.lowerBound) == type
        guard argument.count == 2 || qualified else { return nil }
        let caseName = String(s.text(last))
        var use = StringConstantCollector.UseSite(
            expression: .reference(NameReferencePath(components: [type, caseName], isCall: false, rawValue: true)), owner: nil, local: [])
        use.writtenAs = qualified ? "\(type).\(caseName)" : ".\(caseName)"
        return use
    }

    /// The call with the names its argument resolves to.
    private static func resolved(_ call: SourceFontCall, use: StringConstantCollector.UseSite?, table: StringConstantTable) -> SourceFontCall {
        // A Tuist accessor names no constant: the loader resolves it once the faces are read.
        guard let use, call.tuistFont == nil else { return call }
        var call = call
        // R.swift's constants are the shipped fonts': the loader resolves them once the faces are read.
        if case .reference(let path) = use.expression, let identifier = RSwiftFontResource.identifier(in: path) {
            call.rSwiftFont = identifier
            call.argumentText = path.text
            return call
        }
        call.resolvedNames = table.resolve(use, file: call.file).map { name in
            // The default after `??`, and a ternary's literal branch, are written at the call itself.
            guard name.line == 0 else { return name }
            return ResolvedSourceName(name: name.name, file: call.file, line: call.line, column: call.column, isDefault: name.isDefault)
        }
        call.argumentText = argumentText(use)
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
        let helpers = fileScan.helpers.compactMap { $0 }
        var sites: [FontHelperCallFinder.Found] = []
        var uses: [StringConstantCollector.UseSite?] = []
        if !helpers.isEmpty {
            let structure = TokenStructure(SourceLexer.lex(bytes, language: language), bytes: bytes, language: language)
            (sites, uses) = FontHelperChain.callers(of: helpers) { signatures in
                let found = FontHelperCallFinder(helpers: signatures).calls(in: structure, file: file)
                return Array(zip(found, nameUses(of: found, in: structure, file: file).uses))
            }
        }
        return assembled([fileScan], sites: sites, siteUses: uses, table: table)
    }

    static func scanFile(
        _ file: String, language: SourceLanguage, constantsOnly: Bool, labelNodeTypes: Set<Substring> = [],
        swiftGenFontEnums: Set<String> = []
    ) -> Result<FileScan, InputProblem> {
        let bytes: [UInt8]
        switch sourceBytes(file) {
        case .success(let read): bytes = read
        case .failure(let problem): return .failure(problem)
        }
        return bytes.withUnsafeBufferPointer { buffer in
            let body = UnsafeBufferPointer(rebasing: buffer[bodyStart(buffer)...])
            var fileScan = scan(
                body, file: file, language: language, constantsOnly: constantsOnly, labelNodeTypes: labelNodeTypes,
                swiftGenFontEnums: swiftGenFontEnums)
            if !constantsOnly { fileScan.selectsByStyle = StyleSelectingCode.selectsByStyle(body) }
            return .success(fileScan)
        }
    }

    /// A source file's bytes, when it can be read and is UTF-8 text.
    static func sourceBytes(_ file: String) -> Result<[UInt8], InputProblem> {
        let bytes: [UInt8]
        do throws(InputProblem) {
            bytes = try SmallFileReader.bytes(path: file, limit: maximumFileSize)
        } catch {
            return .failure(InputProblem(message: "not scanned for font names: \(error.message)", file: file))
        }
        let valid = bytes.withUnsafeBufferPointer { UTF8Validation.isValid(UnsafeBufferPointer(rebasing: $0[bodyStart($0)...])) }
        guard valid else { return .failure(InputProblem(message: "not UTF-8 text; skipped, so its font names were not checked", file: file)) }
        return .success(bytes)
    }

    /// Past a UTF-8 byte order mark.
    static func bodyStart(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    /// What one file holds: its font calls, what each call's name argument says when it is not a literal, and
    /// its string constants.
    struct FileScan: Sendable {
        var file = ""
        var calls: [SourceFontCall] = []
        /// Parallel to `calls`: the helper each call sits in, when its name or size is the helper's parameter.
        var helpers: [FontHelperSignature?] = []
        /// Parallel to `calls`.
        var uses: [StringConstantCollector.UseSite?] = []
        var constants: [StringConstant] = []
        /// The suppression directives of its comments (not collected again by the constants-only pass).
        var directives: [SuppressionDirective] = []
        /// The words of a file passed over as holding no font call (its constants were not read); nil when it was lexed.
        var words: WordBloomFilter?
        /// The words of a lexed Swift file: the font helpers' callers pass reads it again only when it may name one.
        var lexedWords: WordBloomFilter?
        /// It calls one of `registrationWords`.
        var registersFonts = false
        /// It asks for a face by style (`StyleSelectingCode`).
        var selectsByStyle = false
        /// The files its registrations take, when lint can name them all (`RunTimeRegisteredFiles`).
        var registeredFileNames: [String]?
        /// Its only registrations are cocos2d's label registering the `.ttf` files it is handed (`Cocos2dFontRegistration`).
        var isCocos2dLabelRegistration = false
        /// The `SKLabelNode` subclasses it declares (`class PizzaLabelNode: SKLabelNode`, `@interface X : SKLabelNode`).
        var labelNodeSubclasses: [Substring] = []
        /// Calls (by offset in `calls`) made by a computed font property, with its name: bar titles when every use
        /// of the property is one (`markBarTitleProperties`).
        var barTitleCandidates: [Int: String] = [:]
        /// Calls (by offset in `calls`) in the body of a macro this file does not write again, with the macro's
        /// name: they run only if another file writes it (`dropCallsOfUnwrittenMacros`).
        var callsInUnwrittenMacros: [Int: String] = [:]

        /// Without the calls at `offsets` (and what is parallel to them).
        mutating func removeCalls(at offsets: Set<Int>) {
            let kept = calls.indices.filter { !offsets.contains($0) }
            var newOffset: [Int: Int] = [:]
            for (new, old) in kept.enumerated() { newOffset[old] = new }
            calls = kept.map { calls[$0] }
            helpers = kept.map { helpers[$0] }
            uses = kept.map { uses[$0] }
            barTitleCandidates = Dictionary(uniqueKeysWithValues: barTitleCandidates.compactMap { old, name in newOffset[old].map { ($0, name) } })
            callsInUnwrittenMacros = callsInUnwrittenMacros.filter { !offsets.contains($0.key) }
        }
    }

    /// Calls that register font files at run time: Core Text's font manager, the FontBlaster pod (which
    /// registers every font file of a bundle) and FontAwesomeKit's `registerIconFontWithURL:` (Swift:
    /// `registerIconFont(with:)`), which an app's own icon class calls for its icon font (FP61). SwiftGen's
    /// generated fonts code calls the first.
    public static let registrationWords: Set<Substring> = [
        "CTFontManagerRegisterGraphicsFont", "CTFontManagerRegisterFontsForURL", "CTFontManagerRegisterFontsForURLs",
        "CTFontManagerRegisterFontURLs", "CTFontManagerRegisterFontsWithAssetNames", "FontBlaster",
        "registerIconFontWithURL", "registerIconFont",
    ]

    /// `labelNodeTypes`: the project's `SKLabelNode` subclasses, whose `(fontNamed:)` is SpriteKit's;
    /// `swiftGenFontEnums`: the enums SwiftGen generates, whose accessors a file may call and name no font type.
    static func scan(
        _ bytes: UnsafeBufferPointer<UInt8>, file: String, language: SourceLanguage, constantsOnly: Bool, labelNodeTypes: Set<Substring> = [],
        swiftGenFontEnums: Set<String> = []
    ) -> FileScan {
        // The lexer collects the directives in the same pass; a file that can hold no font call is lexed only when
        // it may hold a directive.
        let callsFonts = constantsOnly || !labelNodeTypes.isEmpty || mayCallFonts(bytes)
            || (!swiftGenFontEnums.isEmpty && !MacroFontCalls.words(swiftGenFontEnums, in: bytes).isEmpty)
        guard callsFonts || mayHoldDirectives(bytes) else { return FileScan(words: WordBloomFilter(bytes)) }
        let lexed = SourceLexer.lex(bytes, language: language)
        let directives = constantsOnly ? [] : SuppressionDirective.directives(
            in: lexed.directiveComments.map { (Int($0.start), Int($0.end), Int($0.line), Int($0.endLine)) }, bytes: bytes,
            lineStart: { Int(lexed.lineStarts[$0 - 1]) }, file: file)
        guard callsFonts else { return FileScan(directives: directives, words: WordBloomFilter(bytes)) }
        let structure = TokenStructure(lexed, bytes: bytes, language: language)
        guard !constantsOnly else {
            return FileScan(file: file, constants: StringConstantCollector.collect(structure, file: file, arguments: []).constants)
        }
        let matcher = FontCallMatcher(
            structure: structure, labelNodeTypes: labelNodeTypes, swiftGenFontEnums: Set(swiftGenFontEnums.map { Substring($0) }))
        let matches = matcher.matches()
        let collected = StringConstantCollector.collect(
            structure, file: file, arguments: matches.map { ($0.expressionStart ?? $0.argument)..<$0.argumentEnd })
        // The scaling tables are built only for files that call UIFont, or that may hold a font helper (any Swift
        // font call may sit in a function whose parameter gives its name or size).
        let scaling = !matches.isEmpty && (language == .swift || matches.contains { $0.form == .objectiveCUIFont })
            ? FontMetricsScaling(structure: structure) : nil
        let sizes = scaling.map(FontSizeContext.init(scaling:))
        let viewModifiers = language == .swift ? sizes.map(ViewModifierBodies.init(sizes:)) : nil
        var columns = TokenStructure.ColumnCounter(structure: structure)
        var fileScan = FileScan(file: file, constants: collected.constants)
        fileScan.directives = directives
        fileScan.registersFonts = (0..<structure.count).contains {
            structure.tokens[$0].kind == .word && registrationWords.contains(structure.text($0))
        }
        if fileScan.registersFonts {
            fileScan.registeredFileNames = RunTimeRegisteredFiles.names(in: structure)
            fileScan.isCocos2dLabelRegistration = fileScan.registeredFileNames == nil && Cocos2dFontRegistration.isLabelRegistration(in: structure)
        }
        var declarations: [Int: FontHelperSignature.Declaration?] = [:]
        let positions = matches.map { SourceFontCall.Position(line: Int(structure.tokens[$0.argument].line), column: columns.column(of: $0.argument)) }
        let fallbacks = FontCallFallbackChain.fallbacks(of: matches, in: structure)
        let nilTested = FontLookupNilTest.tested(matches, in: structure)
        let returnedAsOptional = FontLookupOptionalReturn.returned(matches, in: structure, scaling: scaling)
        // SwiftGen's constants: the enum that holds each, found once for all of them (FP1200).
        let convertibles = matches.indices.filter { matches[$0].form == .swiftGenFontConvertible }
        var generatedTables = [Substring?](repeating: nil, count: matches.count)
        if let scaling, !convertibles.isEmpty {
            for (index, name) in zip(convertibles, scaling.outermostEnumNames(around: convertibles.map { matches[$0].callStart })) {
                generatedTables[index] = name
            }
        }
        let macros = matches.map { MacroFontCalls.macroName(holding: $0.callStart, in: structure) }
        let writtenHere = MacroFontCalls.writtenAgain(Set(macros.compactMap { $0 }), in: structure)
        for (index, (match, use)) in zip(matches, collected.uses).enumerated() {
            // SwiftGen's own helpers (`extension FontConvertible { … Font.custom(self, fixedSize: …) }`) make fonts
            // from whatever name a caller gives: not a use of a name.
            if collected.definesFontConvertible, match.name == nil, !match.form.isGeneratedCode { continue }
            var textSize: TextSizeBehaviour =
                switch match.form {
                case .fontCustom, .fontCustomRelativeTo, .tuistSwiftUIFont: .scales
                case .fontCustomFixedSize, .tuistSwiftUIFontFixedSize: .fixed
                case .uiFont, .objectiveCUIFont, .uiFontResource, .rSwiftFontFunction, .tuistFont:
                    scaling?.isScaled(callStart: match.callStart) == true ? .scaledByFontMetrics : .notScaled
                case .nsFont, .uiFontDescriptor, .ctFontCreateWithName, .objectiveCNSFont, .objectiveCUIFontDescriptor, .swiftGenFontConvertible,
                    .rSwiftFontResource, .familyNamesContains, .objectiveCFamilyNamesContains, .fontNamesForFamilyName,
                    .objectiveCFontNamesForFamilyName, .spriteKitLabelNode, .objectiveCSpriteKitLabelNode,
                    .objectiveCSpriteKitLabelNodeInit, .spriteKitFontName, .objectiveCCocos2dLabel, .objectiveCCocos2dLabelInit:
                    .notJudged
                }
            var sizeIsOpen = false
            if textSize == .fixed || textSize == .notScaled {
                let evidence = sizes?.evidence(callStart: match.callStart, nameIsLiteral: match.name != nil)
                if evidence != nil { textSize = .sizeNotFixed }
                sizeIsOpen = evidence == nil || evidence == .givenByCaller
                if textSize == .fixed, sizes?.isPictureOfText(callStart: match.callStart) == true { textSize = .sizeNotFixed }
            }
            let helper = match.form.isGeneratedCode || match.form.takesFamilyName || match.tuistFont != nil ? nil : sizes?.helper(
                callStart: match.callStart, form: match.form, name: (match.expressionStart ?? match.argument)..<match.argumentEnd,
                sizeIsOpen: sizeIsOpen, file: file, declarations: &declarations)
            var call = SourceFontCall(
                form: match.form, name: match.name, file: file, line: positions[index].line, column: positions[index].column, textSize: textSize)
            call.fallback = fallbacks[index].map { positions[$0] }
            call.resultIsNilTested = nilTested[index]
            call.resultIsReturnedAsOptional = returnedAsOptional[index]
            if let function = sizes?.functionRunOnlyByName(around: match.callStart) {
                call.functionRunOnlyByName = String(function.name)
                call.functionOpensToOtherModules = function.opensToOtherModules
            }
            call.generatedFontTable = generatedTables[index].map(String.init)
            call.viewModifier = viewModifiers?.modifier(around: match.callStart)
            call.generatedFontPath = match.generatedFontPath
            if let path = match.tuistFont {
                call.tuistFont = path
                call.argumentText = (match.argument..<match.argumentEnd).map { structure.text($0) }.joined()
            }
            call.weightModifier = match.callEnd.flatMap(matcher.weightModifier(after:))
            if textSize.keepsItsSize { call.isBarItemTitle = structure.isInBarItemTitleAttributes(callStart: match.callStart) }
            if textSize.keepsItsSize, !call.isBarItemTitle, let sizes {
                // A computed font property, or a stored attributes dictionary of a type: bar text if every use is (D241).
                let storedAttributes = sizes.isInTypeBody(match.callStart) ? structure.attributesPropertyName(around: match.callStart) : nil
                if let property = sizes.computedFontProperty(around: match.callStart) ?? storedAttributes {
                    fileScan.barTitleCandidates[fileScan.calls.count] = String(property)
                }
            }
            if let macro = macros[index], !writtenHere.contains(macro) { fileScan.callsInUnwrittenMacros[fileScan.calls.count] = String(macro) }
            fileScan.calls.append(call)
            fileScan.uses.append(use)
            fileScan.helpers.append(helper)
        }
        if language == .swift { fileScan.lexedWords = WordBloomFilter(bytes) }
        fileScan.labelNodeSubclasses = Array(LabelNodeSubclasses(structure).names)
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

    /// The bytes up to `index` spell `FontFamily` after a letter or digit (a target's name).
    private static func endsTuistFamilyEnum(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        let start = index - 9
        guard start >= 1, Byte.isWord(bytes[start - 1]) else { return false }
        return zip(bytes[start...index], "FontFamily".utf8).allSatisfy { $0 == $1 }
    }

    /// Every call form names `UIFont`, `NSFont`, `custom`, `CTFont…`, `SKLabelNode`, `CCLabelTTF`, `R.font.` or a
    /// Tuist accessor's `<Target>FontFamily`: a file with none of them is not lexed.
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
            case UInt8(ascii: "y") where index >= 9:
                // The `y` of a Tuist accessor's `<Target>FontFamily`.
                if Self.endsTuistFamilyEnum(bytes, at: index) { return true }
            case UInt8(ascii: "R"):
                // R.swift's `R.font.`.
                if index + 6 < count, bytes[index + 1] == Byte.dot, bytes[index + 2] == UInt8(ascii: "f"), bytes[index + 3] == UInt8(ascii: "o"),
                    bytes[index + 4] == UInt8(ascii: "n"), bytes[index + 5] == UInt8(ascii: "t"), bytes[index + 6] == Byte.dot
                {
                    return true
                }
            case UInt8(ascii: "c"):
                if bytes[index + 1] == UInt8(ascii: "u"), bytes[index + 2] == UInt8(ascii: "s"), bytes[index + 3] == UInt8(ascii: "t"),
                    bytes[index + 4] == UInt8(ascii: "o"), bytes[index + 5] == UInt8(ascii: "m")
                {
                    return true
                }
            case UInt8(ascii: "T"):
                // The first `T` of cocos2d's `CCLabelTTF`.
                if index >= 7, bytes[index + 1] == UInt8(ascii: "T"), bytes[index + 2] == UInt8(ascii: "F"),
                    bytes[index - 7] == UInt8(ascii: "C"), bytes[index - 6] == UInt8(ascii: "C"), bytes[index - 5] == UInt8(ascii: "L"),
                    bytes[index - 1] == UInt8(ascii: "l")
                {
                    return true
                }
            case UInt8(ascii: "N"):
                // The `N` of `SKLabelNode`.
                if index >= 7, bytes[index + 1] == UInt8(ascii: "o"), bytes[index + 2] == UInt8(ascii: "d"), bytes[index + 3] == UInt8(ascii: "e"),
                    bytes[index - 7] == UInt8(ascii: "S"), bytes[index - 6] == UInt8(ascii: "K"), bytes[index - 5] == UInt8(ascii: "L"),
                    bytes[index - 1] == UInt8(ascii: "l")
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
