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
    /// SwiftGen's generated fonts code: `FontConvertible(name: "…", family: "…", path: "…")`.
    case swiftGenFontConvertible = "SwiftGen FontConvertible(name:family:path:)"
    /// R.swift's generated constants: `FontResource(fontName: "…")`, `FontResource(name: "…", bundle: …)`.
    case rSwiftFontResource = "R.swift FontResource"
    /// SpriteKit's label node (M140): a game's label, drawn in the scene at the size the game sets; it has no
    /// Dynamic Type, so only the name is checked.
    case spriteKitLabelNode = "SKLabelNode(fontNamed:)"
    case objectiveCSpriteKitLabelNode = "[SKLabelNode labelNodeWithFontNamed:]"
    case objectiveCSpriteKitLabelNodeInit = "[[SKLabelNode alloc] initWithFontNamed:]"
    /// `label.fontName = …` (or `[label setFontName:…]`) on a variable the file declares as an `SKLabelNode`.
    case spriteKitFontName = "SKLabelNode.fontName"
    /// cocos2d-iphone's label (M622): `[CCLabelTTF labelWithString:fontName:fontSize:]` and its initializer. Like
    /// SpriteKit's, a game's label at the size the game sets, with no Dynamic Type: only the name is checked.
    case objectiveCCocos2dLabel = "[CCLabelTTF labelWithString:fontName:fontSize:]"
    case objectiveCCocos2dLabelInit = "[[CCLabelTTF alloc] initWithString:fontName:fontSize:]"
    /// R.swift's `UIFont(resource: R.font.x, size: …)`, read without the generated file (M120).
    case uiFontResource = "UIFont(resource:size:)"
    /// R.swift's `R.font.x(size: …)`.
    case rSwiftFontFunction = "R.font.x(size:)"
    /// The accessors SwiftGen's fonts template writes, in Tuist's synthesized files (M640) or a swiftgen.yml's
    /// output (M744): `<FontFamily>.<Family>.<style>.font(size:)`, a UIFont or NSFont, and the SwiftUI fonts
    /// `.swiftUIFont(size:)` (it scales) and `.swiftUIFont(fixedSize:)`.
    case tuistFont = "<FontFamily>.<Family>.<style>.font(size:)"
    case tuistSwiftUIFont = "<FontFamily>.<Family>.<style>.swiftUIFont(size:)"
    case tuistSwiftUIFontFixedSize = "<FontFamily>.<Family>.<style>.swiftUIFont(fixedSize:)"

    /// `UIFont.familyNames.contains(_:)` and its Objective-C twin: a test whether a family is installed.
    case familyNamesContains = "UIFont.familyNames.contains(_:)"
    case objectiveCFamilyNamesContains = "[[UIFont familyNames] containsObject:]"
    /// `UIFont.fontNames(forFamilyName:)`: the PostScript names of an installed family's faces.
    case fontNamesForFamilyName = "UIFont.fontNames(forFamilyName:)"
    case objectiveCFontNamesForFamilyName = "[UIFont fontNamesForFamilyName:]"

    /// Generated code names fonts for the app's own calls: a reference, not a call that draws text.
    public var isGeneratedCode: Bool { self == .swiftGenFontConvertible || self == .rSwiftFontResource }

    /// The call takes a family name, not a font name: only postscript-name-for-family checks it.
    public var takesFamilyName: Bool {
        [.familyNamesContains, .objectiveCFamilyNamesContains, .fontNamesForFamilyName, .objectiveCFontNamesForFamilyName].contains(self)
    }
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
    /// NSFont (macOS has no Dynamic Type), font descriptors, Core Text fonts and SpriteKit labels: not judged.
    case notJudged

    /// Fixed, or not seen scaled: what `fixed-size-custom-font` reports.
    public var keepsItsSize: Bool { self == .fixed || self == .notScaled }
}

