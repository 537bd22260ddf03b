/// Words for a name record's platform, encoding and language IDs (OpenType spec, `name` table).
public enum NameRecordLabels {
    /// `Macintosh`, `Windows`, … for a platform ID; `platform N` for one the spec does not name.
    public static func platform(_ id: UInt16) -> String {
        switch id {
        case 0: "Unicode"
        case 1: "Macintosh"
        case 2: "ISO"
        case 3: "Windows"
        default: "platform \(id)"
        }
    }

    /// `Unicode BMP`, `Roman`, … for an encoding ID of `platform`.
    public static func encoding(platform: UInt16, encoding: UInt16) -> String {
        switch (platform, encoding) {
        case (0, 3): "Unicode BMP"
        case (0, 4): "Unicode full"
        case (0, _): "Unicode \(encoding)"
        case (1, 0): "Roman"
        case (1, 1): "Japanese"
        case (1, 2): "Chinese (Traditional)"
        case (1, 3): "Korean"
        case (1, 25): "Chinese (Simplified)"
        case (2, 0): "ASCII"
        case (2, 1): "ISO 10646"
        case (2, 2): "ISO 8859-1"
        case (3, 0): "Symbol"
        case (3, 1): "Unicode BMP"
        case (3, 10): "Unicode full"
        default: "encoding \(encoding)"
        }
    }

    /// Common Macintosh language codes and Windows LCIDs; others as numbers.
    public static func language(platform: UInt16, language: UInt16) -> String {
        switch platform {
        case 1:
            let mac: [UInt16: String] = [
                0: "English", 1: "French", 2: "German", 3: "Italian", 4: "Dutch", 5: "Swedish", 6: "Spanish",
                7: "Danish", 8: "Portuguese", 9: "Norwegian", 11: "Japanese", 12: "Arabic", 13: "Finnish",
                14: "Greek", 17: "Turkish", 19: "Chinese (Traditional)", 23: "Korean", 32: "Russian",
                33: "Chinese (Simplified)",
            ]
            return mac[language] ?? "language \(language)"
        case 3:
            let windows: [UInt16: String] = [
                0x0409: "en-US", 0x0809: "en-GB", 0x040C: "fr-FR", 0x0407: "de-DE", 0x0410: "it-IT",
                0x0C0A: "es-ES", 0x040A: "es-ES (traditional)", 0x0411: "ja-JP", 0x0412: "ko-KR",
                0x0804: "zh-CN", 0x0404: "zh-TW", 0x0C04: "zh-HK", 0x0419: "ru-RU", 0x0416: "pt-BR",
                0x0816: "pt-PT", 0x0413: "nl-NL", 0x041D: "sv-SE", 0x0415: "pl-PL", 0x041F: "tr-TR",
                0x0408: "el-GR", 0x040D: "he-IL", 0x0401: "ar-SA", 0x042A: "vi-VN", 0x041E: "th-TH",
            ]
            let hex = String(language, radix: 16, uppercase: true)
            return windows[language] ?? "0x" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        default:
            return "language \(language)"
        }
    }
}
