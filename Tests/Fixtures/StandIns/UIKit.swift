// Stand-in for UIKit: what the generated UIKit part and validate() call.
import Foundation

/// https://developer.apple.com/documentation/uikit/uifont — `class UIFont`
open class UIFont {
    /// https://developer.apple.com/documentation/uikit/uifont/init(name:size:)
    /// `init?(name fontName: String, size fontSize: CGFloat)`
    public init?(name fontName: String, size fontSize: CGFloat) { fatalError() }

    /// https://developer.apple.com/documentation/uikit/uifont/preferredfont(fortextstyle:compatiblewith:)
    /// `class func preferredFont(forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont`
    open class func preferredFont(forTextStyle style: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        fatalError()
    }

    /// https://developer.apple.com/documentation/uikit/uifont/textstyle — `struct TextStyle` (a string-valued
    /// `RawRepresentable`); the eleven styles of every iOS version since 11.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }
}

/// https://developer.apple.com/documentation/uikit/uifontmetrics — `class UIFontMetrics` (iOS 11, tvOS 11)
open class UIFontMetrics {
    /// https://developer.apple.com/documentation/uikit/uifontmetrics/init(fortextstyle:)
    /// `init(forTextStyle textStyle: UIFont.TextStyle)`
    public init(forTextStyle textStyle: UIFont.TextStyle) { fatalError() }

    /// https://developer.apple.com/documentation/uikit/uifontmetrics/scaledfont(for:compatiblewith:)
    /// `func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont`
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uitraitcollection — `class UITraitCollection`
open class UITraitCollection {
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/current (iOS 13, tvOS 13)
    /// `class var current: UITraitCollection { get set }`
    @available(iOS 13.0, tvOS 13.0, *)
    open class var current: UITraitCollection {
        get { fatalError() }
        set { fatalError() }
    }

    /// https://developer.apple.com/documentation/uikit/uitraitcollection/legibilityweight (iOS 13, tvOS 13)
    /// `var legibilityWeight: UILegibilityWeight { get }`
    @available(iOS 13.0, tvOS 13.0, *)
    open var legibilityWeight: UILegibilityWeight { fatalError() }
}

/// https://developer.apple.com/documentation/uikit/uilegibilityweight — `enum UILegibilityWeight` (Int)
public enum UILegibilityWeight: Int, Sendable {
    case unspecified = -1
    case regular = 0
    case bold = 1
}

/// https://developer.apple.com/documentation/uikit/uiaccessibility — the namespace of UIKit's accessibility settings.
public enum UIAccessibility {
    /// https://developer.apple.com/documentation/uikit/uiaccessibility/isboldtextenabled (iOS 8; not tvOS)
    /// `@MainActor static var isBoldTextEnabled: Bool { get }`
    @MainActor public static var isBoldTextEnabled: Bool { fatalError() }
}
