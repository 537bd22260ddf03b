/// The PostScript name Core Text gives a named instance that stores none (no fvar postScriptNameID):
/// the default instance's PostScript name (name ID 6), an underscore, and the instance's subfamily
/// name with each space turned into a hyphen ("Inter" + "Semi Bold" → "Inter_Semi-Bold").
///
/// Evidence: iOS lists `STIXTwoText_Medium`, `NotoSansSyriac-Regular_Thin`, `Skia-Regular_Black-Condensed`
/// (shared/reference/ios-system-fonts.json), and SwiftGen, asking Core Text on a Mac, wrote `Inter_Semi-Bold`
/// and `Inter_Extra-Bold-Italic` for Inter.ttf in anyproto/anytype-swift. This is not Adobe TN #5902's
/// `Inter-SemiBold`, and name ID 25 plays no part (no evidence that Core Text reads it).
public enum InstancePostScriptName {
    /// nil without a default PostScript name: what Core Text does then is unknown, so no name is invented.
    public static func generate(defaultPostScriptName: String?, subfamily: String) -> String? {
        guard let defaultPostScriptName else { return nil }
        return defaultPostScriptName + "_" + subfamilyPart(subfamily)
    }

    /// Spaces become hyphens, as observed. Not observed, and so chosen: any other whitespace (a tab, a
    /// no-break space) becomes a hyphen too, and every character a PostScript name may not hold (outside
    /// printable ASCII 33–126, or one of `[](){}<>/%`) is dropped, so that the name stays one a developer
    /// can type into `UIFont(name:)` and a terminal can show. Long names are not cut to 63 characters:
    /// Core Text's names are not known to be, and a cut name would not match the one a device reports.
    static func subfamilyPart(_ subfamily: String) -> String {
        var part = String.UnicodeScalarView()
        for scalar in subfamily.unicodeScalars {
            if scalar.properties.isWhitespace {
                part.append("-")
            } else if (0x21...0x7E).contains(scalar.value), !forbidden.contains(scalar) {
                part.append(scalar)
            }
        }
        return String(part)
    }

    private static let forbidden: Set<Unicode.Scalar> = ["[", "]", "(", ")", "{", "}", "<", ">", "/", "%"]
}
