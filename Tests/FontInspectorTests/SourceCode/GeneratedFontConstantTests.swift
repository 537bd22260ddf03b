import Foundation
import Testing
@testable import FontInspector
import TestSupport

/// R.swift's `R.font.x` read without its generated file (M120) and SwiftGen's `FontFamily.X.y.name` (M41), as the
/// scanner sees them: which calls, which argument, and how the size behaves.
@Suite struct GeneratedFontConstantTests {
    /// R.swift's own examples (its ResourceApp: `AveriaLibre-Bold` → `averiaLibreBold`, `GoudyBookletter1911`),
    /// and each step of `SwiftIdentifier(name:)`: separators, leading digits, a leading run of capitals, `_` kept.
    @Test func rSwiftIdentifiersFromPostScriptNames() {
        let cases: [(String, String?)] = [
            ("SourceSansPro-Regular", "sourceSansProRegular"),
            ("AveriaLibre-Bold", "averiaLibreBold"),
            ("GoudyBookletter1911", "goudyBookletter1911"),
            ("SFProText-Bold", "sfProTextBold"),
            ("IBMPlexMono-Regular", "ibmPlexMonoRegular"),
            ("ABC", "abC"),
            ("3Dumb-Bold", "dumbBold"),
            ("Inter_Bold", "inter_Bold"),
            ("-aBC", "abC"),
            ("Font.Awesome+5", "fontAwesome5"),
            ("Harbor--sans", "harborSans"),
            ("123", nil),
            ("-", nil),
        ]
        for (name, identifier) in cases {
            #expect(RSwiftFontResource.identifier(forPostScriptName: name) == identifier, "\(name)")
        }
    }

    func calls(_ text: String) -> [String] {
        SourceFileScanner.calls(in: text, file: "F.swift", language: .swift).map { call in
            "\(call.line):\(call.column) \(call.form.rawValue) \(call.rSwiftFont ?? "-") \(StringConstantTableTests.describe(call).split(separator: " ", maxSplits: 1)[1]) \(call.textSize.rawValue)"
        }
    }

    @Test func rSwiftCallFormsWithoutTheGeneratedFile() {
        #expect(calls("""
            let a = UIFont(resource: R.font.sourceSansProRegular, size: 15)
            let b = R.font.sourceSansProBold(size: 12)
            let c = Font.custom(R.font.sourceSansProBold, size: 12)
            let d = UIFontMetrics.default.scaledFont(for: UIFont(resource: R.font.sourceSansProRegular, size: 17)!)
            let e = UIFont(name: R.font.sourceSansProBold.name, size: 12)
            """) == [
            "1:26 UIFont(resource:size:) sourceSansProRegular R.font.sourceSansProRegular -> run time notScaled",
            "2:9 R.font.x(size:) sourceSansProBold R.font.sourceSansProBold -> run time notScaled",
            "3:21 Font.custom(_:size:) sourceSansProBold R.font.sourceSansProBold -> run time scales",
            "4:64 UIFont(resource:size:) sourceSansProRegular R.font.sourceSansProRegular -> run time scaledByFontMetrics",
            "5:22 UIFont(name:size:) sourceSansProBold R.font.sourceSansProBold.name -> run time notScaled",
        ])
    }

    /// R.swift's committed output calls `UIFont(resource:size:)` with a constant of its own, and `x.font(size:)` or
    /// a property named `R` is no R.swift constant.
    @Test func otherResourcesAndPathsAreNotRSwiftFonts() {
        #expect(calls("""
            struct font {
                static let sourceSansProRegular = Rswift.FontResource(fontName: "SourceSansPro-Regular")
                static func sourceSansProRegular(size: CGFloat) -> UIKit.UIFont? { return UIKit.UIFont(resource: sourceSansProRegular, size: size) }
            }
            let a = UIFont(resource: theme.font, size: 12)
            let b = self.R.font.bold(size: 12)
            let c = UIFont(name: R.image.logo, size: 12)
            """) == [
            "2:69 R.swift FontResource - literal -> \"SourceSansPro-Regular\" notJudged",
            "7:22 UIFont(name:size:) - R.image.logo -> run time notScaled",
        ])
    }

    @Test func swiftGenNameResolvesToTheGeneratedLiteral() {
        #expect(calls("""
            public enum FontFamily {
              public enum Inter {
                public static let bold = FontConvertible(name: "Inter-Bold", family: "Inter", path: "Inter-Bold.otf")
              }
            }
            let a = Font.custom(FontFamily.Inter.bold.name, size: 12)
            let b = Font.custom(FontFamily.Inter.bold, fixedSize: 12)
            let c = UIFont(name: FontFamily.Inter.light.name, size: 12)
            let d = UIFont(name: FontFamily.Inter.bold.rawValue, size: 12)
            let e = UIFont(name: theme.bold.name, size: 12)
            """) == [
            "3:52 SwiftGen FontConvertible(name:family:path:) - literal -> \"Inter-Bold\" notJudged",
            "6:21 Font.custom(_:size:) - FontFamily.Inter.bold.name -> \"Inter-Bold\"@3 scales",
            "7:21 Font.custom(_:fixedSize:) - FontFamily.Inter.bold -> \"Inter-Bold\"@3 fixed",
            "8:22 UIFont(name:size:) - FontFamily.Inter.light.name -> run time notScaled",
            "9:22 UIFont(name:size:) - FontFamily.Inter.bold.rawValue -> run time notScaled",
            "10:22 UIFont(name:size:) - theme.bold.name -> run time notScaled",
        ])
    }

    /// The outermost enum around a SwiftGen constant, whatever the access words: what code must name to read the
    /// table (FP1200); nothing for another call, nor for a constant whose outermost block is no enum.
    @Test func theGeneratedTableOfASwiftGenConstant() {
        let tables = SourceFileScanner.calls(in: """
            internal enum AppFonts {
              internal enum Inter {
                internal static let bold = FontConvertible(name: "Inter-Bold", family: "Inter", path: "Inter-Bold.otf")
              }
            }
            struct Theme {
              enum Inter { static let light = FontConvertible(name: "Inter-Light", family: "Inter", path: "Inter-Light.otf") }
            }
            let a = UIFont(name: "Inter-Bold", size: 12)
            """, file: "Fonts.swift", language: .swift).map { $0.generatedFontTable ?? "-" }
        #expect(tables == ["AppFonts", "-", "-"])
    }

    /// The generated file in one place, its uses in another: the table of the whole project resolves them, and a
    /// file holding only `.name` uses is read.
    @Test func swiftGenConstantsAcrossFiles() throws {
        let directory = try Fixtures.temporaryDirectory()
        try Data("""
            import UIKit.UIFont
            public enum FontFamily {
              public enum Inter {
                public static let regular = FontConvertible(name: "Inter-Regular", family: "Inter", path: "Inter-Regular.otf")
              }
            }
            """.utf8).write(to: URL(fileURLWithPath: directory.path + "/Fonts+Generated.swift"))
        try Data("let a = Font.custom(FontFamily.Inter.regular.name, size: 14)\n".utf8).write(to: URL(fileURLWithPath: directory.path + "/View.swift"))
        let scan = SourceFileScanner.scan([directory.path + "/Fonts+Generated.swift", directory.path + "/View.swift"])
        #expect(scan.calls.map { "\(($0.file as NSString).lastPathComponent):\($0.line) \($0.names)" } == [
            "Fonts+Generated.swift:4 [\"Inter-Regular\"]",
            "View.swift:1 [\"Inter-Regular\"]",
        ])
    }
}
