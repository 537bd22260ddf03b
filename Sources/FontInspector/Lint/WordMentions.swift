/// Which of some names the app's files mention (nibs, functions, classes): a word of a file mentions a name when it starts with it, letter
/// case aside for a nib's name (`KeyboardViewController` and `keyboardViewNib` mention `KeyboardView`), as written for
/// a function's. What cannot use a name is
/// left out: a project file's lines other than its `INFOPLIST_KEY_…` settings (its file list names every file),
/// whole-line `//` comments, `#import`/`#include` lines, and the word right after a declaration keyword (`class
/// KeyboardView`, `func musicFont`) and, for a function's name, an Objective-C method's declaration up to its `{`
/// or `;` (`+ (UIFont *)blackFontWithSize:`): a declaration alone makes or calls nothing. A function's or method's name
/// (`calls`) is not mentioned by a word in a plain string literal of Swift or Objective-C code (`PlainStringLiterals`)
/// nor, elsewhere, by one inside a file name (`montserrat.regular.ttf` in an Info.plist or a storyboard's
/// `customFonts`): neither calls anything (D1201). Property lists and Interface Builder documents are still read for
/// it, as a storyboard's `selector="…"` or a plist an app reads selectors from can name a method. Used to find what
/// nothing in the checkout loads or calls (`UnloadedInterfaceBuilderFiles`, `UncalledFontHelpers`), so it errs
/// towards "mentioned".
///
/// Linear in the files' size: each word's prefixes are hashed as it is read, and looked up in a hash set once for
/// each distinct name length.
enum WordMentions {
    /// Larger files are not read, and then lint cannot say what nothing mentions.
    static let maximumFileSize: Int64 = 8 * 1024 * 1024

    /// For each file of `files` (the walk's non-font files) that may name code or documents, the names among
    /// `names` (each from `word(_:)`, matched in any letter case: nib names), `exact` (matched as written: class
    /// names, the words that open a file to the runtime) and `calls` (matched as written, outside plain string
    /// literals and file names: function and method names) its words mention; nil when a file cannot be read.
    static func scan(
        _ names: Set<[UInt8]>, exact: Set<[UInt8]> = [], calls: Set<[UInt8]> = [], in files: [String]
    ) -> [(file: String, names: Set<[UInt8]>)]? {
        guard !names.isEmpty || !exact.isEmpty || !calls.isEmpty else { return [] }
        let wanted = Wanted(folded: names, exact: exact, calls: calls)
        let read = files.filter(mayMentionNames)
        let found = WorkerPool.map(count: read.count) { index in mentionedNames(in: read[index], wanted: wanted) }
        var mentions: [(file: String, names: Set<[UInt8]>)] = []
        for (file, names) in zip(read, found) {
            guard let names else { return nil }
            mentions.append((file, names))
        }
        return mentions
    }

    /// `name` as `scan` looks for it, in lowercase ASCII unless `exact`: nil for one that is not a single word.
    static func word(_ name: Substring, exact: Bool = false) -> [UInt8]? {
        let bytes = exact ? Array(name.utf8) : Array(name.utf8).map(lowercased)
        guard !bytes.isEmpty, bytes.allSatisfy(Byte.isWord) else { return nil }
        return bytes
    }

    /// The names looked for, their lengths in increasing order, which pairs of first two bytes (in lowercase) they
    /// start with — most words of a file start with no such pair and are passed over without a hash lookup — and the
    /// hashes of their bytes, so that a word's prefixes are hashed as it is read and a prefix becomes an array only
    /// when its hash is a name's.
    private struct Wanted: Sendable {
        var folded: Set<[UInt8]>
        var exact: Set<[UInt8]>
        var calls: Set<[UInt8]>
        var lengths: [Int]
        var startingPairs: [Bool]
        var foldedHashes: Set<UInt64>
        /// Of `exact` and `calls`, both matched as written.
        var exactHashes: Set<UInt64>

        init(folded: Set<[UInt8]>, exact: Set<[UInt8]>, calls: Set<[UInt8]>) {
            self.folded = folded
            self.exact = exact
            self.calls = calls
            let all = folded.union(exact).union(calls)
            lengths = Set(all.map(\.count)).sorted()
            startingPairs = Array(repeating: false, count: 1 << 16)
            for name in all {
                let first = Int(WordMentions.lowercased(name[0])) << 8
                if name.count == 1 {
                    for second in 0..<256 { startingPairs[first | second] = true }
                } else {
                    startingPairs[first | Int(WordMentions.lowercased(name[1]))] = true
                }
            }
            foldedHashes = Set(folded.map { $0.reduce(Self.hashStart, Self.hash) })
            exactHashes = Set(exact.union(calls).map { $0.reduce(Self.hashStart, Self.hash) })
        }

        /// Whether a name may start the word of `line` from `start` to `end`.
        func mayStart(_ line: ArraySlice<UInt8>, from start: Int, to end: Int) -> Bool {
            end - start < 2 || startingPairs[Int(WordMentions.lowercased(line[start])) << 8 | Int(WordMentions.lowercased(line[start + 1]))]
        }

