/// The PostScript name of a named instance that stores none (no fvar postScriptNameID), generated
/// as Adobe Technical Note #5902 specifies and as Core Text reports it: the family prefix, a hyphen,
/// and the instance's subfamily name, each reduced to ASCII letters and digits
/// ("Fixture Var" + "Condensed Bold" → "FixtureVar-CondensedBold").
///
/// fontinspect generates the name itself rather than asking FreeType, because FreeType 2.12
/// (Debian 12) returns no name at all when the family has a space; FreeType's answer is kept as a
/// differential test where it gives one.
public enum InstancePostScriptName {
    /// Name ID 25 (Variations PostScript Name Prefix) as stored; else the typographic family
    /// (ID 16) or family (ID 1) with everything but ASCII letters and digits removed.
    public static func prefix(from names: NameTable) -> String? {
        if let stored = names.string(for: NameID.variationsPostScriptNamePrefix) { return stored }
        return names.family.map(lettersAndDigits)
    }

    public static func generate(prefix: String, subfamily: String) -> String {
        prefix + "-" + lettersAndDigits(subfamily)
    }

    static func lettersAndDigits(_ text: String) -> String {
        String(text.unicodeScalars.filter { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) })
    }
}
