/// What a style name says about weight and slope, read the way type designers write it: "Semi Bold Italic",
/// "SemiBold", "Extra-Light", "XBold", "BoldItalic". A prefix (Semi, Demi, Extra, Ultra, X) joins the weight word
/// after it, so "Semi Bold" is a semibold, never a bold.
public enum StyleNameWords {
    /// Weight words and the OS/2 classes each allows (OpenType spec, usWeightClass; "Heavy" is used for both 800
    /// and 900, "Thin" for 100 and, in families with a Hairline, 200; Semi Light is 350 in Segoe UI and kin).
    /// Thin and Extra Light are also written 250 and 275 (Inter, Avenir Next Cyr): foundries' way round Windows
    /// GDI, which draws faces under 250 emboldened; a well-known convention, not a defect. "Ultra Thin" is no
    /// OpenType name: a family that has it beside a Thin writes it 100 or, with the Thin above it, 200 (Radikal:
    /// UltraThin 200, Thin 250, FP341), as a Thin is 200 beside a Hairline.
    static let weightClasses: [String: [Int]] = [
        "hairline": [100], "thin": [100, 200, 250], "ultrathin": [100, 200],
        "extralight": [200, 250, 275], "ultralight": [200, 250, 275],
        "light": [300], "semilight": [300, 350], "demilight": [300, 350],
        "regular": [400], "normal": [400], "medium": [500],
        "semibold": [600], "demibold": [600], "demi": [600],
        "bold": [700], "extrabold": [800], "ultrabold": [800], "heavy": [800, 900],
        "black": [900], "extrablack": [950, 1000], "ultrablack": [950, 1000],
        // Short forms seen in real legacy family names ("Mango Grotesque Med").
        "med": [500],
    ]

    /// Prefixes that make one weight word of the word after them.
    private static let prefixes: [String: String] = ["semi": "semi", "demi": "demi", "extra": "extra", "ultra": "ultra", "x": "extra"]

    /// The style's words, lower-cased, cut at spaces, punctuation and case changes ("SemiBold" is "semi", "bold"),
    /// with a weight prefix joined to the weight word after it ("semibold").
    public static func words(of style: String) -> [String] {
        var pieces: [String] = []
        var current = ""
        var previous: Character?
        for character in style {
            if !character.isLetter {
                if !current.isEmpty { pieces.append(current) }
                current = ""
            } else if character.isUppercase, let previous, previous.isLowercase, !current.isEmpty {
                pieces.append(current)
                current = String(character)
            } else {
                current.append(character)
            }
            previous = character
        }
        if !current.isEmpty { pieces.append(current) }
        var words: [String] = []
        var index = 0
        let lowered = pieces.map { $0.lowercased() }
        while index < lowered.count {
            let piece = lowered[index]
            // "xlight", "xbold" are written as one piece too.
            let expanded = piece.count > 1 && piece.hasPrefix("x") && weightClasses["extra" + piece.dropFirst()] != nil ? "extra" + piece.dropFirst() : piece
            if let prefix = prefixes[expanded], index + 1 < lowered.count, weightClasses[prefix + lowered[index + 1]] != nil {
                words.append(prefix + lowered[index + 1])
                index += 2
            } else {
                words.append(expanded)
                index += 1
            }
        }
        return words
    }

    /// The first weight word of a style name and the classes it stands for; nil when it names none. "Normal" or
    /// "Regular" before another weight word is the width, the way families of widths × weights write their styles
    /// ("Normal Light" beside "Condensed Light" and "Wide Light", FP741): the weight is the word after it.
    public static func weight(in style: String) -> (word: String, classes: [Int])? {
        let found = words(of: style).compactMap { word in weightClasses[word].map { (word: word, classes: $0) } }
        guard let first = found.first else { return nil }
        if widthOrWeight.contains(first.word), let weight = found.dropFirst().first { return weight }
        return first
    }

    /// Words that name the normal width as well as the regular weight (OpenType's usWidthClass 5 is "Normal").
    private static let widthOrWeight: Set<String> = ["normal", "regular"]

    /// True when the style's weight is Bold: "Bold", "Bold Italic", "BoldOblique" — not "Semi Bold", "ExtraBold"
    /// or "Demi Bold", which are other weights.
    public static func saysBold(_ style: String) -> Bool {
        weight(in: style)?.word == "bold"
    }

    /// True when the style's words include "Italic" or "Oblique".
    public static func saysItalic(_ style: String) -> Bool {
        let words = words(of: style)
        return words.contains("italic") || words.contains("oblique")
    }

    /// The weight a legacy family name ends with ("Foo Light", "Riccione-Xlight"); nil when its last word is no
    /// weight word. Only the last word counts: "Black Ops One" is a family name, not a weight.
    public static func weight(endingFamily family: String) -> (word: String, classes: [Int])? {
        guard let last = words(of: family).last, let classes = weightClasses[last] else { return nil }
        return (last, classes)
    }

    /// True for the four subfamilies of the RIBBI style-linking model: Regular, Italic, Bold, Bold Italic (exact
    /// spelling, any case).
    public static func isStyleLinkingSubfamily(_ style: String) -> Bool {
        ["regular", "italic", "bold", "bold italic"].contains(style.lowercased())
    }

    /// True for the legacy (name ID 2) styles "Regular" and "Italic" of the RIBBI model, which mean "the upright
    /// and italic of this family" and the weight, if any, is written in the family name ("Foo Light").
    public static func isLegacyRegularOrItalic(_ style: String) -> Bool {
        let words = words(of: style)
        return words == ["regular"] || words == ["italic"] || words == ["regular", "italic"]
    }
}
