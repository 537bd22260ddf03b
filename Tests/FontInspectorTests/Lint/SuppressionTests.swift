import Foundation
import Testing
@testable import FontInspector

/// `fontinspect:` comments in code, Interface Builder documents and XML property lists (issue 12, point 12):
/// which findings each form suppresses, exactly, and what is said about directives that cannot work.
@Suite struct SuppressionTests {
    static let swiftView = """
        import UIKit
        // fontinspect:disable:next unknown-font-name
        let a = UIFont(name: "Nope-A", size: 17)
        let b = UIFont(name: "Nope-B", size: 17) // fontinspect:disable:this unknown-font-name
        let c = UIFont(name: "Nope-C", size: 17)
        /* fontinspect:disable unknown-font-name */
        let d = UIFont(name: "Nope-D", size: 17)
        let e = UIFont(name: "Nope-E", size: 17) // fontinspect:enable:this unknown-font-name
        // fontinspect:enable unknown-font-name
        let f = UIFont(name: "Nope-F", size: 17)
        let s = "// fontinspect:disable:next unknown-font-name"
        let g = UIFont(name: "Nope-G", size: 17)
        let h = UIFont(name: "Nope-H", size: 17)
        // fontinspect:disable:previous unknown-font-name - names from the server

        """

    @Test func swiftForms() throws {
        let app = try TempApp()
        try app.font("HarborSans-Regular")
        try app.infoPlist(["Fonts/HarborSans-Regular.ttf"])
        try app.text(Self.swiftView, at: "View.swift")
        try app.text("// fontinspect:disable all\nimport UIKit\nlet x = UIFont(name: \"Nope-X\", size: 17)\n", at: "Other.swift")
        let result = try app.lint()
        let unknown = result.findings.filter { $0.ruleID == "unknown-font-name" }
        #expect(unknown.map { "\(($0.location.file as NSString).lastPathComponent):\($0.location.line ?? 0)" }
            == ["View.swift:5", "View.swift:8", "View.swift:10", "View.swift:12"])
        #expect(result.suppressedFindings.filter { $0.ruleID == "unknown-font-name" }
            .map { "\(($0.location.file as NSString).lastPathComponent):\($0.location.line ?? 0)" }.sorted()
            == ["Other.swift:3", "View.swift:13", "View.swift:3", "View.swift:4", "View.swift:7"])
        #expect(try app.findings("superfluous-suppression") == [])
        #expect(try app.findings("invalid-suppression") == [])
        #expect(LintSummaryLine.text(result).contains("; not reported: \(result.suppressedFindings.count) suppressed by fontinspect: comments"))
    }

    @Test func objectiveCAndInterfaceBuilderAndInfoPlist() throws {
        let app = try TempApp()
        try app.text("""
            #import <UIKit/UIKit.h>
            // fontinspect:disable:next unknown-font-name
            UIFont *a = [UIFont fontWithName:@"Nope-A" size:12];
            UIFont *b = [UIFont fontWithName:@"Nope-B" size:12];

            """, at: "View.m")
        try app.text("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <!-- fontinspect:disable:next unknown-font-name -->
                <fontDescription key="fontDescription" name="Nope-C" family="Nope" pointSize="17"/>
                <fontDescription key="fontDescription" name="Nope-D" family="Nope" pointSize="17"/>
                <![CDATA[ <!-- fontinspect:disable unknown-font-name --> ]]>
                <fontDescription key="fontDescription" name="Nope-E" family="Nope" pointSize="17"/>
            </document>

            """, at: "Main.storyboard")
        try app.text(PropertyListText.document("""
            \t<key>UIAppFonts</key>
            \t<array>
            \t\t<!-- fontinspect:disable:next missing-font-file - shipped by the build server -->
            \t\t<string>Fonts/Later.ttf</string>
            \t\t<string>Fonts/Gone.ttf</string>
            \t</array>

            """), at: "Info.plist")
        #expect(try app.findings("unknown-font-name").map { $0.components(separatedBy: " @").last ?? "" } == ["5:49", "7:49", "4:34"])
        #expect(try app.findings("missing-font-file").map { $0.components(separatedBy: " @").last ?? "" } == ["9"])
        #expect(try app.lint().suppressedFindings.map(\.ruleID).sorted() == ["missing-font-file", "unknown-font-name", "unknown-font-name"])
    }

    @Test func directivesThatCannotWork() throws {
        let app = try TempApp()
        try app.font("HarborSans-Regular")
        try app.infoPlist(["Fonts/HarborSans-Regular.ttf"])
        try app.text("""
            import UIKit
            // fontinspect:disable:next unknown-font-nam
            let a = UIFont(name: "Nope-A", size: 17)
              // fontinspect:disable:nxt unknown-font-name
            // fontinspect:disable
            // fontinspect:disable:next no-such-rule-at-all
            // fontinspect:disable:next unknown-font-name fixed-size-custom-font
            let b = UIFont(name: "HarborSans-Regular", size: 17)

            """, at: "View.swift")
        #expect(try app.findings("invalid-suppression") == [
            "View.swift: \"unknown-font-nam\" is not a rule id, so this directive suppresses nothing; did you mean \"unknown-font-name\"? @2:1",
            "View.swift: \"fontinspect:disable:nxt\" is not a directive: write fontinspect:disable, enable, disable:next, disable:this or disable:previous, then rule ids @4:3",
            "View.swift: \"fontinspect:disable\" names no rule: add rule ids or all @5:1",
            "View.swift: \"no-such-rule-at-all\" is not a rule id, so this directive suppresses nothing (see 'fontinspect rules') @6:1",
        ])
        // The fixed size on line 8 is suppressed; the name resolves, so unknown-font-name had nothing to suppress there.
        #expect(try app.findings("superfluous-suppression") == [
            "View.swift: unknown-font-name has nothing to report on the next line, so disabling it suppresses nothing; remove the directive @7:1",
        ])
        #expect(try app.findings("unknown-font-name").map { $0.components(separatedBy: " @").last ?? "" } == ["3:22"])
        // A rule the configuration turns off is not judged.
        try app.text("{\"disabled\": [\"unknown-font-name\"]}", at: ".fontinspect.json")
        #expect(try app.findings("superfluous-suppression") == [])
    }

    @Test func parsing() {
        let parsed = SuppressionDirective.parse(" fontinspect:disable:next a-rule  other-rule - because", file: "F", line: 3, column: 5, endLine: 3)
        #expect(parsed == SuppressionDirective(
            action: .disable, scope: .nextLine, ruleIDs: ["a-rule", "other-rule"], file: "F", line: 3, column: 5, endLine: 3))
        #expect(parsed?.targetLine == 4)
        #expect(SuppressionDirective.parse("/ fontinspect:enable all", file: "F", line: 1, column: 1, endLine: 1)?.scope == .region)
        #expect(SuppressionDirective.parse(" fontinspect:disable:previous x", file: "F", line: 7, column: 1, endLine: 7)?.targetLine == 6)
        // A multi-line block comment's next line is the one after its end.
        #expect(SuppressionDirective.parse(" fontinspect:disable:next x\n more ", file: "F", line: 2, column: 1, endLine: 4)?.targetLine == 5)
        #expect(SuppressionDirective.parse(" a note about fontinspect:disable x", file: "F", line: 1, column: 1, endLine: 1) == nil)
        #expect(SuppressionDirective.strippingDelimiters("<!-- fontinspect:disable x -->") == " fontinspect:disable x ")
    }

    @Test func xmlCommentsLinesAndColumns() {
        let text = "<a>\n  <!-- fontinspect:disable:this x -->é<!--\nfontinspect:disable:next y\n-->\n<![CDATA[<!-- fontinspect:disable z -->]]>\n"
        let directives = SuppressionXMLComments.directives(in: Array(text.utf8), file: "F.xib")
        #expect(directives.map { "\($0.ruleIDs) \($0.line):\($0.column)-\($0.endLine)" } == ["[\"x\"] 2:3-2", "[\"y\"] 2:39-4"])
    }
}
