/// Apple's Dynamic Type table for iOS and iPadOS: the system font's point size and leading for each
/// text style at each content size category. The numbers are in `DynamicTypeTable+Data.swift`,
/// generated from `data/dynamic-type-ios.json` (Apple's Human Interface Guidelines, Typography).
public enum DynamicTypeTable {
    /// The row of a text style; nil for the visionOS styles (`extraLargeTitle`, `extraLargeTitle2`), which
    /// the iOS table lacks.
    public static func style(_ style: TextStyle) -> DynamicTypeStyle? {
        styles.first { $0.style == style }
    }
}

/// A content size category (Settings › Display & Text Size › Larger Text), by each API's name.
public struct ContentSizeCategory: Sendable, Hashable {
    /// The Human Interface Guidelines' short name: `xSmall` … `xxxLarge`, `AX1` … `AX5`.
    public var hig: String
    /// `UIContentSizeCategory`'s case name: `extraSmall` … `accessibilityExtraExtraExtraLarge`.
    public var uikit: String
    /// SwiftUI's `DynamicTypeSize` case name: `xSmall` … `accessibility5`.
    public var swiftUI: String
}

/// One text style's row of the table: 12 point sizes and 12 leadings, xSmall through AX5.
public struct DynamicTypeStyle: Sendable, Hashable {
    /// The style; `TextStyle` has its UIKit, SwiftUI and raw-value spellings.
    public var style: TextStyle
    /// The Human Interface Guidelines' name: `Large Title`, `Title 1`, ….
    public var hig: String
    /// The weight of the system font for the style (Headline is Semibold).
    public var systemWeight: String
    /// The system font's point size at each category.
    public var sizes: [Int]
    /// The system font's line height at each category, in points.
    public var leading: [Int]
}
