/// The storyboards and xibs of an app that nothing in its checkout can load (D380): UIKit and AppKit load one
/// only by its name — `UINib(nibName:)`, `loadNibNamed`, `UIStoryboard(name:)`, `nibName: nil` (the view
/// controller's class name, with or without a trailing "Controller"), R.swift's `R.nib.keyboardView`, an
/// Info.plist's `UIMainStoryboardFile`/`NSMainNibFile`, a storyboard reference's `storyboardName`, a
/// `customClass` that names the class the code loads it by. So a document is loaded by nothing when no word of any
/// other file starts with its base name (letter case aside, `~ipad`/`~iphone` dropped), leaving out only what
/// cannot load it: its own variants (localizations, device modifiers), the project's file references, whole-line
/// `//` comments, `#import` lines and the name's own class declaration (`class KeyboardView`, `@interface`).
/// Anything lint is unsure of — a name that is not one word, a file it cannot read — counts as loading it.
///
/// Linear in the files' size: each word is looked up in a hash set once for each distinct base-name length.
enum UnloadedInterfaceBuilderFiles {
    /// Larger files are not read, and then every document counts as loaded: lint cannot say what they hold.
    static let maximumFileSize: Int64 = 8 * 1024 * 1024

    /// Which of `documents` no file of `files` (the walk's non-font files) can load.
    static func find(among documents: Set<String>, in files: [String]) -> Set<String> {
        var byName: [[UInt8]: [String]] = [:]
        for document in documents {
            guard let name = nibName(of: document) else { continue }
            byName[name, default: []].append(document)
        }
        guard !byName.isEmpty else { return [] }
        let names = Set(byName.keys)
        let lengths = Set(names.map(\.count)).sorted()
        let read = files.filter(mayLoadNibs)
        let found = WorkerPool.map(count: read.count) { index in nibNames(in: read[index], among: names, lengths: lengths) }
        var loaded: Set<[UInt8]> = []
        for (file, names) in zip(read, found) {
            guard var names else { return [] }
            // A document's own variants (`en.lproj/X.xib`, `X~ipad.xib`) are the same nib: they do not load it.
            if let own = nibName(of: file), byName[own] != nil { names.remove(own) }
            loaded.formUnion(names)
        }
        return Set(byName.filter { !loaded.contains($0.key) }.values.joined())
    }

    /// The base name a storyboard or xib is loaded by, in lowercase ASCII: nil for one whose name is not a single
    /// word (`Launch Screen.storyboard`), which lint cannot look for.
    static func nibName(of path: String) -> [UInt8]? {
        guard InterfaceBuilderReader.isInterfaceBuilderFile(path) else { return nil }
        var name = Substring(path.split(separator: "/").last ?? "")
        name = name.prefix(upTo: name.lastIndex(of: ".") ?? name.endIndex)
        for modifier in ["~ipad", "~iphone"] where name.lowercased().hasSuffix(modifier) { name = name.dropLast(modifier.count) }
        let bytes = Array(name.utf8).map(lowercased)
        guard !bytes.isEmpty, bytes.allSatisfy(Byte.isWord) else { return nil }
        return bytes
    }

    /// Code, property lists, Interface Builder documents, build settings and the data files an app may keep nib
    /// names in; not images, fonts or prose.
    private static func mayLoadNibs(_ path: String) -> Bool {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return false }
        return loadingExtensions.contains(path[path.index(after: dot)...].lowercased())
    }

    private static let loadingExtensions: Set<String> = [
        "swift", "m", "mm", "h", "hh", "hpp", "c", "cc", "cpp", "cxx", "plist", "xib", "storyboard", "pbxproj", "xcconfig",
        "json", "yml", "yaml", "js", "jsx", "ts", "tsx", "java", "kt", "cs", "entitlements",
    ]

    /// The base names among `names` that a word of `file` starts with; nil when the file cannot be read.
    private static func nibNames(in file: String, among names: Set<[UInt8]>, lengths: [Int]) -> Set<[UInt8]>? {
        guard var bytes = try? SmallFileReader.bytes(path: file, limit: maximumFileSize) else { return nil }
        // UTF-16 text (an old .strings-style plist): its ASCII words are the bytes left without the zeros.
        if bytes.count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) {
            bytes.removeAll { $0 == 0 }
        }
        // A project file names every document it copies: only its generated Info.plist keys can load one.
        let onlySettings = file.hasSuffix(".pbxproj")
        var found: Set<[UInt8]> = []
        var lineStart = 0
        while lineStart < bytes.count {
            let lineEnd = bytes[lineStart...].firstIndex(of: Byte.newline) ?? bytes.count
            let line = bytes[lineStart..<lineEnd]
            lineStart = lineEnd + 1
            if onlySettings ? !contains(line, infoPlistKey) : isCommentOrImport(line) { continue }
            words(of: line, among: names, lengths: lengths, into: &found)
        }
        return found
    }

    /// Adds the names a word of `line` starts with, except the word a declaration keyword stands before.
    private static func words(of line: ArraySlice<UInt8>, among names: Set<[UInt8]>, lengths: [Int], into found: inout Set<[UInt8]>) {
        var index = line.startIndex
        var afterDeclarationKeyword = false
        while index < line.endIndex {
            let byte = line[index]
            guard Byte.isWord(byte) else {
                if byte != Byte.space, byte != Byte.tab, byte != Byte.at { afterDeclarationKeyword = false }
                index += 1
                continue
            }
            var word: [UInt8] = []
            while index < line.endIndex, Byte.isWord(line[index]) {
                word.append(lowercased(line[index]))
                index += 1
            }
            if !afterDeclarationKeyword {
                for length in lengths {
                    guard length <= word.count else { break }
                    let prefix = Array(word.prefix(length))
                    if names.contains(prefix) { found.insert(prefix) }
                }
            }
            afterDeclarationKeyword = declarationKeywords.contains(word)
        }
    }

    /// The words after which a name is declared, not used: a class of the nib's name that nothing else names is
    /// never made, so it loads nothing.
    private static let declarationKeywords: Set<[UInt8]> = Set(
        ["class", "struct", "enum", "actor", "protocol", "interface", "implementation"].map { Array($0.utf8) })

    private static let infoPlistKey = Array("INFOPLIST_KEY_".utf8)

    private static func isCommentOrImport(_ line: ArraySlice<UInt8>) -> Bool {
        guard let first = line.firstIndex(where: { $0 != Byte.space && $0 != Byte.tab }) else { return true }
        let rest = line[first...]
        return rest.starts(with: [Byte.slash, Byte.slash]) || rest.starts(with: Array("#import".utf8))
            || rest.starts(with: Array("#include".utf8))
    }

    private static func contains(_ line: ArraySlice<UInt8>, _ needle: [UInt8]) -> Bool {
        guard line.count >= needle.count else { return false }
        var start = line.startIndex
        while start + needle.count <= line.endIndex {
            if line[start..<(start + needle.count)].elementsEqual(needle) { return true }
            start += 1
        }
        return false
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }
}
