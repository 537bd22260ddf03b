/// Constants holding a value of a font type built from its literal name, and the paths that read that name back.
///
/// SwiftGen's generated constants (M41): `FontFamily.Inter.bold.name` is the literal the generated `static let bold =
/// FontConvertible(name: "Inter-Bold", family: "Inter", path: "Inter-Bold.otf")` holds (SwiftGen's `fonts/swift4`
/// and `swift5` templates, `Sources/SwiftGenCLI/templates/fonts/` in SwiftGen/SwiftGen: `FontFamily.<family>.<style>`,
/// a struct whose `name` is the PostScript name), not a name given at run time. The constant itself passed on
/// (`Font.custom(FontFamily.Inter.bold, size: 12)`, SwiftGen's own extension) names the same font.
///
/// A project's own type of that shape (M460, tonkeeper's TKUIKit: `static let medium = MontserratFont(name:
/// "Montserrat-Medium")`, read as `UIFont(name: font.name, size: size)` on a parameter `_ font: MontserratFont`):
/// any of the type's constants can be passed, so every literal they hold is a name the call may get.
enum FontValueConstant {
    /// The path of the constant that `path` reads the `name` of: `FontFamily.Inter.bold` for
    /// `FontFamily.Inter.bold.name` (a family and a style at least before `.name`); nil for any other path.
    static func constantPath(readingNameOf path: NameReferencePath) -> NameReferencePath? {
        let components = path.components
        guard !path.isCall, !path.rawValue, !path.isSubscript, components.count >= 3, components[components.count - 1] == "name" else { return nil }
        return NameReferencePath(components: Array(components.dropLast()), isCall: false, rawValue: false)
    }

    /// True for `font.name`: the `name` of a plain variable (a parameter, when the use site knows its type).
    static func readsNameOfVariable(_ path: NameReferencePath) -> Bool {
        !path.isCall && !path.rawValue && !path.isSubscript && !path.isAffixed && path.components.count == 2 && path.components[1] == "name"
    }

    /// Types whose value built from a name is a font, not a name: a constant of one is never read as a string.
    static let fontObjectTypes: Set<Substring> = ["UIFont", "NSFont", "UIFontDescriptor", "NSFontDescriptor", "CTFont"]
}

extension TokenStructure {
    /// The type and literal name of `Type(name: "X")` or `Type(name: "X", …)` spelled exactly by the tokens
    /// `start..<end`, the type capitalised and no font object (`FontValueConstant.fontObjectTypes`): SwiftGen's
    /// `FontConvertible(name: "X", family: …)` or a project's own font type. Nil for anything else.
    func fontValue(from start: Int, to end: Int) -> (type: String, name: String)? {
        let opening = start + 1
        guard start >= 0, opening < count, tokens[start].kind == .word, let initial = text(start).unicodeScalars.first,
            initial.properties.isUppercase, !FontValueConstant.fontObjectTypes.contains(text(start)),
            isPunctuation(opening, UInt8(ascii: "(")), Int(partner[opening]) + 1 == end,
            isWord(opening + 1, "name"), isPunctuation(opening + 2, UInt8(ascii: ":")),
            isPunctuation(opening + 4, UInt8(ascii: ",")) || opening + 4 == end - 1,
            let name = literalText(opening + 3)
        else { return nil }
        return (String(text(start)), name)
    }
}