/// One call that takes a font name, found in a Swift or Objective-C file.
public struct SourceFontCall: Sendable, Hashable {
    /// Which API takes the name (`UIFont(name:size:)`, `Font.custom`, …).
    public var form: FontCallForm
    /// The font name when the argument is a string literal; nil otherwise (see `resolvedNames`).
    public var name: String?
    /// When the argument is not a literal: the names the project's string constants give it (a `let`, a
    /// `static let`, a computed property returning literals, an enum case's raw value, an Objective-C `#define`,
    /// the literal default of `??`), each checked. Empty, with `name` nil, for a name given at run time, which
    /// is never guessed.
    public var resolvedNames: [ResolvedSourceName] = []
    /// The argument as written when it is not a literal (`kFontAwesome`, `FontName.bold.rawValue`), for messages.
    public var argumentText: String?
    /// The Swift or Objective-C file.
    public var file: String
    /// 1-based line and column (in Unicode scalars) of the name argument: the string literal's opening quote
    /// (or `#`, or Objective-C's `@`).
    public var line: Int
    /// The 1-based column, in Unicode scalars (see `line`).
    public var column: Int
    /// How the call sizes the font: scaled with Dynamic Type, fixed, not scaled, or not judged.
    public var textSize: TextSizeBehaviour
    /// `.weight(.bold)` or `.bold()` chained right after a `Font.custom` call, as the message quotes it: SwiftUI
    /// does not switch a custom font to another face for it.
    public var weightModifier: String?
    /// The font goes into the title text attributes of a navigation bar, a bar button item or a tab bar item, whose
    /// text UIKit keeps at a fixed size whatever the user's text size (D121; see `isInBarItemTitleAttributes`).
    public var isBarItemTitle = false
    /// The computed property whose font this is, when the code uses the property only as bar item titles (D241).
    public var barTitleProperty: String?
    /// The helper function the call sits in, when its name or size is one of the function's parameters, with
    /// the helper's callers (see `FontHelper`).
    public var helper: FontHelper?
    /// The Swift `static`/`class` or free function the call sits in, by base name (`welcomeScreenFont`): code that
    /// writes that name is the only way it runs (see `FontSizeContext.functionRunOnlyByName`).
    public var functionRunOnlyByName: String?
    /// The SwiftUI view modifier whose `body` the call sits in, when its file applies it only from functions a call
    /// by name runs (`ViewModifierBodies`, D1302).
    var viewModifier: ViewModifierBodies.Modifier?
    /// For SwiftGen's `FontConvertible(name:family:path:)` constant, the outermost enum of the generated file that
    /// holds it (`FontFamily`, or the config's `enumName`): no font is made until code reads it (FP1200).
    public var generatedFontTable: String?
    /// That constant's `path:` literal (`Prompt-Black.ttf`), the file SwiftGen's `register()` looks up in the bundle:
    /// where it is a file of the checkout no target ships, the name is right and the file is what is missing.
    public var generatedFontPath: String?
    /// That function's declaration, or its type's, says `public` or `open`: code of another module may write its name
    /// too, unless only application targets compile the file (`UncalledFontHelpers`).
    public var functionOpensToOtherModules = false
    /// The identifier of R.swift's `R.font.<identifier>` when the argument is one: the loader resolves it to the
    /// shipped face whose PostScript name R.swift turns into it (`resolvedNames`), or leaves it out of the
    /// references with a note when none does.
    public var rSwiftFont: String?
    /// The family and style of a Tuist accessor (`TuistFontAccessor`): the loader resolves them to the shipped face
    /// Tuist generates that accessor for, or leaves the call out of the references when none does.
    var tuistFont: TuistFontAccessor.Path?
    /// Where the name argument of the call this one falls back to stands, in the same file, when this call is the
    /// left operand of `??` (Objective-C `?:`) and the right one is a font call: what the app draws with when no
    /// face answers to this call's name (see `FontCallFallbackChain`).
    public var fallback: Position?
    /// The code tests the call's result for nil (`if (!font)`, `if let font = UIFont(name: …)`; see
    /// `FontLookupNilTest`): it has a branch for the font being absent.
    public var resultIsNilTested = false
    /// The code returns the call's Optional result unchanged from a property or function declared `UIFont?` or
    /// `NSFont?` (see `FontLookupOptionalReturn`): it hands nil on to callers written to take it.
    public var resultIsReturnedAsOptional = false

    /// A place in the call's file.
    public struct Position: Sendable, Hashable {
        /// 1-based line.
        public var line: Int
        /// 1-based column, in Unicode scalars.
        public var column: Int

