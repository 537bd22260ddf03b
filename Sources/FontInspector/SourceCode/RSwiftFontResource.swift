/// R.swift's font constants, read without the `R.generated.swift` it writes at build time (M120): apps commit
/// `UIFont(resource: R.font.sourceSansProRegular, size: 15)` and `R.font.sourceSansProRegular(size: 15)` (R.swift's
/// README, "Fonts"; v7 also `Font.custom(R.font.x, size:)`), and leave the generated file out of the repository.
///
/// R.swift names a font after the PostScript name it reads from each `.otf`/`.ttf` resource with `CGFont`
/// (mac-cain13/R.swift `Sources/RswiftParsers/Resources/FontResource+Parser.swift`; v5
/// `Sources/RswiftCore/ResourceTypes/Font.swift`), not after the file: `AveriaLibre-B.ttf` gives
/// `R.font.averiaLibreBold`. So an identifier resolves to the shipped face whose PostScript name gives it.
enum RSwiftFontResource {
    /// The identifier R.swift's `SwiftIdentifier(name:)` makes of a PostScript name
    /// (`Sources/RswiftGenerators/Shared/SwiftIdentifier.swift`): split at whitespace, punctuation and symbols
    /// (`-`, `.`, `+`… but not `_`), each later part's first character uppercased; leading digits dropped; then the
    /// leading capitals lowercased (`SFProText-Bold` → `sfProTextBold`: all but the last of a run followed by a
    /// lowercase letter), or just the first character. Nil when nothing is left (R.swift skips such a font). A
    /// Swift keyword comes back without the backticks R.swift adds, as the lexer's word compares.
    static func identifier(forPostScriptName name: String) -> String? {
        var joined = ""
        var capitalizeNext = false
        for scalar in name.unicodeScalars {
            if isSeparator(scalar) {
                // Every part after a separator is capitalised, the first part (maybe empty) is not.
                capitalizeNext = true
                continue
            }
            joined += capitalizeNext ? String(scalar).uppercased() : String(scalar)
            capitalizeNext = false
        }
        // `^[0-9]+` is removed.
        let trimmed = Array(joined.drop { ("0"..."9").contains($0) })
        guard !trimmed.isEmpty else { return nil }
        // `^([A-Z]+)(?=[^a-z])`: the longest run of capitals still followed by a character that is not a lowercase letter.
        let capitals = trimmed.prefix { ("A"..."Z").contains($0) }.count
        var lowered = 0
        if capitals > 0, capitals < trimmed.count, !("a"..."z").contains(trimmed[capitals]) {
            lowered = capitals
        } else if capitals >= 2 {
            lowered = capitals - 1
        }
        if lowered == 0 { return String(trimmed[0]).lowercased() + String(trimmed[1...]) }
        return String(trimmed[..<lowered]).lowercased() + String(trimmed[lowered...])
    }

    /// Foundation's whitespace, punctuation, symbol, control and unassigned characters, `_` and the emoji
    /// ranges R.swift keeps excepted. A PostScript name is ASCII, where this is every character but letters,
    /// digits and `_`.
    private static func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "_" { return false }
        let emoji: [ClosedRange<UInt32>] = [0x2600...0x27BF, 0x1F300...0x1F6FF, 0x1F900...0x1F9FF, 0x1F1E6...0x1F1FF]
        if emoji.contains(where: { $0.contains(scalar.value) }) { return false }
        if scalar.properties.isWhitespace { return true }
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation,
            .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol, .control, .unassigned:
            return true
        default:
            return false
        }
    }

    /// The identifier in `R.font.<identifier>`, also followed by `.name` (v7) or `.fontName` (v5); nil for any
    /// other path.
    static func identifier(in path: NameReferencePath) -> String? {
        let components = path.components
        guard !path.isCall, !path.rawValue, !path.isSubscript, components.count == 3 || components.count == 4,
            components[0] == "R", components[1] == "font"
        else { return nil }
        if components.count == 4, components[3] != "name", components[3] != "fontName" { return nil }
        return unescaped(components[2])
    }

    /// A backticked keyword (`` `default` ``) compared without its backticks.
    static func unescaped<S: StringProtocol>(_ word: S) -> String {
        word.hasPrefix("`") && word.hasSuffix("`") && word.count >= 2 ? String(word.dropFirst().dropLast()) : String(word)
    }
}

extension FontCallMatcher {
    /// `UIFont(resource: R.font.x, size: …)` (also `UIFont.init(resource:…)`), with `index` at `UIFont`. Only an
    /// `R.font.x` argument is taken: R.swift's own generated helpers pass a constant of their own.
    func rSwiftInitializer(at index: Int) -> Match? {
        let s = structure
        guard let argument = firstArgument(labelled: "resource", openingAt: initializerOpening(afterTypeAt: index)) else { return nil }
        let end = s.endOfArgument(from: argument)
        guard isRSwiftFontPath(from: argument, to: end), s.isPunctuation(end, UInt8(ascii: ",")), s.isWord(end + 1, "size"),
            s.isPunctuation(end + 2, UInt8(ascii: ":"))
        else { return nil }
        return Match(form: .uiFontResource, callStart: index, argument: argument, argumentEnd: end)
    }

    /// `R.font.x(size: …)`, with `index` at `R`: R.swift's function for the font (v5), or its `callAsFunction` (v7).
    func rSwiftFontFunction(at index: Int) -> Match? {
        let s = structure
        let opening = index + 5
        guard !s.isPunctuation(index - 1, Byte.dot), isRSwiftFontPath(from: index, to: opening), s.isPunctuation(opening, UInt8(ascii: "(")),
            s.isWord(opening + 1, "size"), s.isPunctuation(opening + 2, UInt8(ascii: ":")), s.partner[opening] > opening,
            s.isPunctuation(s.endOfArgument(from: opening + 3), UInt8(ascii: ")"))
        else { return nil }
        return Match(form: .rSwiftFontFunction, callStart: index, argument: index, argumentEnd: opening)
    }

    /// The tokens `start..<end` spell `R.font.<word>`.
    private func isRSwiftFontPath(from start: Int, to end: Int) -> Bool {
        let s = structure
        return end == start + 5 && s.isWord(start, "R") && s.isPunctuation(start + 1, Byte.dot) && s.isWord(start + 2, "font")
            && s.isPunctuation(start + 3, Byte.dot) && s.tokens[start + 4].kind == .word
    }
}
