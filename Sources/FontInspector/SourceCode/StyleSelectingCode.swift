/// Code that picks a face by its style rather than by its name: symbolic-trait and weight requests on a font or
/// descriptor (`withSymbolicTraits`, `.traitBold`, `UIFontDescriptor.TraitKey.weight`, Core Text's and AppKit's
/// trait constants), `NSFontManager`'s conversions, a descriptor's family attribute, SwiftUI's `.bold()`,
/// `.italic()`, `.fontWeight(_)` and `.weight(_)`, and CSS the code writes (`font-family`, `font-weight`,
/// `font-style`: a page's `<b>` picks the bold face of the family it names). HTML from elsewhere (a server's terms
/// page in a web view) names no font lint can see, as a name given at run time does not. Each of these makes
/// Core Text choose among a family's faces by their bold and italic bits and weight class, which is where those
/// records matter when every font name is a PostScript name (`StyleSelection`). Lint does not follow which font
/// such a request is made of, so it is looked for as words of the file, comments included: a commented-out use
/// errs on the side of the warning.
enum StyleSelectingCode {
    /// Words that select by style wherever they stand.
    static let words: Set<String> = [
        "withSymbolicTraits", "fontDescriptorWithSymbolicTraits", "traitBold", "traitItalic",
        "UIFontDescriptorTraitBold", "UIFontDescriptorTraitItalic", "NSFontDescriptorTraitBold", "NSFontDescriptorTraitItalic",
        "kCTFontBoldTrait", "kCTFontItalicTrait", "kCTFontTraitBold", "kCTFontTraitItalic", "NSFontBoldTrait", "NSFontItalicTrait",
        "NSBoldFontMask", "NSItalicFontMask", "NSUnboldFontMask", "NSUnitalicFontMask",
        "boldFontMask", "italicFontMask", "unboldFontMask", "unitalicFontMask",
        "NSFontManager", "toHaveTrait", "toNotHaveTrait", "convertWeight", "applyFontTraits", "addFontTrait",
        "CTFontCreateCopyWithSymbolicTraits", "CTFontDescriptorCreateCopyWithSymbolicTraits",
        "CTFontCreateCopyWithFamily", "CTFontDescriptorCreateCopyWithFamily", "CTFontDescriptorCreateCopyWithWeight",
        "UIFontWeightTrait", "kCTFontWeightTrait", "NSFontWeightTrait", "TraitKey",
        "UIFontDescriptorTraitsAttribute", "kCTFontTraitsAttribute", "NSFontTraitsAttribute",
        "UIFontDescriptorFamilyAttribute", "kCTFontFamilyNameAttribute", "NSFontFamilyAttribute",
        "fontWithFamily", "fontDescriptorWithFamily", "fontWeight",
    ]

    /// Words of other lengths are never looked up: most of a file's words are shorter than any of these.
    private static let wordLengths = (words.map(\.utf8.count).min() ?? 0)...(words.map(\.utf8.count).max() ?? 0)

    /// Whether the bytes of a Swift or Objective-C file hold one of `words`, or a modifier, attribute key or CSS
    /// property that selects by style in its own spelling (`wordInContextSelects`). Stops at the first.
    static func selectsByStyle(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count {
            guard Byte.isWord(bytes[index]) else {
                index += 1
                continue
            }
            let start = index
            while index < bytes.count, Byte.isWord(bytes[index]) { index += 1 }
            let word = UnsafeBufferPointer(rebasing: bytes[start..<index])
            if wordInContextSelects(word, start: start, end: index, in: bytes) { return true }
            if wordLengths.contains(word.count), words.contains(String(decoding: word, as: UTF8.self)) { return true }
        }
        return false
    }

    /// SwiftUI's `.bold()` / `.italic()` / `.weight(.x)`, a descriptor's `.withFamily(…)` (as a bare word it is
    /// also any Objective-C selector's part, a socket's `withFamily:(int)family`: FP1402), a descriptor attribute
    /// dictionary's `[.family: …]`, `[.traits: …]` or `[.weight: …]`, and CSS's `font-family` / `font-weight` /
    /// `font-style`.
    private static func wordInContextSelects(_ word: UnsafeBufferPointer<UInt8>, start: Int, end: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        func byte(_ at: Int) -> UInt8? { at >= 0 && at < bytes.count ? bytes[at] : nil }
        func equals(_ text: StaticString) -> Bool {
            text.utf8CodeUnitCount == word.count && word.elementsEqual(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
        }
        let afterDot = byte(start - 1) == Byte.dot
        if afterDot, equals("bold") || equals("italic") { return byte(end) == UInt8(ascii: "(") && byte(end + 1) == UInt8(ascii: ")") }
        if afterDot, equals("weight"), byte(end) == UInt8(ascii: "("), byte(end + 1) == Byte.dot { return true }
        if afterDot, equals("withFamily") { return byte(end) == UInt8(ascii: "(") }
        if afterDot, equals("family") || equals("traits") || equals("weight"), byte(end) == UInt8(ascii: ":") {
            var before = start - 2
            while let previous = byte(before), previous == Byte.space { before -= 1 }
            return byte(before) == UInt8(ascii: "[") || byte(before) == UInt8(ascii: ",")
        }
        return (equals("family") || equals("weight") || equals("style")) && start >= 5 && bytes[(start - 5)..<start].elementsEqual("font-".utf8)
    }
}