        /// Adds the names `word` starts with: folded ones in any letter case, exact ones (when `exactToo`) as written
        /// to `found`, and call names (when `exactToo`) with the word's offset to `calls`, which the caller judges.
        func addNames(startingWith word: ArraySlice<UInt8>, exactToo: Bool, into found: inout Set<[UInt8]>, calls callWords: inout [CallWord]) {
            var foldedHash = Self.hashStart, exactHash = Self.hashStart
            var next = lengths.startIndex
            for (count, byte) in word.enumerated() {
                guard next < lengths.endIndex else { return }
                foldedHash = Self.hash(foldedHash, WordMentions.lowercased(byte))
                exactHash = Self.hash(exactHash, byte)
                guard count + 1 == lengths[next] else { continue }
                next += 1
                let prefix = word.prefix(count + 1)
                if foldedHashes.contains(foldedHash) {
                    let name = prefix.map(WordMentions.lowercased)
                    if folded.contains(name) { found.insert(name) }
                }
                if exactToo, exactHashes.contains(exactHash) {
                    let name = Array(prefix)
                    if exact.contains(name) { found.insert(name) }
                    if calls.contains(name) { callWords.append(CallWord(offset: word.startIndex, name: name)) }
                }
            }
        }

        /// FNV-1a, 64 bits: cheap per byte, and a false match only costs the array it then checks.
        private static let hashStart: UInt64 = 0xcbf2_9ce4_8422_2325
        private static func hash(_ hash: UInt64, _ byte: UInt8) -> UInt64 { (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    }

    /// Code, property lists, Interface Builder documents, build settings, Core Data models (their entities' classes)
    /// and the data files an app may keep the names of its documents, functions and classes in; not images, fonts or
    /// prose.
    private static func mayMentionNames(_ path: String) -> Bool {
        if path.hasSuffix(".xcdatamodel/contents") { return true }
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return false }
        return mentioningExtensions.contains(path[path.index(after: dot)...].lowercased())
    }

    private static let mentioningExtensions: Set<String> = [
        "swift", "m", "mm", "h", "hh", "hpp", "c", "cc", "cpp", "cxx", "plist", "xib", "storyboard", "pbxproj", "xcconfig",
        "json", "yml", "yaml", "js", "jsx", "ts", "tsx", "java", "kt", "cs", "entitlements",
    ]

    /// A word of a file that starts with a call name: where it starts.
    private struct CallWord {
        var offset: Int
        var name: [UInt8]
    }

    /// The names among `names` that a word of `file` starts with; nil when the file cannot be read.
    private static func mentionedNames(in file: String, wanted: Wanted) -> Set<[UInt8]>? {
        guard var bytes = try? SmallFileReader.bytes(path: file, limit: maximumFileSize) else { return nil }
        // UTF-16 text (an old .strings-style plist): its ASCII words are the bytes left without the zeros.
        if bytes.count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) {
            bytes.removeAll { $0 == 0 }
        }
        // A project file names every document it copies: only its generated Info.plist keys can load one.
        let onlySettings = file.hasSuffix(".pbxproj")
        let language = SourceLanguage(path: file)
        var found: Set<[UInt8]> = []
        var calls: [CallWord] = []
        var lineStart = 0
        while lineStart < bytes.count {
            let lineEnd = bytes[lineStart...].firstIndex(of: Byte.newline) ?? bytes.count
            let line = bytes[lineStart..<lineEnd]
            lineStart = lineEnd + 1
            if onlySettings ? !contains(line, infoPlistKey) : isCommentOrImport(line) { continue }
            words(
                of: line, wanted: wanted, exactFrom: language == .objectiveC ? methodDeclarationEnd(line) : line.startIndex,
                callsInFileNames: language != nil, into: &found, calls: &calls)
        }
        guard let language, !calls.isEmpty else { return found.union(calls.map(\.name)) }
        // Code is lexed only when a word may call a name: the few files that do.
        var literals = PlainStringLiterals.ranges(in: bytes, language: language)[...]
        for call in calls {
            while let first = literals.first, first.upperBound <= call.offset { literals.removeFirst() }
            if literals.first?.contains(call.offset) != true { found.insert(call.name) }
        }
        return found
    }

