/// One record of an sfnt `name` table, with its bytes decoded by its platform's rules.
public struct NameRecord: Sendable, Hashable {
    public var platformID: UInt16
    public var encodingID: UInt16
    public var languageID: UInt16
    public var nameID: UInt16
    /// The stored bytes, kept so that reports can show what could not be decoded.
    public var bytes: [UInt8]

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

    public var isMacintoshEnglish: Bool { platformID == 1 && encodingID == 0 && languageID == 0 }
    public var isWindowsEnglish: Bool { platformID == 3 && languageID == 0x409 }
}

/// The name IDs fontinspect reads (OpenType `name` table, "Name IDs").
public enum NameID {
    public static let family: UInt16 = 1
    public static let subfamily: UInt16 = 2
    public static let uniqueID: UInt16 = 3
    public static let fullName: UInt16 = 4
    public static let version: UInt16 = 5
    public static let postScriptName: UInt16 = 6
    public static let typographicFamily: UInt16 = 16
    public static let typographicSubfamily: UInt16 = 17
    public static let variationsPostScriptNamePrefix: UInt16 = 25
}
