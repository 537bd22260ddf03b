/// The SwiftUI view modifiers a Swift file declares (`struct CustomFont: ViewModifier { func body(content: Content)
/// -> some View { content.font(.custom(…)) } }`), with what in the file applies each (D1302). SwiftUI runs a
/// modifier's `body` only for a view some code applies an instance to, and making one writes the type's name. So when
/// every other place of the file that writes the name lies in a function only a call by name runs — a `static` or
/// free function, or one of an `extension View` (`func customFont() -> some View { modifier(CustomFont()) }`) — the
/// modifier runs only if some code names one of those functions, or another file names the type
/// (`UncalledFontHelpers` asks `WordMentions`). A name written anywhere else (a view's `body` property, a stored
/// property, a top-level closure) applies it as far as lint can tell: then there is no such modifier.
struct ViewModifierBodies {
    /// A view modifier, with the names that can apply it.
    struct Modifier: Sendable, Hashable {
        var name: String
        /// The functions of its file that write its name, each run only by a call that names it, sorted.
        var appliedBy: [String]
        /// Its declaration, or one of those functions', says `public` or `open`: another module may apply it.
        var opensToOtherModules: Bool
    }

    private let sizes: FontSizeContext
    /// Each judged modifier by the `{` of its type's body.
    private let modifiers: [Int: Modifier]

    init(sizes: FontSizeContext) {
        self.sizes = sizes
        let s = sizes.structure
        var declared: [Substring: (nameToken: Int, brace: Int, opens: Bool)] = [:]
        var declaredTwice: Set<Substring> = []
        for index in 0..<s.count where s.isPunctuation(index, UInt8(ascii: "{")) && sizes.opensTypeBody(index) {
            guard let declaration = Self.viewModifierDeclaration(bodyAt: index, sizes: sizes) else { continue }
            let name = s.text(declaration.nameToken)
            if declared.updateValue((declaration.nameToken, index, declaration.opens), forKey: name) != nil { declaredTwice.insert(name) }
        }
        for name in declaredTwice { declared[name] = nil }
        guard !declared.isEmpty else {
            modifiers = [:]
            return
        }
        var wrappers: [Substring: Set<Substring>] = [:]
        var opens: [Substring: Bool] = declared.mapValues(\.opens)
        var appliedOtherwise: Set<Substring> = []
        for index in 0..<s.count where s.tokens[index].kind == .word {
            let word = s.text(index)
            guard let declaration = declared[word], index != declaration.nameToken, !appliedOtherwise.contains(word) else { continue }
            guard let wrapper = Self.wrapper(around: index, sizes: sizes) else {
                appliedOtherwise.insert(word)
                continue
            }
            wrappers[word, default: []].insert(wrapper.name)
            if wrapper.opens { opens[word] = true }
        }
        var modifiers: [Int: Modifier] = [:]
        for (name, declaration) in declared where !appliedOtherwise.contains(name) {
            modifiers[declaration.brace] = Modifier(
                name: String(name), appliedBy: (wrappers[name] ?? []).map(String.init).sorted(), opensToOtherModules: opens[name] ?? false)
        }
        self.modifiers = modifiers
    }

    /// The modifier whose `func body` holds the call starting at `callStart`; nil elsewhere, or when its file
    /// applies it in a way lint cannot follow.
    func modifier(around callStart: Int) -> Modifier? {
        guard !modifiers.isEmpty, let brace = sizes.functionBrace(around: callStart), Self.functionName(ofBodyAt: brace, sizes: sizes) == "body"
        else { return nil }
        return modifiers[sizes.scaling.enclosingBrace(of: brace)]
    }

    /// `struct Name: …, ViewModifier, … {` (or `class`, `enum`, `actor`) at the type body `brace`: the name's token,
    /// and whether the declaration says `public` or `open`.
    private static func viewModifierDeclaration(bodyAt brace: Int, sizes: FontSizeContext) -> (nameToken: Int, opens: Bool)? {
        let s = sizes.structure
        let start = sizes.scaling.statementRange(around: brace).lowerBound
        guard let keyword = (start..<brace).first(where: { s.tokens[$0].kind == .word && typeKeywords.contains(s.text($0)) }),
            keyword + 2 < brace, s.tokens[keyword + 1].kind == .word, s.isPunctuation(keyword + 2, UInt8(ascii: ":"))
        else { return nil }
        let inheritance = (keyword + 3)..<((keyword + 3..<brace).first { s.isWord($0, "where") } ?? brace)
        guard inheritance.contains(where: { s.isWord($0, "ViewModifier") }) else { return nil }
        return (keyword + 1, (start..<keyword).contains { s.isWord($0, "public") || s.isWord($0, "open") })
    }

    private static let typeKeywords: Set<Substring> = ["struct", "class", "enum", "actor"]

    /// The function around `index` when only a call writing its name runs it: a `static` or free function
    /// (`FontSizeContext.functionRunOnlyByName`), or a function of an `extension View`.
    private static func wrapper(around index: Int, sizes: FontSizeContext) -> (name: Substring, opens: Bool)? {
        if let function = sizes.functionRunOnlyByName(around: index) { return (function.name, function.opensToOtherModules) }
        let s = sizes.structure
        guard let brace = sizes.functionBrace(around: index), let name = functionName(ofBodyAt: brace, sizes: sizes) else { return nil }
        let parent = sizes.scaling.enclosingBrace(of: brace)
        guard parent >= 0, sizes.opensTypeBody(parent) else { return nil }
        let extensionStart = sizes.scaling.statementRange(around: parent).lowerBound
        guard let keyword = (extensionStart..<parent).first(where: { s.isWord($0, "extension") }), s.isWord(keyword + 1, "View") else { return nil }
        let declarations = [extensionStart..<keyword, sizes.scaling.statementRange(around: brace).lowerBound..<brace]
        return (name, declarations.contains { $0.contains { s.isWord($0, "public") || s.isWord($0, "open") } })
    }

    /// The name of the `func` whose body the `{` at `brace` opens; nil for an accessor, an initialiser or a closure.
    private static func functionName(ofBodyAt brace: Int, sizes: FontSizeContext) -> Substring? {
        let s = sizes.structure
        let start = sizes.scaling.statementRange(around: brace).lowerBound
        guard let keyword = (start..<brace).first(where: { s.isWord($0, "func") }), keyword + 1 < brace, s.tokens[keyword + 1].kind == .word
        else { return nil }
        return s.text(keyword + 1)
    }
}
