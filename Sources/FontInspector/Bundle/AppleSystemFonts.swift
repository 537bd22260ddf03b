/// A platform an Apple target builds for. Lint has catalogues of the preinstalled fonts of iOS and macOS
/// (`catalogued`); for watchOS and tvOS it has none.
public enum ApplePlatform: String, Sendable, CaseIterable {
    case iOS, macOS, watchOS, tvOS

    /// The platforms whose preinstalled fonts lint knows: what a name in no target is checked against.
    public static let catalogued: [ApplePlatform] = [.iOS, .macOS]

    /// Lint knows its preinstalled fonts.
    public var hasSystemFontCatalogue: Bool { Self.catalogued.contains(self) }
}

/// One family of preinstalled fonts and the PostScript names of its faces.
public struct AppleSystemFontFamily: Sendable, Hashable {
    /// The family name (`Helvetica Neue`).
    public let name: String
    /// The PostScript names of the faces that ship with `platform`.
    public let postScriptNames: [String]

    init(_ name: String, _ postScriptNames: [String]) {
        self.name = name
        self.postScriptNames = postScriptNames
    }
}

/// The fonts that ship with iOS and macOS: valid references without being bundled. The data
/// (AppleSystemFonts.generated.swift, made by scripts/generate-system-fonts.py) is the union over every OS
/// version its sources cover, so a name found here may be gone from the newest release.
public enum AppleSystemFonts {
    /// The font families that ship with `platform`.
    public static func families(on platform: ApplePlatform) -> [AppleSystemFontFamily] {
        switch platform {
        case .iOS: iOSFamilies
        case .macOS: macOSFamilies
        case .watchOS, .tvOS: []
        }
    }

    /// The PostScript names of the faces that ship with `platform`.
    public static func postScriptNames(on platform: ApplePlatform) -> [String] {
        sortedUnique(families(on: platform).flatMap(\.postScriptNames))
    }

    /// iOS ∪ macOS, sorted.
    public static let postScriptNames: [String] = sortedUnique(allFamilies.flatMap(\.postScriptNames))
    /// iOS ∪ macOS, sorted.
    public static let familyNames: [String] = sortedUnique(allFamilies.map(\.name))

    /// Exact, case included, as Core Text looks names up.
    public static func isSystemFont(postScriptName: String) -> Bool {
        postScriptNameSet.contains(postScriptName)
    }

    /// True when `name` is the family name of a system font on some Apple platform.
    package static func isSystemFamily(_ name: String) -> Bool {
        familyNameSet.contains(name)
    }

    /// Exact, case included, on one platform: what an app built for it can load without bundling.
    public static func isSystemFont(postScriptName: String, on platform: ApplePlatform) -> Bool {
        switch platform {
        case .iOS: iOSPostScriptNameSet.contains(postScriptName)
        case .macOS: macOSPostScriptNameSet.contains(postScriptName)
        case .watchOS, .tvOS: false
        }
    }

    /// Names Apple reserves for its hidden system fonts start with a dot: `.AppleSystemUIFont`, which Xcode writes
    /// into storyboards and xibs for the system font, and `.SFUI-Regular` / `.SFNS-Regular`, which
    /// `UIFont.systemFont` and `NSFont.systemFont` report. No catalogue lists them; they are never an app's font.
    public static func isPrivateSystemName(_ name: String) -> Bool {
        name.hasPrefix(".") && name.count > 1
    }

    /// The families, on either platform, with a face of this PostScript name.
    public static func families(withPostScriptName name: String) -> [String] {
        sortedUnique(allFamilies.filter { $0.postScriptNames.contains(name) }.map(\.name))
    }

    private static let allFamilies = iOSFamilies + macOSFamilies
    private static let postScriptNameSet = Set(postScriptNames)
    private static let familyNameSet = Set(familyNames)
    private static let iOSPostScriptNameSet = Set(iOSFamilies.flatMap(\.postScriptNames))
    private static let macOSPostScriptNameSet = Set(macOSFamilies.flatMap(\.postScriptNames))

    private static func sortedUnique(_ names: [String]) -> [String] {
        Set(names).sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }
}
