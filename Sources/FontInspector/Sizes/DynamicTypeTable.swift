/// Apple's Dynamic Type table for iOS and iPadOS: the system font's point size and leading for each
/// text style at each content size category. The numbers are in `DynamicTypeTable+Data.swift`,
/// generated from `data/dynamic-type-ios.json` (Apple's Human Interface Guidelines, Typography).
public enum DynamicTypeTable {
    /// The style with this UIKit case name (`title1`, `caption1`), nil for a style the table lacks.
    public static func style(uikit name: String) -> DynamicTypeStyle? {
        styles.first { $0.uikit == name }
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
    /// `UIFont.TextStyle`'s case name: `largeTitle`, `title1`, … `caption1`, `caption2`.
    public var uikit: String
    /// `UIFont.TextStyle`'s raw value: `UICTFontTextStyleTitle0` … `UICTFontTextStyleCaption2`.
    public var uikitRawValue: String
    /// SwiftUI's `Font.TextStyle` case name: `title`, `caption`, ….
    public var swiftUI: String
    public var hig: String
    /// The weight of the system font for the style (Headline is Semibold).
    public var systemWeight: String
    public var sizes: [Int]
    public var leading: [Int]
}
