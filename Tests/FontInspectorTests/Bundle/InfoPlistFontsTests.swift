import Foundation
import Testing
@testable import FontInspector
import TestSupport

@Suite struct InfoPlistFontsTests {
    @Test func stringEntriesAreReadWithLinesAndWrongOnesAreProblems() throws {
        let text = xmlPlist("""
            <dict>
                <key>CFBundleName</key>
                <string>Sample</string>
                <key>UIAppFonts</key>
                <array>
                    <string>Inter-Regular.ttf</string>
                    <string>Fonts/Inter-Bold.ttf</string>
                    <dict/>
                    <integer>3</integer>
                    <string></string>
                </array>
                <key>ATSApplicationFontsPath</key>
                <string>Fonts</string>
            </dict>
            """)
        let info = InfoPlistFonts(document: try document(text, file: "App/Info.plist"))
        #expect(info.declaresFonts)
        #expect(info.appFonts == [
            Located("Inter-Regular.ttf", file: "App/Info.plist", line: 9, keyPath: "UIAppFonts[0]"),
            Located("Fonts/Inter-Bold.ttf", file: "App/Info.plist", line: 10, keyPath: "UIAppFonts[1]"),
        ])
        #expect(info.applicationFontsPath
            == Located("Fonts", file: "App/Info.plist", line: 15, keyPath: "ATSApplicationFontsPath"))
        #expect(info.problems == [
            InputProblem(
                kind: .wrongType,
                message: #"UIAppFonts[2] is a dictionary; expected a string, a font file path such as "Fonts/Inter.ttf""#,
                file: "App/Info.plist", line: 11, keyPath: "UIAppFonts[2]"),
            InputProblem(
                kind: .wrongType,
                message: #"UIAppFonts[3] is a number; expected a string, a font file path such as "Fonts/Inter.ttf""#,
                file: "App/Info.plist", line: 12, keyPath: "UIAppFonts[3]"),
            InputProblem(
                kind: .invalidValue,
                message: #"UIAppFonts[4] is an empty string; expected a font file path such as "Fonts/Inter.ttf""#,
                file: "App/Info.plist", line: 13, keyPath: "UIAppFonts[4]"),
        ])
    }

    @Test(arguments: [
        ("<string>Inter.ttf</string>", "a string"),
        ("<integer>1</integer>", "a number"),
        ("<dict><key>a</key><string>Inter.ttf</string></dict>", "a dictionary"),
    ])
    func uiAppFontsThatIsNotAnArrayIsAProblem(value: String, type: String) throws {
        let text = xmlPlist("<dict>\n<key>UIAppFonts</key>\n\(value)\n</dict>")
        let info = InfoPlistFonts(document: try document(text))
        #expect(info.declaresFonts)
        #expect(info.appFonts.isEmpty)
        #expect(info.problems == [
            InputProblem(
                kind: .wrongType,
                message: "UIAppFonts is \(type); expected an array of font file paths such as \"Fonts/Inter.ttf\"",
                file: "Test.plist", line: 5, keyPath: "UIAppFonts"),
        ])
    }

    @Test func applicationFontsPathMustBeAString() throws {
        let info = InfoPlistFonts(document: try document(xmlPlist(
            "<dict><key>ATSApplicationFontsPath</key><array><string>Fonts</string></array></dict>")))
        #expect(info.declaresFonts)
        #expect(info.applicationFontsPath == nil)
        #expect(info.problems.map(\.message) == [
            #"ATSApplicationFontsPath is an array; expected a string, a folder relative to Contents/Resources such as "Fonts" or ".""#,
        ])
    }

    /// "" names Contents/Resources itself, as "." does (FP1102): a folder, not a problem.
    @Test func anEmptyApplicationFontsPathIsTheResourcesFolder() throws {
        let info = InfoPlistFonts(document: try document(xmlPlist(
            "<dict><key>ATSApplicationFontsPath</key><string></string></dict>")))
        #expect(info.applicationFontsPath?.value == "")
        #expect(info.problems.isEmpty)
        #expect(FontRegistration.bundleRelativeComponents("") == [])
    }

    @Test func aPlistWithoutFontKeysDeclaresNoFonts() throws {
        let info = InfoPlistFonts(document: try document(xmlPlist("<dict><key>CFBundleName</key><string>A</string></dict>")))
        #expect(info.declaresFonts == false)
        #expect(info.appFonts.isEmpty && info.problems.isEmpty)
    }

    @Test func theTopLevelMustBeADictionary() throws {
        let info = InfoPlistFonts(document: try document(xmlPlist("<array/>")))
        #expect(info.problems == [
            InputProblem(
                kind: .wrongType, message: "the property list is an array; expected a dictionary at the top level",
                file: "Test.plist"),
        ])
    }

    @Test func binaryInfoPlistsOfBuiltAppsAreReadWithoutLines() throws {
        let directory = try Fixtures.temporaryDirectory()
        let file = try directory.write(
            try binaryPlist(["UIAppFonts": ["A.ttf", 7], "CFBundleExecutable": "App"] as [String: Any]),
            as: "App.app/Info.plist")
        let info = InfoPlistFonts.read(file: file)
        #expect(info.appFonts == [Located("A.ttf", file: file, line: nil, keyPath: "UIAppFonts[0]")])
        #expect(info.problems.map(\.keyPath) == ["UIAppFonts[1]"])
        #expect(info.problems.map(\.line) == [nil])
    }

    @Test func anUnreadableFileIsAProblemOfTheValue() throws {
        let directory = try Fixtures.temporaryDirectory()
        let file = try directory.write("<plist><dict><key>UIAppFonts</key></plist>", as: "Info.plist")
        let info = InfoPlistFonts.read(file: file)
        #expect(info.declaresFonts == false)
        #expect(info.problems.map(\.kind) == [.unreadable])
        #expect(info.problems.map(\.file) == [file])
    }
}
