/// A Dynamic Type text style, named by its UIKit `UIFont.TextStyle` case.
///
/// Apps spell one style several ways: SwiftUI `Font.TextStyle` (and ScaledFont 1.x) says `title` and `caption`,
/// UIKit's case names say `title1` and `caption1`, UIKit's raw values say `UICTFontTextStyleTitle1`. The table is
/// in ../shared/reference/apple-fonts.md ("Text styles — one style, four spellings").
public enum TextStyle: String, CaseIterable, Sendable, Hashable, Comparable {
    case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1, caption2
    case extraLargeTitle, extraLargeTitle2

    /// The UIKit `UIFont.TextStyle` case name (`title1`).
    public var uikitCaseName: String { rawValue }

    /// The SwiftUI `Font.TextStyle` case name (`title`), which ScaledFont 1.x uses as its key.
    public var swiftUIName: String {
        switch self {
        case .title1: "title"
        case .caption1: "caption"
        default: rawValue
        }
    }

    /// The string value of the UIKit constant (`UICTFontTextStyleTitle1`), the key of early ScaledFont maps.
    public var uikitRawValue: String {
        switch self {
        case .largeTitle: "UICTFontTextStyleTitle0"
        case .title1: "UICTFontTextStyleTitle1"
        case .title2: "UICTFontTextStyleTitle2"
        case .title3: "UICTFontTextStyleTitle3"
        case .headline: "UICTFontTextStyleHeadline"
        case .subheadline: "UICTFontTextStyleSubhead"
        case .body: "UICTFontTextStyleBody"
        case .callout: "UICTFontTextStyleCallout"
        case .footnote: "UICTFontTextStyleFootnote"
        case .caption1: "UICTFontTextStyleCaption1"
        case .caption2: "UICTFontTextStyleCaption2"
        case .extraLargeTitle: "UICTFontTextStyleExtraLargeTitle"
        case .extraLargeTitle2: "UICTFontTextStyleExtraLargeTitle2"
        }
    }

    /// The ScaledFont 1.x key, nil for the two styles ScaledFont 1.x does not know.
    public var scaledFontKey: String? {
        switch self {
        case .extraLargeTitle, .extraLargeTitle2: nil
        default: swiftUIName
        }
    }

    /// The style a key names and how it is spelled; nil when the key is no text style. Exact, case included.
    public static func parse(_ key: String) -> (style: TextStyle, spelling: TextStyleSpelling)? {
        spellings[key]
    }

    /// The correctly cased key a wrongly cased one was meant to be (`Body` → `body`), for suggestions.
    public static func key(matchingIgnoringCase key: String) -> String? {
        keysByLowercase[key.lowercased()]
    }

    public static func < (lhs: TextStyle, rhs: TextStyle) -> Bool {
        rank(lhs) < rank(rhs)
    }

    /// Its place in `allCases`.
    private static func rank(_ style: TextStyle) -> Int {
        allCases.firstIndex(of: style) ?? 0
    }

    private static let spellings: [String: (style: TextStyle, spelling: TextStyleSpelling)] = {
        var table: [String: (style: TextStyle, spelling: TextStyleSpelling)] = [:]
        for style in allCases {
            table[style.uikitRawValue] = (style, .uikitRawValue)
            if style.swiftUIName == style.uikitCaseName {
                table[style.swiftUIName] = (style, .shared)
            } else {
                table[style.swiftUIName] = (style, .swiftUI)
                table[style.uikitCaseName] = (style, .uikitCaseName)
            }
        }
        return table
    }()

    private static let keysByLowercase = Dictionary(
        spellings.keys.map { ($0.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
}

/// How a style-map key spells its text style.
public enum TextStyleSpelling: String, Sendable, Hashable {
    /// Spelled the same in SwiftUI and UIKit case names (`body`, `largeTitle`): every name-keyed reader finds it.
    case shared
    /// The SwiftUI / ScaledFont 1.x spelling where it differs from UIKit's (`title`, `caption`).
    case swiftUI
    /// The UIKit case name where it differs from SwiftUI's (`title1`, `caption1`).
    case uikitCaseName
    /// The UIKit constant's string value (`UICTFontTextStyleBody`), read only by raw-value-keyed readers.
    case uikitRawValue

    /// True for the spellings a name-keyed reader uses, as opposed to raw values.
    public var isName: Bool { self != .uikitRawValue }
}