        /// The place at `line`, `column`.
        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }
    }

    /// A call found at `line`, `column` of `file`; no constants followed yet.
    public init(form: FontCallForm, name: String?, file: String, line: Int, column: Int, textSize: TextSizeBehaviour) {
        self.form = form
        self.name = name
        self.file = file
        self.line = line
        self.column = column
        self.textSize = textSize
    }
}

/// A font name a call's argument was followed to through the project's string constants.
public struct ResolvedSourceName: Sendable, Hashable {
    /// The literal the constant holds.
    public var name: String
    /// Where the literal is written: the constant's definition.
    public var file: String
    /// 1-based line of the literal.
    public var line: Int
    /// 1-based column (in Unicode scalars) of its opening quote.
    public var column: Int
    /// True for the literal default of `expr ?? "X"`: at run time the name may be another.
    public var isDefault: Bool
    /// True when `file` is the font file R.swift reads the name from (no line): its generated file is not committed.
    public var isFontFile = false

    /// A name found through a constant at `line`, `column` of `file`.
    public init(name: String, file: String, line: Int, column: Int, isDefault: Bool) {
        self.name = name
        self.file = file
        self.line = line
        self.column = column
        self.isDefault = isDefault
    }

}

extension SourceFontCall {
    /// Every name the call is known to use: its literal, or the names its constant resolved to.
    public var names: [String] { name.map { [$0] } ?? resolvedNames.map(\.name) }

    /// How messages name a resolved name: `"X" from kFont (defined at Fonts.swift:12)`,
    /// `"X" from appFont (the default after ??, defined at Fonts.swift:12)`, or `"X" (the default after ??)` when
    /// the `??` is the argument itself.
    public func describedName(_ resolved: ResolvedSourceName) -> String {
        guard let argumentText, !argumentText.hasPrefix("… ??") else {
            return "\"\(resolved.name)\"" + (resolved.isDefault ? " (the default after ??)" : "")
        }
        if resolved.isFontFile {
            // Tuist renders SwiftGen's fonts template, and a project's swiftgen.yml the same one (M744).
            let generator = tuistFont == nil ? "R.swift's" : "the SwiftGen fonts template's"
            return "\"\(resolved.name)\" from \(argumentText) (\(generator) name for \(Self.path(resolved.file, besides: file)))"
        }
        let place = resolved.file == file ? "defined at line \(resolved.line)" : "defined at \(Self.path(resolved.file, besides: file)):\(resolved.line)"
        return "\"\(resolved.name)\" from \(argumentText) (" + (resolved.isDefault ? "the default after ??, " : "") + place + ")"
    }

    /// `path` without the folders it shares with `other`: `Fonts.swift` beside `Views.swift`,
    /// `Generated/Fonts.swift` from `Sources/Views.swift`.
    static func path(_ path: String, besides other: String) -> String {
        let folders = path.split(separator: "/", omittingEmptySubsequences: false)
        let otherFolders = other.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        var shared = 0
        while shared < folders.count - 1, shared < otherFolders.count, folders[shared] == otherFolders[otherFolders.startIndex + shared] { shared += 1 }
        return folders[shared...].joined(separator: "/")
    }

    /// The call as one caller of its helper makes it: at the caller's place, with the name the caller passes
    /// when the helper's name is its parameter, and the size behaviour the caller gives when the size is.
    public func asCalled(by site: FontHelperCallSite) -> SourceFontCall {
        var call = self
        call.file = site.file
        call.line = site.line
        call.column = site.column
        if helper?.namesFromCallers == true || (helper?.casesFromCallers == true && !site.resolvedNames.isEmpty) {
            call.name = site.name
            call.resolvedNames = site.resolvedNames
            call.argumentText = site.argumentText
        }
        if helper?.sizesFromCallers == true {
            call.textSize = site.textSize
            call.isBarItemTitle = site.isBarItemTitle
            call.barTitleProperty = site.barTitleProperty
        }
        return call
    }

    /// The names for a message: `"X"`, `"X" from kFont (…)`, several joined by "or", or "a name given at run time".
    public var describedNames: String {
        if let name { return "\"\(name)\"" }
        guard !resolvedNames.isEmpty else { return "with a name given at run time" }
        return resolvedNames.map(describedName).joined(separator: " or ")
    }
}