    /// Where an Objective-C method's declaration on `line` ends (its `{` or `;`): its selector's keywords call
    /// nothing. One the runtime or Interface Builder sends (`IBAction`, `UI_APPEARANCE_SELECTOR`) counts as a mention.
    private static func methodDeclarationEnd(_ line: ArraySlice<UInt8>) -> Int {
        let trimmed = line.drop { $0 == Byte.space || $0 == Byte.tab }
        guard ObjectiveCMethodBodies.startsMethodDeclaration(trimmed), !contains(line, Array("IBAction".utf8)),
            !contains(line, Array("UI_APPEARANCE_SELECTOR".utf8))
        else { return line.startIndex }
        return line.firstIndex { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: ";") } ?? line.endIndex
    }

    /// Adds the names a word of `line` starts with, except the word a declaration keyword stands before and, for
    /// `exact` and call names, the words before `exactFrom`; a call name inside a file name only when
    /// `callsInFileNames` (code, whose string literals are judged once the file is read).
    private static func words(
        of line: ArraySlice<UInt8>, wanted: Wanted, exactFrom: Int, callsInFileNames: Bool, into found: inout Set<[UInt8]>,
        calls: inout [CallWord]
    ) {
        var index = line.startIndex
        var afterDeclarationKeyword = false
        var fileNameRun = (end: line.startIndex, isFileName: false)
        while index < line.endIndex {
            let byte = line[index]
            guard Byte.isWord(byte) else {
                if byte != Byte.space, byte != Byte.tab, byte != Byte.at { afterDeclarationKeyword = false }
                index += 1
                continue
            }
            let start = index
            while index < line.endIndex, Byte.isWord(line[index]) { index += 1 }
            let word = line[start..<index]
            if !afterDeclarationKeyword, wanted.mayStart(line, from: start, to: index) {
                let callCount = calls.count
                wanted.addNames(startingWith: word, exactToo: start >= exactFrom, into: &found, calls: &calls)
                if calls.count > callCount, !callsInFileNames {
                    // The words of one run share its end, so each byte is looked at once per line.
                    if start >= fileNameRun.end { fileNameRun = Self.fileNameRun(from: start, in: line) }
                    if fileNameRun.isFileName { calls.removeSubrange(callCount...) }
                }
            }
            afterDeclarationKeyword = isDeclarationKeyword(word)
        }
    }

    /// Whether `word` is one of `declarationKeywords`, in any letter case; a word of another length or first letter
    /// is passed over without folding it.
    private static func isDeclarationKeyword(_ word: ArraySlice<UInt8>) -> Bool {
        guard (3...14).contains(word.count), declarationKeywordStarts.contains(lowercased(word[word.startIndex])) else { return false }
        return declarationKeywords.contains(word.map(lowercased))
    }

    private static let declarationKeywordStarts: Set<UInt8> = Set(declarationKeywords.map { $0[0] })

    /// The words after which a name is declared, not used: a class of a nib's name that nothing else names is never
    /// made, so it loads nothing; a function nothing else names is never called.
    private static let declarationKeywords: Set<[UInt8]> = Set(
        ["class", "struct", "enum", "actor", "protocol", "interface", "implementation", "func"].map { Array($0.utf8) })

    private static let infoPlistKey = Array("INFOPLIST_KEY_".utf8)

    /// Where the run of word bytes, dots, hyphens and pluses from `start` ends, and whether it is a file name: it
    /// ends with a dot and one of `fileExtensions` (`montserrat.regular.ttf`, `Inter-Bold.otf`).
    private static func fileNameRun(from start: Int, in line: ArraySlice<UInt8>) -> (end: Int, isFileName: Bool) {
        var end = start
        var lastDot: Int?
        while end < line.endIndex, Byte.isWord(line[end]) || fileNameJoiners.contains(line[end]) {
            if line[end] == Byte.dot { lastDot = end }
            end += 1
        }
        guard let lastDot, end - lastDot - 1 <= longestFileExtension else { return (end, false) }
        return (end, fileExtensions.contains(line[(lastDot + 1)..<end].map(lowercased)))
    }

    private static let fileNameJoiners: Set<UInt8> = [Byte.dot, UInt8(ascii: "-"), UInt8(ascii: "+")]

    /// Fonts, images, sounds and the documents an app names its resources in.
    private static let fileExtensions: Set<[UInt8]> = Set(
        [
            "ttf", "otf", "ttc", "otc", "woff", "woff2", "dfont", "pfb", "png", "jpg", "jpeg", "gif", "pdf", "svg", "heic",
            "mp3", "wav", "caf", "m4a", "mp4", "mov", "storyboard", "xib", "plist", "json", "strings",
        ].map { Array($0.utf8) })
    private static let longestFileExtension = fileExtensions.map(\.count).max() ?? 0

    private static func isCommentOrImport(_ line: ArraySlice<UInt8>) -> Bool {
        guard let first = line.firstIndex(where: { $0 != Byte.space && $0 != Byte.tab }) else { return true }
        let rest = line[first...]
        return rest.starts(with: [Byte.slash, Byte.slash]) || rest.starts(with: Array("#import".utf8))
            || rest.starts(with: Array("#include".utf8))
    }

    /// True when `needle` stands anywhere in `line`.
    static func contains(_ line: ArraySlice<UInt8>, _ needle: [UInt8]) -> Bool {
        guard line.count >= needle.count else { return false }
        var start = line.startIndex
        while start + needle.count <= line.endIndex {
            if line[start..<(start + needle.count)].elementsEqual(needle) { return true }
            start += 1
        }
        return false
    }

    fileprivate static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }
}
