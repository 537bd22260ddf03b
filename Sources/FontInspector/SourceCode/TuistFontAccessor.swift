/// Tuist's synthesized font accessors, read without the file Tuist writes at `tuist generate` (M640): apps commit
/// `DesignSystemFontFamily.Pretendard.bold.swiftUIFont(size: 15)` and, inside `extension ResourceKitFontFamily`,
/// `Pretendard.bold.font(size: 36)`, and leave `Derived/Sources/TuistFonts+<Target>.swift` out of the repository.
///
/// Tuist renders SwiftGen's fonts template (tuist/tuist `SynthesizedResourceInterfaceTemplates`, fonts): an enum
/// `<Target>FontFamily` holding one enum per family, `{{family.name|swiftIdentifier:"pretty"}}`, and per face a
/// `static let {{font.style|swiftIdentifier:"pretty"|lowerFirstWord}} = <Target>FontConvertible(name:family:path:)`,
/// the family and style being the ones Core Text reports for the file. Its `font(size:)`, `swiftUIFont(size:)` and
/// `swiftUIFont(fixedSize:)` register the face from the target's bundle first (`registerIfNeeded`).
enum TuistFontAccessor {
    /// The family enum and style constant an accessor spells, as the template writes them (no backticks).
    struct Path: Sendable, Hashable {
        var family: String
        var style: String
    }

    /// The path Tuist's template gives a face of `family` and `style`; nil when either makes no identifier.
    static func path(family: String, style: String) -> Path? {
        guard let family = prettyIdentifier(family), let style = prettyIdentifier(style).map(lowerFirstWord) else { return nil }
        return Path(family: family, style: style)
    }

    /// StencilSwiftKit's `swiftIdentifier:"pretty"` on an ASCII name: split at every character that is not a
    /// letter or a digit (the `_` SwiftGen joins with included), each part's first character uppercased, the rest
    /// kept; a leading digit gets a `_`. Nil when nothing is left.
    static func prettyIdentifier(_ name: String) -> String? {
        var joined = ""
        var capitalizeNext = true
        for character in name {
            guard character.isASCII, character.isLetter || character.isNumber else {
                capitalizeNext = true
                continue
            }
            joined += capitalizeNext ? character.uppercased() : String(character)
            capitalizeNext = false
        }
        guard let first = joined.first else { return nil }
        return first.isNumber ? "_" + joined : joined
    }

    /// StencilSwiftKit's `lowerFirstWord`: the leading run of capitals lowercased, but for its last one when a
    /// lowercase letter follows (`SemiBold` → `semiBold`, `DMSans` → `dmSans`, `ABC` → `abc`).
    static func lowerFirstWord(_ identifier: String) -> String {
        let characters = Array(identifier)
        var end = characters.prefix { $0.isUppercase }.count
        if end > 1, end < characters.count, characters[end].isLowercase { end -= 1 }
        return String(characters[..<end]).lowercased() + String(characters[end...])
    }

    /// The word is the enum Tuist generates for a target, `<Target>FontFamily` with a target name before it, or one
    /// of the project's SwiftGen configs generates (a bare `FontFamily` only then: an app may write its own).
    static func isFamilyEnum(_ word: Substring, swiftGenEnums: Set<Substring>) -> Bool {
        (word.count > suffix.count && word.hasSuffix(suffix)) || swiftGenEnums.contains(word)
    }

    private static let suffix = "FontFamily"

    /// The bodies of a Swift file's `extension <Target>FontFamily { … }` (or a SwiftGen enum's), where the accessors drop the enum's name.
    struct Extensions {
        private var bodies: [Range<Int>] = []

        init(_ s: TokenStructure, swiftGenEnums: Set<Substring>) {
            guard s.language == .swift else { return }
            for index in 0..<s.count where s.isWord(index, "extension") && s.tokens.indices.contains(index + 2) {
                guard s.tokens[index + 1].kind == .word, TuistFontAccessor.isFamilyEnum(s.text(index + 1), swiftGenEnums: swiftGenEnums),
                    s.isPunctuation(index + 2, UInt8(ascii: "{")), s.partner[index + 2] > index + 2
                else { continue }
                bodies.append((index + 3)..<Int(s.partner[index + 2]))
            }
        }

        var isEmpty: Bool { bodies.isEmpty }

        func contains(_ index: Int) -> Bool { bodies.contains { $0.contains(index) } }
    }
}

extension FontCallMatcher {
    /// `<Target>FontFamily.<Family>.<style>.font(size: …)` (or `.swiftUIFont(size:` / `.swiftUIFont(fixedSize:`),
    /// with `index` at the enum; inside `extension <Target>FontFamily` also `<Family>.<style>.font(size: …)`, with
    /// `index` at the family. The match's argument is the path, which names no constant.
    func tuistAccessor(at index: Int, inFamilyExtension: Bool) -> Match? {
        let s = structure
        guard !s.isPunctuation(index - 1, Byte.dot) else { return nil }
        let family = TuistFontAccessor.isFamilyEnum(s.text(index), swiftGenEnums: swiftGenFontEnums) ? index + 2 : index
        guard family == index + 2 ? s.isPunctuation(index + 1, Byte.dot) : inFamilyExtension else { return nil }
        let style = family + 2
        let method = style + 2
        let opening = method + 1
        guard s.tokens.indices.contains(opening + 2), s.tokens[family].kind == .word, s.isPunctuation(family + 1, Byte.dot),
            s.tokens[style].kind == .word, s.isPunctuation(style + 1, Byte.dot), s.isPunctuation(opening, UInt8(ascii: "(")),
            s.isPunctuation(opening + 2, UInt8(ascii: ":"))
        else { return nil }
        let form: FontCallForm
        if s.isWord(method, "font"), s.isWord(opening + 1, "size") {
            form = .tuistFont
        } else if s.isWord(method, "swiftUIFont"), s.isWord(opening + 1, "size") {
            form = .tuistSwiftUIFont
        } else if s.isWord(method, "swiftUIFont"), s.isWord(opening + 1, "fixedSize") {
            form = .tuistSwiftUIFontFixedSize
        } else {
            return nil
        }
        var match = Match(form: form, callStart: index, argument: index, argumentEnd: method - 1)
        match.tuistFont = TuistFontAccessor.Path(
            family: RSwiftFontResource.unescaped(s.text(family)), style: RSwiftFontResource.unescaped(s.text(style)))
        return match
    }
}
