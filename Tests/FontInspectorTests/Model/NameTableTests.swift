import Testing
@testable import FontInspector

@Suite struct NameTableTests {
    static func utf16(_ text: String) -> [UInt8] { text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] } }

    static func record(_ platform: UInt16, _ encoding: UInt16, _ language: UInt16, _ id: UInt16, _ text: String) -> NameRecord {
        NameRecord(platformID: platform, encodingID: encoding, languageID: language, nameID: id,
                   bytes: platform == 1 ? Array(text.utf8) : utf16(text))
    }

    @Test func macintoshEnglishWinsOverWindowsEnglishWhateverTheOrder() {
        let table = NameTable(records: [
            Self.record(3, 1, 0x409, 1, "System Font"),
            Self.record(1, 0, 0, 1, ".SF NS Display"),
        ])
        #expect(table.string(for: 1) == ".SF NS Display")
    }

    @Test func aMacintoshRecordHoldingUTF16IsPassedOverForTheWindowsOne() {
        // FP101: a converter stored UTF-16BE under Mac Roman; a Mac Roman name never holds NUL.
        let table = NameTable(records: [
            NameRecord(platformID: 1, encodingID: 0, languageID: 0, nameID: 6, bytes: Self.utf16("OpenSans-SemiBold")),
            Self.record(3, 1, 0x409, 6, "OpenSans-SemiBold"),
            NameRecord(platformID: 1, encodingID: 0, languageID: 0, nameID: 1, bytes: Self.utf16("Only Mac")),
        ])
        #expect(table.string(for: 6) == "OpenSans-SemiBold")
        #expect(table.string(for: 1) == "\0O\0n\0l\0y\0 \0M\0a\0c")  // no other record: the one there is
    }

    @Test func windowsEnglishWinsOverOtherLanguagesAndPlatforms() {
        let table = NameTable(records: [
            Self.record(0, 3, 0, 1, "Unicode Family"),
            Self.record(3, 1, 0x407, 1, "Deutsche Familie"),
            Self.record(3, 1, 0x409, 1, "English Family"),
            Self.record(1, 0, 2, 1, "Mac German"),
        ])
        #expect(table.string(for: 1) == "English Family")
    }

    @Test func otherwiseTheFirstDecodableRecordInTableOrder() {
        let table = NameTable(records: [
            NameRecord(platformID: 1, encodingID: 1, languageID: 11, nameID: 1, bytes: [0x82, 0xA0]),  // Mac Japanese: not decoded
            Self.record(3, 1, 0x411, 1, "Japanese Family"),
            Self.record(3, 1, 0x407, 1, "Deutsche Familie"),
        ])
        #expect(table.string(for: 1) == "Japanese Family")
        #expect(table.string(for: 2) == nil)
    }

    @Test func typographicNamesWinOverLegacyOnes() {
        let table = NameTable(records: [
            Self.record(3, 1, 0x409, 1, "Fixture Typo Semibold"),
            Self.record(3, 1, 0x409, 2, "Regular"),
            Self.record(3, 1, 0x409, 16, "Fixture Typo"),
            Self.record(3, 1, 0x409, 17, "Semibold"),
        ])
        #expect(table.family == "Fixture Typo")
        #expect(table.style == "Semibold")
    }

    @Test func macRomanUpperHalfDecodesByApplesTable() {
        // é ™ € Apple-logo ı ˇ, bytes 0x8E 0xAA 0xDB 0xF0 0xF5 0xFF
        let record = NameRecord(platformID: 1, encodingID: 0, languageID: 0, nameID: 1, bytes: [0x8E, 0xAA, 0xDB, 0xF0, 0xF5, 0xFF])
        #expect(record.text == "é™€\u{F8FF}ıˇ")
        #expect(record.isWellFormed)
    }

    @Test func utf16WithAnOddLengthIsDecodedAndMarkedMalformed() {
        let record = NameRecord(platformID: 3, encodingID: 1, languageID: 0x409, nameID: 6, bytes: [0x00, 0x41, 0x00, 0x42, 0x00])
        #expect(record.text == "AB")
        #expect(record.isWellFormed == false)
    }

    @Test func aLoneSurrogateBecomesAReplacementCharacter() {
        let record = NameRecord(platformID: 3, encodingID: 1, languageID: 0x409, nameID: 6, bytes: [0xD8, 0x00, 0x00, 0x41])
        #expect(record.text == "\u{FFFD}A")
        #expect(record.isWellFormed == false)
    }

    @Test func aLoneTrailSurrogateAndALeadAtTheEndEachBecomeAReplacementCharacter() {
        let record = NameRecord(platformID: 3, encodingID: 1, languageID: 0x409, nameID: 6,
                                bytes: [0x00, 0x41, 0xDC, 0x00, 0x00, 0x42, 0xD8, 0x3D])
        #expect(record.text == "A\u{FFFD}B\u{FFFD}")
        #expect(record.isWellFormed == false)
    }

    @Test func utf16OfEveryUTF8LengthRoundTrips() {
        let text = "Aé中😀"  // one, two, three and four UTF-8 bytes
        let record = Self.record(3, 1, 0x409, 4, text)
        #expect(record.text == text)
        #expect(record.isWellFormed)
    }

    @Test func surrogatePairsDecodeToOneScalar() {
        let record = NameRecord(platformID: 0, encodingID: 4, languageID: 0, nameID: 1, bytes: [0xD8, 0x3D, 0xDE, 0x00])
        #expect(record.text == "😀")
        #expect(record.isWellFormed)
    }

    @Test func isoLatin1AndAsciiRecords() {
        #expect(NameRecord(platformID: 2, encodingID: 2, languageID: 0, nameID: 1, bytes: [0x43, 0x61, 0x66, 0xE9]).text == "Café")
        let ascii = NameRecord(platformID: 2, encodingID: 0, languageID: 0, nameID: 1, bytes: [0x41, 0xE9])
        #expect(ascii.text == "A\u{FFFD}")
        #expect(ascii.isWellFormed == false)
    }
}

@Suite struct InstancePostScriptNameTests {
    @Test func generatedNamesJoinTheDefaultNameAndTheSubfamilyAsCoreTextDoes() {
        #expect(InstancePostScriptName.generate(defaultPostScriptName: "Inter", subfamily: "Semi Bold Italic") == "Inter_Semi-Bold-Italic")
        #expect(InstancePostScriptName.generate(defaultPostScriptName: "Skia-Regular", subfamily: "Black Condensed")
            == "Skia-Regular_Black-Condensed")
        #expect(InstancePostScriptName.generate(defaultPostScriptName: "STIXTwoText-Italic", subfamily: "Medium Italic")
            == "STIXTwoText-Italic_Medium-Italic")
        #expect(InstancePostScriptName.generate(defaultPostScriptName: nil, subfamily: "Bold") == nil)
    }

    @Test func subfamilyCharactersAPostScriptNameCannotHoldAreDroppedAndWhitespaceIsAHyphen() {
        // Every whitespace character is one hyphen; `.` and `-` stay; `/`, `%`, brackets, non-ASCII, controls go.
        #expect(InstancePostScriptName.generate(defaultPostScriptName: "X", subfamily: "Wt. 550 / Ñ") == "X_Wt.-550--")
        #expect(InstancePostScriptName.generate(defaultPostScriptName: "X", subfamily: "A\tB\u{A0}C  D") == "X_A-B-C--D")
        #expect(InstancePostScriptName.generate(defaultPostScriptName: "X", subfamily: "<{[(%)]}>\u{7F}\u{1B}é!~") == "X_!~")
    }
}
