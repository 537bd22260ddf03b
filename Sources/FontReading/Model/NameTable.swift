/// The records of a `name` table, and the choice among them that Core Text makes.
public struct NameTable: Sendable, Hashable {
    /// The records in table order.
    public var records: [NameRecord]

    /// A table of the records read.
    public init(records: [NameRecord]) {
        self.records = records
    }

    /// The text for `nameID`: the Macintosh English record (1, 0, 0) where there is one, as Core Text
    /// favours it, then Windows English (3, *, 0x409), then the first decodable record in table order.
    /// A Macintosh record holding a NUL byte is passed over: Mac Roman text never has one, so its bytes are
    /// UTF-16 a converter stored under the wrong platform (`\0O\0p\0e\0n…`), and the app that names the
    /// Windows record's name loads the face (FP101).
    /// Only the chosen record is decoded: decoding every candidate was a large share of `list`'s time.
    public func string(for nameID: UInt16) -> String? {
        var chosen: NameRecord?
        for record in records where record.nameID == nameID && record.isDecodable {
            if record.isMacintoshEnglish && !record.bytes.contains(0) { return record.text }
            if chosen == nil || (record.isWindowsEnglish && chosen?.isWindowsEnglish == false) { chosen = record }
        }
        return chosen?.text
    }

    /// The text of the Windows record for `nameID` (3, *, 0x409 first, else the first decodable Windows one); nil
    /// when there is none. Windows' legacy IDs 1/2 carry style linking, which Mac records often write otherwise.
    public func windowsString(for nameID: UInt16) -> String? {
        let windows = records.filter { $0.nameID == nameID && $0.platformID == 3 && $0.isDecodable }
        return (windows.first(where: \.isWindowsEnglish) ?? windows.first)?.text
    }

    /// Apple's family: typographic family (ID 16) where present, else ID 1.
    public var family: String? { string(for: NameID.typographicFamily) ?? string(for: NameID.family) }
    /// Apple's style: typographic subfamily (ID 17) where present, else ID 2.
    public var style: String? { string(for: NameID.typographicSubfamily) ?? string(for: NameID.subfamily) }
    /// Name ID 4, as `string(for:)` chooses it.
    public var fullName: String? { string(for: NameID.fullName) }
    /// Name ID 6, as `string(for:)` chooses it.
    public var postScriptName: String? { string(for: NameID.postScriptName) }
}
