import Foundation
import Testing
@testable import FontInspector

/// Names in fonts, plists and code are text from outside: the text and Xcode reports show their control
/// characters as escapes, so that a newline cannot forge a second finding or a CI command and an ESC
/// cannot drive the terminal.
@Suite struct LintReportEscapingTests {
    /// An Info.plist entry with a newline that starts a GitHub command and an ESC that clears the screen.
    static let hostileEntry = "Evil\n::error::forged\u{1B}[2J.ttf"

    @Test func textReportEscapesTheEntryItQuotes() throws {
        let app = try TempApp()
        try app.infoPlist([Self.hostileEntry])
        let text = LintTextReport.render(try app.lint())
        #expect(text == """
            \(app.root)/Info.plist
              9  error  UIAppFonts[0]: "Evil\\n::error::forged\\u{1B}[2J.ttf" matches no file under \(app.root)  [missing-font-file]

            1 error, 0 warnings, 0 infos (0 font files, 1 Info.plist, 0 style maps)

            """)
    }

    @Test func xcodeReportKeepsOneFindingOnOneLine() throws {
        let app = try TempApp()
        try app.infoPlist([Self.hostileEntry])
        #expect(LintXcodeReport.render(try app.lint()) == """
            \(app.root)/Info.plist:9: error: UIAppFonts[0]: "Evil\\n::error::forged\\u{1B}[2J.ttf" matches no file under \(app.root) [missing-font-file]

            """)
    }

    @Test func pathsWithControlCharactersAreEscapedToo() {
        let result = LintResult(root: "/app", findings: [
            Finding(ruleID: "unregistered-font", severity: .warning, message: .init("font file is not registered"),
                    location: .init(file: "/app/Fonts/a\u{1B}]0;x\u{07}.ttf")),
        ], fontCount: 1, infoPlistCount: 0, styleMapCount: 0)
        #expect(LintXcodeReport.render(result) == "/app/Fonts/a\\u{1B}]0;x\\u{07}.ttf: warning: font file is not registered [unregistered-font]\n")
        #expect(LintTextReport.render(result).hasPrefix("/app/Fonts/a\\u{1B}]0;x\\u{07}.ttf\n  -  warning  font file is not registered  [unregistered-font]\n"))
    }

    /// A file named to forge a second annotation: its newline must not end the command line.
    @Test func githubCommandsCannotBeForgedByAFileName() {
        let result = LintResult(root: "/app", findings: [
            Finding(ruleID: "unregistered-font", severity: .warning, message: .init("font file (\"X\n::error::y\") is not registered"),
                    location: .init(file: "/app/x\n::error::y.swift", line: 3)),
        ], fontCount: 1, infoPlistCount: 0, styleMapCount: 0)
        let output = LintGitHubReport.render(result)
        #expect(output == "::warning file=/app/x\\n%3A%3Aerror%3A%3Ay.swift,line=3,title=unregistered-font::font file (\"X\\n::error::y\") is not registered\n")
        #expect(output.split(separator: "\n").count == 1)
    }

    @Test func githubMessagesShowControlCharactersAsEscapes() throws {
        let app = try TempApp()
        try app.infoPlist([Self.hostileEntry])
        #expect(LintGitHubReport.render(try app.lint()) == """
            ::error file=\(app.root)/Info.plist,line=9,title=missing-font-file::UIAppFonts[0]: "Evil\\n::error::forged\\u{1B}[2J.ttf" matches no file under \(app.root)

            """)
    }
}
