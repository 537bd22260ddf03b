/// The calls that take a font name, as the source scanner recognises them.
public enum FontCallForm: String, Sendable, Hashable, CaseIterable {
    case uiFont = "UIFont(name:size:)"
    case nsFont = "NSFont(name:size:)"
    case fontCustom = "Font.custom(_:size:)"
    case fontCustomRelativeTo = "Font.custom(_:size:relativeTo:)"
    case fontCustomFixedSize = "Font.custom(_:fixedSize:)"
    case uiFontDescriptor = "UIFontDescriptor(name:size:)"
    case ctFontCreateWithName = "CTFontCreateWithName"
    case objectiveCUIFont = "[UIFont fontWithName:size:]"
    case objectiveCNSFont = "[NSFont fontWithName:size:]"
    case objectiveCUIFontDescriptor = "[UIFontDescriptor fontDescriptorWithName:size:]"
}

/// Whether the font a call makes follows the user's text size (Dynamic Type), as far as the call shows.
public enum TextSizeBehaviour: String, Sendable, Hashable {
    /// `Font.custom(_:size:)` and `Font.custom(_:size:relativeTo:)`: SwiftUI scales them.
    case scales
    /// `Font.custom(_:fixedSize:)`.
    case fixed
    /// `UIFont(name:size:)` (or `fontWithName:size:`) handed to `UIFontMetrics`' `scaledFont(for:)` in the same
    /// statement, or bound to a name that is handed to it in the same block.
    case scaledByFontMetrics
    /// `UIFont(name:size:)` (or `fontWithName:size:`) that the scanner does not see scaled.
    case notScaled
    /// A size the code shows is not a fixed interface size (see `FontSizeEvidence`): computed from a text style's
    /// size or an `@ScaledMetric`, a placeholder or decoration size, drawn into an image or PDF, or a helper's
    /// parameter. Not reported.
    case sizeNotFixed
    /// NSFont (macOS has no Dynamic Type), font descriptors and Core Text fonts: not judged.
    case notJudged
}

/// One call that takes a font name, found in a Swift or Objective-C file.
public struct SourceFontCall: Sendable, Hashable {
    public var form: FontCallForm
    /// The font name when the argument is a string literal; nil for a name given at run time (a variable, a
    /// constant, an interpolated string), which is never guessed.
    public var name: String?
    public var file: String
    /// 1-based line and column (in Unicode scalars) of the name argument: the string literal's opening quote
    /// (or `#`, or Objective-C's `@`).
    public var line: Int
    public var column: Int
    public var textSize: TextSizeBehaviour

    public init(form: FontCallForm, name: String?, file: String, line: Int, column: Int, textSize: TextSizeBehaviour) {
        self.form = form
        self.name = name
        self.file = file
        self.line = line
        self.column = column
        self.textSize = textSize
    }
}
