/// The Objective-C method whose body holds each line of an `.m` file's `@implementation`s, for
/// `UncalledFontHelpers` (D381): the method's selector keywords, and whether lint may judge that nothing calls it;
/// for `UncreatedClasses` (D422), the class that must exist for it to run.
/// One pass over the file's bytes, counting braces outside strings, character literals and comments, so linear in
/// the file's size.
struct ObjectiveCMethodBodies {
    struct Method: Equatable {
        /// `+` or `-` and the selector, as the message names it (`+blackFontWithSize:`).
        var selector: String
        /// The selector's keywords (`blackFontWithSize`), as `WordMentions` looks for them.
        var keywords: [[UInt8]]
        /// False for a method the runtime, Interface Builder or UIKit may send without the app writing its selector.
        var judged: Bool
        /// The class whose own `@implementation` holds the method, which runs only once something creates or
        /// messages that class; nil in a category (its class may be the system's, made by UIKit) and for `+load`,
        /// which the runtime sends to every class it loads.
        var ownClass: [UInt8]? = nil
    }

    private var methodOfLine: [Int: Method] = [:]

    /// The method whose body holds 1-based `line`, nil outside every method body.
    func method(atLine line: Int) -> Method? { methodOfLine[line] }

    init(bytes: [UInt8]) {
        var depth = 0
        var inBlockComment = false
        var implementation: [UInt8]?
        var isCategory = false
        var declaration: [UInt8]?
        var method: Method?
        var lineNumber = 0
        var lineStart = 0
        while lineStart < bytes.count {
            lineNumber += 1
            let lineEnd = bytes[lineStart...].firstIndex(of: Byte.newline) ?? bytes.count
            let line = bytes[lineStart..<lineEnd]
            lineStart = lineEnd + 1
            let trimmed = line.drop { $0 == Byte.space || $0 == Byte.tab }
            if depth == 0, !inBlockComment, declaration == nil {
                if trimmed.starts(with: Self.implementationKeyword) {
                    let named = trimmed.dropFirst(Self.implementationKeyword.count).drop { !Byte.isWord($0) }
                    implementation = Array(named.prefix(while: Byte.isWord))
                    isCategory = named.drop(while: Byte.isWord).first { $0 != Byte.space && $0 != Byte.tab } == UInt8(ascii: "(")
                } else if trimmed.starts(with: Self.endKeyword) {
                    implementation = nil
                } else if implementation != nil, Self.startsMethodDeclaration(trimmed) {
                    declaration = []
                }
            }
            if method != nil { methodOfLine[lineNumber] = method }
            var index = line.startIndex
            var inString: UInt8?
            while index < line.endIndex {
                let byte = line[index]
                let next = index + 1 < line.endIndex ? line[index + 1] : 0
                if inBlockComment {
                    if byte == Byte.star, next == Byte.slash { inBlockComment = false; index += 1 }
                } else if let quote = inString {
                    if byte == Byte.backslash { index += 1 } else if byte == quote { inString = nil }
                } else if byte == Byte.slash, next == Byte.slash {
                    break
                } else if byte == Byte.slash, next == Byte.star {
                    inBlockComment = true
                    index += 1
                } else if byte == Byte.quote || byte == Byte.apostrophe {
                    inString = byte
                } else if byte == Self.openBrace {
                    if depth == 0, let text = declaration {
                        method = Self.method(declaredBy: text + line[line.startIndex..<index], in: implementation ?? [], isCategory: isCategory)
                        declaration = nil
                        if method != nil { methodOfLine[lineNumber] = method }
                    }
                    depth += 1
                } else if byte == Self.closeBrace {
                    depth = max(0, depth - 1)
                    if depth == 0 { method = nil }
                } else if byte == Self.semicolon, depth == 0, declaration != nil {
                    declaration = nil
                }
                index += 1
            }
            if declaration != nil { declaration! += line + [Byte.space] }
        }
    }

    /// `-`/`+`, spaces, then `(`: a method's declaration or definition.
    static func startsMethodDeclaration(_ trimmed: ArraySlice<UInt8>) -> Bool {
        guard let sign = trimmed.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") else { return false }
        return trimmed.dropFirst().first { $0 != Byte.space && $0 != Byte.tab } == UInt8(ascii: "(")
    }

