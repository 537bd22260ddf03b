/// SwiftGen's generated font constants used by the app's code (M41): `FontFamily.Inter.bold.name` is the literal
/// the generated `static let bold = FontConvertible(name: "Inter-Bold", family: "Inter", path: "Inter-Bold.otf")`
/// holds (SwiftGen's `fonts/swift4` and `swift5` templates, `Sources/SwiftGenCLI/templates/fonts/` in
/// SwiftGen/SwiftGen: `FontFamily.<family>.<style>`, a struct whose `name` is the PostScript name), not a name given
/// at run time. The constant itself passed on (`Font.custom(FontFamily.Inter.bold, size: 12)`, SwiftGen's own
/// extension) names the same font.
enum SwiftGenFontConstant {
    /// The path of the constant that `path` reads the `name` of: `FontFamily.Inter.bold` for
    /// `FontFamily.Inter.bold.name` (a family and a style at least before `.name`); nil for any other path.
    static func constantPath(readingNameOf path: NameReferencePath) -> NameReferencePath? {
        let components = path.components
        guard !path.isCall, !path.rawValue, !path.isSubscript, components.count >= 3, components[components.count - 1] == "name" else { return nil }
        return NameReferencePath(components: Array(components.dropLast()), isCall: false, rawValue: false)
    }
}

extension TokenStructure {
    /// The literal name of `FontConvertible(name: "X", family: …)` spelled exactly by the tokens `start..<end`
    /// (the value of a generated constant); nil for anything else.
    func swiftGenFontName(from start: Int, to end: Int) -> String? {
        let opening = start + 1
        guard isWord(start, "FontConvertible"), isPunctuation(opening, UInt8(ascii: "(")), Int(partner[opening]) + 1 == end,
            isWord(opening + 1, "name"), isPunctuation(opening + 2, UInt8(ascii: ":")), isPunctuation(opening + 4, UInt8(ascii: ",")),
            isWord(opening + 5, "family")
        else { return nil }
        return literalText(opening + 3)
    }
}
