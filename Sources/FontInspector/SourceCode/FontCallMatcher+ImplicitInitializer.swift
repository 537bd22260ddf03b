/// `.init(name: "X", size: 17)` with the type left out (M462): Swift takes it from the context, so it is a font
/// call only where the context names the font type for certain — the value of a property, constant or function
/// declared `UIFont`/`NSFont` (returned, its body's one expression, or a branch of the `switch`/`if` that is),
/// a `let x: UIFont = .init(…)`, an argument labelled `font:` or a `.font = .init(…)` (UIKit's and AppKit's font
/// properties; SwiftUI's `Font` has no `init(name:size:)`). Anywhere else the type is unknown and nothing is read.
extension FontCallMatcher {
    /// The font call whose implicit `.init` is at `index` (the `init` after a leading dot), when the context says
    /// its type.
    func implicitInitializer(at index: Int) -> Match? {
        guard let form = implicitFontType(ofMemberAt: index - 1) else { return nil }
        return initializer(openingAt: index + 1, callStart: index - 1, form: form)
    }

    /// The form of the font type the context gives the implicit member whose `.` is at `dot`.
    private func implicitFontType(ofMemberAt dot: Int) -> FontCallForm? {
        let s = structure
        let before = dot - 1
        guard before >= 0 else { return nil }
        // `font: .init(` as an argument, `x.font = .init(`: a UIKit or AppKit font property.
        if s.isPunctuation(before, UInt8(ascii: ":")), s.isWord(before - 1, "font"),
            s.isPunctuation(before - 2, UInt8(ascii: "(")) || s.isPunctuation(before - 2, UInt8(ascii: ","))
        {
            return fontPropertyForm
        }
        if s.isOperator(before, "="), s.isWord(before - 1, "font"), s.isPunctuation(before - 2, Byte.dot) { return fontPropertyForm }
        // `let title: UIFont = .init(`.
        if s.isOperator(before, "=") { return fontType(endingAt: before - 1) }
        // The value of a declaration typed as a font: after `return`, first in its body, or a `case`'s value.
        guard s.isWord(before, "return") || s.isPunctuation(before, UInt8(ascii: "{")) || isCaseLabelEnd(before) else { return nil }
        guard var brace = enclosingBrace(of: dot) else { return nil }
        while opensBranch(brace) {
            guard let outer = enclosingBrace(of: brace) else { return nil }
            brace = outer
        }
        var typeEnd = brace - 1
        if s.isWord(typeEnd, "get"), s.isPunctuation(typeEnd - 1, UInt8(ascii: "{")) {
            guard let property = enclosingBrace(of: typeEnd) else { return nil }
            typeEnd = property - 1
        }
        return fontType(endingAt: typeEnd)
    }

    /// `UIFont`, `UIFont?` or `UIFont!` (or NSFont's) ending at `end`, written after `:` or `->`.
    private func fontType(endingAt end: Int) -> FontCallForm? {
        let s = structure
        var type = end
        if s.isOperator(type, "?") || s.isOperator(type, "!") { type -= 1 }
        guard type > 0, s.isPunctuation(type - 1, UInt8(ascii: ":")) || s.isOperator(type - 1, "->") else { return nil }
        if s.isWord(type, "UIFont") { return .uiFont }
        if s.isWord(type, "NSFont") { return .nsFont }
        return nil
    }

    /// The `:` at `index` ends a `case …:` or `default:` label: its line starts with one.
    private func isCaseLabelEnd(_ index: Int) -> Bool {
        let s = structure
        guard s.isPunctuation(index, UInt8(ascii: ":")) else { return false }
        let start = lineStart(of: index)
        return s.isWord(start, "case") || s.isWord(start, "default")
    }

    /// The first token of the line of `index` (or the token `maximumLookBack` before it on a longer line).
    private func lineStart(of index: Int) -> Int {
        var start = index
        while start > max(0, index - Self.maximumLookBack), !structure.tokens[start].startsLine { start -= 1 }
        return start
    }

    /// How far back the context is looked for, in tokens: every look is bounded, so that a file of many such calls
    /// costs linear time; a context farther away is not read.
    static let maximumLookBack = 1024

    /// A `font` property of a view is an NSFont in a file that imports AppKit (or Cocoa) and not UIKit, a UIFont
    /// otherwise. Imports come first: only the file's first tokens are read.
    private var fontPropertyForm: FontCallForm {
        let s = structure
        var appKit = false
        for index in 0..<min(s.count, Self.maximumLookBack) where s.isWord(index, "import") {
            if s.isWord(index + 1, "UIKit") { return .uiFont }
            if s.isWord(index + 1, "AppKit") || s.isWord(index + 1, "Cocoa") { appKit = true }
        }
        return appKit ? .nsFont : .uiFont
    }

    /// The `{` whose block holds `index`, nil at top level or when `index` is inside parentheses or brackets first
    /// (an argument's value, whose type is the parameter's), or farther than `maximumLookBack` tokens.
    private func enclosingBrace(of index: Int) -> Int? {
        let s = structure
        var at = index - 1
        while at >= max(0, index - Self.maximumLookBack) {
            if s.isClosing(at), s.partner[at] >= 0, s.partner[at] < at {
                at = Int(s.partner[at]) - 1
                continue
            }
            if s.isPunctuation(at, UInt8(ascii: "{")) { return at }
            if s.isOpening(at) { return nil }
            at -= 1
        }
        return nil
    }

    /// The `{` at `brace` opens a branch of a `switch`, `if`, `else` or `guard` (its line starts with one, maybe
    /// after `return` or `}`), whose value is the declaration's when it is an expression.
    private func opensBranch(_ brace: Int) -> Bool {
        let s = structure
        var start = lineStart(of: brace)
        if s.isWord(start, "return") || s.isPunctuation(start, UInt8(ascii: "}")) { start += 1 }
        return s.isWord(start, "switch") || s.isWord(start, "if") || s.isWord(start, "else") || s.isWord(start, "guard")
    }
}
