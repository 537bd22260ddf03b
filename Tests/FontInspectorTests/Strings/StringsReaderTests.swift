import Foundation
import Testing
@testable import FontInspector
import TestSupport

extension Fixtures {
    /// A small localized app: the coverage fonts (links into TestFonts) and tables in six languages.
    static let localizedApp = repositoryRoot + "/Tests/Fixtures/LocalizedApp"
}

@Suite struct StringsFileParserTests {
    func parse(_ text: String) throws -> [String] {
        try StringsFileParser.parse(text).map { "\($0.key)=\($0.value)" }
    }

    @Test func entriesCommentsAndEscapes() throws {
        let text = #"""
            /* a block
               comment */ "a" = "x\"y"; // line comment
            'b' = 'it\'s';
            "c" = "tab\there\nnew \\ \a\b\f\r\v|";
            "d" = "\U00E9\u0142 \UD83D\UDE00 \101\0";
            unquoted_key.1 = value/path:$-;
            "self";
            "a" = "second";
            """#
        #expect(try parse(text) == [
            "a=second", "b=it's", "c=tab\there\nnew \\ \u{07}\u{08}\u{0C}\r\u{0B}|", "d=éł 😀 A\u{0}",
            "unquoted_key.1=value/path:$-", "self=self",
        ])
    }

    /// Escaped surrogates left alone become U+FFFD, as UTF-16 decoding repairs them: a high one before a letter
    /// or at the end, a low one with no high before it, two highs in a row (the first is lone).
    @Test func loneEscapedSurrogatesAreReplaced() throws {
        #expect(try parse(#""e" = "\UD83Dx \UDE00 \UD83D\UD83D\UDE00 \UD83D";"#) == ["e=\u{FFFD}x \u{FFFD} \u{FFFD}😀 \u{FFFD}"])
    }

    /// The scanner reads UTF-8 bytes: non-ASCII white space between tokens is skipped (U+00A0, U+3000, U+2028,
    /// the BOM), non-ASCII text and escaped non-ASCII characters are kept whole, and lines after them still count.
    @Test func nonASCIITextWhiteSpaceAndLines() throws {
        #expect(try parse("\u{00A0}\"clé\"\u{3000}=\u{2028}\"日本語 ✓\\é\"\u{FEFF};\n'ß' = \"Grüße\";") == ["clé=日本語 ✓é", "ß=Grüße"])
        #expect(throws: StringsSyntaxError(line: 4, message: "expected '=' or ';' after \"b\", found 'é'")) {
            try StringsFileParser.parse("\"ä\n\" = \"ö\";\n/* ü\n */ \"b\" é")
        }
    }

    @Test func anEmptyFileOrOnlyCommentsHasNoEntries() throws {
        #expect(try parse("").isEmpty)
        #expect(try parse("\u{FEFF}/* nothing */\n// at all\n").isEmpty)
    }

    @Test("syntax errors give the line and what was expected", arguments: [
        ("\"a\" = \"b\"\n\"c\" = \"d\";", 2, "expected ';' after the value of \"a\", found '\"'"),
        ("\"a\" = \"b\";\n\n\"c\" = \"unterminated;", 3, "unterminated quoted string starting on this line"),
        ("/* open\n\n", 1, "unterminated comment starting on this line"),
        ("\"a\" \"b\";", 1, "expected '=' or ';' after \"a\", found '\"'"),
        ("\"a\" = (\"b\");", 1, "the value of \"a\" is not a string (a .strings file holds only strings)"),
        ("\"a\" =", 1, "expected a value after \"a\" =, found the end of the file"),
        ("\n{", 2, "expected a quoted key, found '{'"),
        ("\"a\" = \"b\"", 1, "expected ';' after the value of \"a\", found the end of the file"),
        // A quoted key stays on one line in the message.
        ("\"two\nlines\" = \"b\"", 2, "expected ';' after the value of \"two lines\", found the end of the file"),
    ])
    func syntaxErrors(text: String, line: Int, message: String) {
        #expect(throws: StringsSyntaxError(line: line, message: message)) { try StringsFileParser.parse(text) }
    }

    /// The tokenizer against Foundation's own old-style parser, on the committed tables.
    @Test(arguments: ["en.lproj/Localizable.strings", "vi.lproj/Localizable.strings", "pl.lproj/Localizable.strings", "Base.lproj/Main.strings"])
    func agreesWithPropertyListSerialization(_ file: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: Fixtures.localizedApp + "/" + file))
        let theirs = try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String])
        let ours = try LocalizationFileReader.read(path: Fixtures.localizedApp + "/" + file, source: .strings)
        #expect(Dictionary(uniqueKeysWithValues: ours.map { ($0.key, $0.value) }) == theirs)
    }
}

@Suite struct TextFileDecoderTests {
    @Test func byteOrderMarksAndTheirAbsence() {
        let text = "Zał €"
        let le = Array(text.data(using: .utf16LittleEndian)!)
        let be = Array(text.data(using: .utf16BigEndian)!)
        #expect(TextFileDecoder.decode([0xFF, 0xFE] + le) == text)
        #expect(TextFileDecoder.decode([0xFE, 0xFF] + be) == text)
        #expect(TextFileDecoder.decode(le) == text)
        #expect(TextFileDecoder.decode(be) == text)
        #expect(TextFileDecoder.decode([0xEF, 0xBB, 0xBF] + Array(text.utf8)) == text)
        #expect(TextFileDecoder.decode(Array(text.utf8)) == text)
        #expect(TextFileDecoder.decode([]) == "")
    }

    @Test func invalidTextIsRefused() {
        #expect(TextFileDecoder.decode([0x41, 0xFF, 0x42]) == nil)  // not UTF-8
        #expect(TextFileDecoder.decode([0xFF, 0xFE, 0x41]) == nil)  // odd UTF-16 length
        #expect(TextFileDecoder.decode([0xFF, 0xFE, 0x00, 0xD8, 0x41, 0x00]) == nil)  // lone high surrogate
    }
}

@Suite struct LocalizationFileReaderTests {
    let app = Fixtures.localizedApp

    func values(_ strings: [LocalizedString]) -> [String] { strings.map { "\($0.language) \($0.key)=\($0.value)" } }

    @Test func utf16StringsTakeTheirLanguageFromTheLprojFolder() throws {
        let strings = try LocalizationFileReader.read(path: app + "/pl.lproj/Localizable.strings", source: .strings)
        #expect(values(strings) == ["pl greeting=Cześć", "pl pay=Zapłać %1$@ zł"])
        #expect(strings.allSatisfy { $0.isFormatString && $0.source == .strings && $0.file.hasSuffix("pl.lproj/Localizable.strings") })
    }

    @Test func stringsdictLeavesOutTheRuleTypeAndValueType() throws {
        let strings = try LocalizationFileReader.read(path: app + "/de.lproj/Localizable.stringsdict", source: .stringsdict)
        #expect(values(strings) == ["de apples=%#@count@", "de apples=ein Apfel", "de apples=%d Äpfel"])
    }

    @Test func stringCatalogsGiveEveryLanguageVariationAndSubstitution() throws {
        let strings = try LocalizationFileReader.read(path: app + "/Localizable.xcstrings", source: .stringCatalog)
        #expect(values(strings) == [
            "en %lld files=%lld file", "en %lld files=%lld files",
            "ru %lld files=%lld файла", "ru %lld files=%lld файлов", "ru %lld files=%lld файл", "ru %lld files=%lld файла",
            "en Hello=Hello",  // no localization in the source language: the key is the text
            "en greeting=Tap to start", "en greeting=Click to start", "ja greeting=こんにちは", "ru greeting=Привет",
            "en photos=%#@photos@", "en photos=%arg photo", "en photos=%arg photos",
            "ru photos=%#@photos@", "ru photos=%arg фото",
        ])
    }

    @Test func binaryAndXMLPropertyListTablesAreRead() throws {
        let directory = try Fixtures.temporaryDirectory()
        try directory.mkdir("fr.lproj")
        let binary = try PropertyListSerialization.data(fromPropertyList: ["b": "Ça", "a": "œuvre"], format: .binary, options: 0)
        try directory.write(Array(binary), as: "fr.lproj/Binary.strings")
        let xml = try PropertyListSerialization.data(fromPropertyList: ["k": "ü"], format: .xml, options: 0)
        try directory.write(Array(xml), as: "Xml.strings")
        #expect(values(try LocalizationFileReader.read(path: directory.path + "/fr.lproj/Binary.strings", source: .strings))
            == ["fr a=œuvre", "fr b=Ça"])
        #expect(values(try LocalizationFileReader.read(path: directory.path + "/Xml.strings", source: .strings)) == ["default k=ü"])
    }

    /// An empty file is never handed to Foundation, which on Linux leaks the 4 KB it reads one into
    /// (`scripts/sanitize address` fails on that leak). Kept by `scripts/fuzz strings` in Fuzz/Regressions/strings/.
    @Test func emptyFilesAreReadWithoutFoundation() throws {
        let path = Fixtures.repositoryRoot + "/Fuzz/Regressions/strings/foundation-empty-file-leak.strings"
        #expect(try SmallFileReader.bytes(path: path, limit: 1024) == [])
        #expect(try LocalizationFileReader.read(path: path, source: .strings).isEmpty)
        #expect(try LocalizationFileReader.read(path: path, source: .text).isEmpty)
        #expect(throws: InputProblem(message: "not an XML or binary property list", file: path)) {
            try LocalizationFileReader.read(path: path, source: .stringsdict)
        }
        #expect(throws: InputProblem(message: "not a string catalog: invalid JSON", file: path)) {
            try LocalizationFileReader.read(path: path, source: .stringCatalog)
        }
    }

    @Test func textFilesGiveOneStringPerNonBlankLine() throws {
        let directory = try Fixtures.temporaryDirectory()
        try directory.write(Array("Ωmega 50%d\r\n\n  \nzwei\n".utf8), as: "notes.txt")
        let strings = try LocalizationFileReader.read(path: directory.path + "/notes.txt", source: .text)
        #expect(values(strings) == ["default line 1=Ωmega 50%d", "default line 4=zwei"])
        #expect(strings.allSatisfy { !$0.isFormatString })
    }

    @Test func badFilesAreErrorsNamingTheFileAndTheProblem() throws {
        let directory = try Fixtures.temporaryDirectory()
        let path = directory.path
        try directory.write(Array("\"a\" = \"b\"\n\"c\" = \"d\";".utf8), as: "Broken.strings")
        try directory.write([0x22, 0xFF, 0x22], as: "Latin1.strings")
        try directory.write(Array("{\"strings\": []}".utf8), as: "Wrong.xcstrings")
        try directory.write(Array("not json".utf8), as: "Text.xcstrings")
        try directory.write(Array("<?xml version=\"1.0\"?><plist><dict><key>a</key></dict></plist>".utf8), as: "Bad.stringsdict")
        try directory.write(Array("<?xml version=\"1.0\"?><plist><array/></plist>".utf8), as: "Array.stringsdict")
        try directory.write(Array("<?xml version=\"1.0\"?><plist><dict><key>a</key><integer>1</integer></dict></plist>".utf8), as: "Number.strings")
        let cases: [(String, LocalizationSource, String)] = [
            ("Broken.strings", .strings, "line 2: expected ';' after the value of \"a\", found '\"'"),
            ("Latin1.strings", .strings, "not UTF-8 or UTF-16 text"),
            ("Wrong.xcstrings", .stringCatalog, "not a string catalog: no \"strings\" object"),
            ("Text.xcstrings", .stringCatalog, "not a string catalog: invalid JSON"),
            ("Broken.strings", .stringsdict, "not an XML or binary property list"),
            ("Array.stringsdict", .stringsdict, "not a valid property list: the top level is not a dictionary"),
            ("Number.strings", .strings, "the value of \"a\" is not a string"),
            ("missing.strings", .strings, "no such file or directory"),
        ]
        for (file, source, reason) in cases {
            #expect(throws: InputProblem(message: reason, file: path + "/" + file)) {
                try LocalizationFileReader.read(path: path + "/" + file, source: source)
            }
        }
        // Foundation's own words follow the reason, and differ between platforms.
        do {
            _ = try LocalizationFileReader.read(path: path + "/Bad.stringsdict", source: .stringsdict)
            Issue.record("a malformed plist was read")
        } catch {
            #expect(error.message.hasPrefix("not a valid property list ("))
        }
        #expect(throws: InputProblem(message: "is a directory", file: path)) {
            try LocalizationFileReader.read(path: path, source: .text)
        }
    }

    @Test func languageComesFromTheFolder() {
        #expect(LocalizationLanguage.of(path: "App/pt-BR.lproj/Localizable.strings") == "pt-BR")
        #expect(LocalizationLanguage.of(path: "App/Base.lproj/Main.strings") == "Base")
        #expect(LocalizationLanguage.of(path: "App/Resources/Localizable.strings") == "default")
        #expect(LocalizationLanguage.of(path: "Localizable.strings") == "default")
        #expect(LocalizationLanguage.of(path: "App/.lproj/Localizable.strings") == "default")
    }

    @Test func theFinderPicksTablesInWalkOrderAndSkipsHiddenAndSystemShownOnes() throws {
        let directory = try Fixtures.temporaryDirectory()
        try directory.mkdir(".build/fr.lproj")
        try directory.write([], as: ".build/fr.lproj/Skipped.strings")
        try directory.mkdir(".hidden/fr.lproj")
        try directory.write([], as: ".hidden/fr.lproj/Hidden.strings")
        try directory.mkdir("App/b.lproj")
        try directory.mkdir("App/a.lproj")
        try directory.write([], as: "App/b.lproj/Localizable.strings")
        try directory.write([], as: "App/a.lproj/Plurals.STRINGSDICT")
        try directory.write([], as: "App/Catalog.xcstrings")
        try directory.write([], as: "App/notes.txt")
        // Shown by the system in the system font: not the app's text.
        try directory.write([], as: "App/b.lproj/InfoPlist.strings")
        try directory.write([], as: "App/AppShortcuts.xcstrings")
        try directory.mkdir("App/Settings.bundle/en.lproj")
        try directory.write([], as: "App/Settings.bundle/en.lproj/Root.strings")
        // An intent definition's table, beside it in Base.lproj or in a language folder (FP181).
        try directory.mkdir("App/Base.lproj")
        try directory.write([], as: "App/Base.lproj/WidgetOptions.intentdefinition")
        try directory.write([], as: "App/b.lproj/WidgetOptions.strings")
        try directory.link("App/loop", to: directory.path + "/App")
        let found = LocalizationFileFinder.tables(in: try BundleScanner.scan(directory.path))
        #expect(found.map { "\($0.source.rawValue) " + $0.path.dropFirst(directory.path.count) } == [
            "xcstrings /App/Catalog.xcstrings", "stringsdict /App/a.lproj/Plurals.STRINGSDICT", "strings /App/b.lproj/Localizable.strings",
        ])
    }
}

@Suite struct FormatSpecifierTests {
    @Test("specifiers are removed, %% becomes %, anything else stays", arguments: [
        ("%@ and %d", " and "),
        ("%1$@ owes %2$lld", " owes "),
        ("%.2f € / %5.1f%% / %-3s|%*d|%.*f", " € / % / ||"),
        ("%lu %hhd %zd %qd %Lf %x %X %o %e %g %c %C %S %p %i %u %U %D %O %a %E %G %F", String(repeating: " ", count: 22)),
        ("%#@files@ in %#@albums@", " in "),
        ("%arg photos, %arg", " photos, "),
        ("50 % off", "50 % off"),
        ("100%", "100%"),
        ("%#@unterminated", "%#@unterminated"),
        ("%k %", "%k %"),
        ("%'d and %+d and %#x and %05d", " and  and  and "),
        // Non-ASCII text is copied as it is, next to a specifier or after a `%` that starts none.
        ("Grüße, %@! 日本%1$@語 %\u{301}d é%", "Grüße, ! 日本語 %\u{301}d é%"),
        ("no specifier: 50 € ✓", "no specifier: 50 € ✓"),
    ])
    func strip(_ input: String, _ expected: String) {
        #expect(FormatSpecifiers.strip(input) == expected)
    }
}