    /// The method a definition's text up to its `{` declares; nil for one lint cannot read.
    private static func method(declaredBy text: [UInt8], in implementation: [UInt8], isCategory: Bool) -> Method? {
        var index = text.firstIndex { $0 != Byte.space && $0 != Byte.tab } ?? text.endIndex
        guard index < text.endIndex else { return nil }
        let isClassMethod = text[index] == UInt8(ascii: "+")
        index += 1
        func skipSpaces() { while index < text.endIndex, text[index] == Byte.space || text[index] == Byte.tab { index += 1 } }
        func skipParenthesized() -> ArraySlice<UInt8> {
            guard index < text.endIndex, text[index] == UInt8(ascii: "(") else { return [] }
            let start = index
            var open = 0
            repeat {
                if text[index] == UInt8(ascii: "(") { open += 1 } else if text[index] == UInt8(ascii: ")") { open -= 1 }
                index += 1
            } while index < text.endIndex && open > 0
            return text[start..<index]
        }
        func word() -> ArraySlice<UInt8> {
            let start = index
            while index < text.endIndex, Byte.isWord(text[index]) { index += 1 }
            return text[start..<index]
        }
        skipSpaces()
        let returnType = skipParenthesized()
        var keywords: [[UInt8]] = []
        var unary = false
        while true {
            skipSpaces()
            let keyword = word()
            guard !keyword.isEmpty else { break }
            skipSpaces()
            guard index < text.endIndex, text[index] == UInt8(ascii: ":") else {
                if keywords.isEmpty { keywords = [Array(keyword)]; unary = true }
                break
            }
            keywords.append(Array(keyword))
            index += 1
            skipSpaces()
            _ = skipParenthesized()
            skipSpaces()
            _ = word()
        }
        guard let first = keywords.first else { return nil }
        let selector = (isClassMethod ? "+" : "-") + keywords.map { String(decoding: $0, as: UTF8.self) + (unary ? "" : ":") }.joined()
        return Method(
            selector: selector, keywords: keywords,
            judged: !WordMentions.contains(returnType, Array("IBAction".utf8))
                && !WordMentions.contains(text[...], Array("UI_APPEARANCE_SELECTOR".utf8))
                && mayBeUncalled(first, isClassMethod: isClassMethod, in: implementation),
            ownClass: isCategory || implementation.isEmpty || (isClassMethod && unary && first == loadSelector) ? nil : implementation)
    }

    /// Apple's selectors start in lowercase: an instance method that starts in uppercase (`TitlewithCustomFontLite:`)
    /// overrides none that UIKit sends. Class methods other than `+load`/`+initialize` are sent by the system only on
    /// a class it knows to ask; in a font class's category, one of UIFont's or NSFont's own (`+systemFontOfSize:`)
    /// replaces the one the whole app calls, so those are not judged (`+topicTitleFont` is, D604). Nor is a factory
    /// whose first keyword starts with the class's last word (`+[UIFont fontWithSize:]`, `+[HCLabel labelWithText:]`):
    /// Swift calls it as an initialiser (`UIFont(size:)`), which does not write the keyword.
    private static func mayBeUncalled(_ first: [UInt8], isClassMethod: Bool, in implementation: [UInt8]) -> Bool {
        guard isClassMethod else { return first.first.map { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) } ?? false }
        if runtimeClassMethods.contains(first) { return false }
        if fontClasses.contains(implementation), fontClassSelectors.contains(first) { return false }
        return !isImportedAsInitializer(first, in: implementation)
    }

    /// `fontWithSize` in `UIFont`, `labelWithText` in `HCLabel`: the keyword starts with the class name's last word,
    /// in lowercase.
    private static func isImportedAsInitializer(_ first: [UInt8], in implementation: [UInt8]) -> Bool {
        let className = String(decoding: implementation, as: UTF8.self)
        guard let start = className.lastIndex(where: \.isUppercase) else { return false }
        return String(decoding: first, as: UTF8.self).hasPrefix(className[start...].lowercased())
    }

    /// The first keywords of UIFont's and NSFont's own class methods, which a category may replace.
    private static let fontClassSelectors: Set<[UInt8]> = Set([
        "systemFontOfSize", "boldSystemFontOfSize", "italicSystemFontOfSize", "monospacedDigitSystemFontOfSize",
        "monospacedSystemFontOfSize", "preferredFontForTextStyle", "familyNames", "fontNamesForFamilyName", "labelFontSize",
        "buttonFontSize", "smallSystemFontSize", "systemFontSize", "systemFontSizeForControlSize", "userFontOfSize",
        "userFixedPitchFontOfSize", "menuFontOfSize", "menuBarFontOfSize", "titleBarFontOfSize", "messageFontOfSize",
        "paletteFontOfSize", "toolTipsFontOfSize", "controlContentFontOfSize", "labelFontOfSize", "setUserFont",
        "setUserFixedPitchFont",
    ].map { Array($0.utf8) })
    private static let loadSelector = Array("load".utf8)
    private static let runtimeClassMethods: Set<[UInt8]> = [loadSelector, Array("initialize".utf8)]
    private static let fontClasses: Set<[UInt8]> = [Array("UIFont".utf8), Array("NSFont".utf8)]
    private static let implementationKeyword = Array("@implementation".utf8)
    private static let endKeyword = Array("@end".utf8)
    private static let openBrace = UInt8(ascii: "{")
    private static let closeBrace = UInt8(ascii: "}")
    private static let semicolon = UInt8(ascii: ";")
}

/// Each `.m` file's method bodies, read once however many passes ask (`UncalledFontHelpers`, `UncreatedClasses`).
struct ObjectiveCMethodBodiesCache {
    private var bodies: [String: ObjectiveCMethodBodies?] = [:]

    /// The bodies of `file`; nil when it cannot be read.
    mutating func bodies(of file: String) -> ObjectiveCMethodBodies? {
        if let read = bodies[file] { return read }
        let read = (try? SmallFileReader.bytes(path: file, limit: WordMentions.maximumFileSize)).map(ObjectiveCMethodBodies.init)
        bodies[file] = read
        return read
    }
}
