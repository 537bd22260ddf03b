/// What a style name says about weight and slope, read the way font menus read it
/// ("Semi Bold Italic", "ExtraLight", "Heavy Oblique").
public enum StyleNameWords {
    /// Weight words and the OS/2 classes each allows (OpenType spec, usWeightClass; "Heavy" is used
    /// for both 800 and 900, and Apple's UIFont.Weight.heavy sits between Bold and Black).
    /// Longer words first, so that "ExtraBold" is not read as "Bold".
    static let weightWords: [(word: String, classes: [Int])] = [
        ("hairline", [100]), ("thin", [100]),
        ("extralight", [200]), ("ultralight", [200]),
        ("semibold", [600]), ("demibold", [600]),
        ("extrabold", [800]), ("ultrabold", [800]),
        ("extrablack", [950, 1000]), ("ultrablack", [950, 1000]),
        ("light", [300]), ("regular", [400]), ("normal", [400]), ("medium", [500]),
        ("bold", [700]), ("heavy", [800, 900]), ("black", [900]),
    ]

    /// The weight word in a style name and the classes it stands for; nil when it names none.
    public static func weight(in style: String) -> (word: String, classes: [Int])? {
        let squeezed = style.lowercased().filter { $0.isLetter }
        return weightWords.first { squeezed.contains($0.word) }
    }

    /// True when the style's words include "Bold" as a word of its own (not SemiBold or ExtraBold).
    public static func saysBold(_ style: String) -> Bool {
        words(of: style).contains("bold")
    }

    /// True when the style's words include "Italic" or "Oblique".
    public static func saysItalic(_ style: String) -> Bool {
        let words = words(of: style)
        return words.contains("italic") || words.contains("oblique")
    }

    private static func words(of style: String) -> [String] {
        style.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init)
    }
}
