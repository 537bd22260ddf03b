/// A platform whose preinstalled fonts lint knows.
public enum ApplePlatform: String, Sendable, CaseIterable {
    case iOS, macOS
}

/// One family of preinstalled fonts and the PostScript names of its faces.
public struct AppleSystemFontFamily: Sendable, Hashable {
    public let name: String
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
    public static func families(on platform: ApplePlatform) -> [AppleSystemFontFamily] {
        switch platform {
        case .iOS: iOSFamilies
        case .macOS: macOSFamilies
        }
    }

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

    public static func isSystemFamily(_ name: String) -> Bool {
        familyNameSet.contains(name)
    }

    /// The families, on either platform, with a face of this PostScript name.
    public static func families(withPostScriptName name: String) -> [String] {
        sortedUnique(allFamilies.filter { $0.postScriptNames.contains(name) }.map(\.name))
    }

    private static let allFamilies = iOSFamilies + macOSFamilies
    private static let postScriptNameSet = Set(postScriptNames)
    private static let familyNameSet = Set(familyNames)

    private static func sortedUnique(_ names: [String]) -> [String] {
        Set(names).sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }
}
