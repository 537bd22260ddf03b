/// One record of an sfnt `name` table, with its bytes decoded by its platform's rules.
public struct NameRecord: Sendable, Hashable {
    /// The platform: 0 Unicode, 1 Macintosh, 3 Windows.
    public var platformID: UInt16
    /// The platform-specific encoding (Windows 1 is UTF-16 BMP, Macintosh 0 is Mac Roman).
    public var encodingID: UInt16
    /// The platform-specific language (Windows 0x409 and Macintosh 0 are English).
    public var languageID: UInt16
    /// What the record names: see `NameID`.
    public var nameID: UInt16
    /// The stored bytes, kept so that reports can show what could not be decoded.
    public var bytes: [UInt8]

    /// A record as stored in the table.
    public init(platformID: UInt16, encodingID: UInt16, languageID: UInt16, nameID: UInt16, bytes: [UInt8]) {
        self.platformID = platformID
        self.encodingID = encodingID
        self.languageID = languageID
        self.nameID = nameID
        self.bytes = bytes
    }

    /// The decoded text; nil for encodings fontinspect does not decode (legacy CJK Mac encodings).
    public var text: String? { decoded?.text }

    /// False when the bytes break their encoding's rules (odd UTF-16 length, lone surrogates);
    /// `text` then holds U+FFFD where the bad units were.
    public var isWellFormed: Bool { decoded?.isWellFormed ?? false }

    /// Whether `text` is non-nil, known from the platform and encoding without decoding the bytes.
    public var isDecodable: Bool { NameTextDecoder.Encoding(platformID: platformID, encodingID: encodingID) != nil }

    private var decoded: DecodedText? { NameTextDecoder.decode(bytes, platformID: platformID, encodingID: encodingID) }

    /// Macintosh Roman English (1, 0, 0): the record Core Text prefers.
    public var isMacintoshEnglish: Bool { platformID == 1 && encodingID == 0 && languageID == 0 }
    /// Windows English (3, *, 0x409): the record chosen when there is no Macintosh English one.
    public var isWindowsEnglish: Bool { platformID == 3 && languageID == 0x409 }
}

/// The name IDs fontinspect reads (OpenType `name` table, "Name IDs").
public enum NameID {
    /// The legacy family name, four faces per family at most.
    public static let family: UInt16 = 1
    /// The legacy subfamily: Regular, Italic, Bold or Bold Italic.
    public static let subfamily: UInt16 = 2
    /// The unique font identifier.
    public static let uniqueID: UInt16 = 3
    /// The full (display) name.
    public static let fullName: UInt16 = 4
    /// The version string.
    public static let version: UInt16 = 5
    /// The PostScript name: what code and Interface Builder load a face by.
    public static let postScriptName: UInt16 = 6
    /// The typographic family, grouping any number of faces.
    public static let typographicFamily: UInt16 = 16
    /// The typographic subfamily (`SemiBold Italic`).
    public static let typographicSubfamily: UInt16 = 17
    /// The prefix of named instances' generated PostScript names.
    public static let variationsPostScriptNamePrefix: UInt16 = 25
}
