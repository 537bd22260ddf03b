import Foundation
@testable import FontInspector
import TestSupport

enum LintFixtures {
    static let examples = Fixtures.repositoryRoot + "/Examples"
    static let goodFonts = examples + "/SampleApp/SampleApp/Fonts"
    static let brokenFonts = examples + "/BrokenSampleApp/BrokenApp/Fonts"
    /// FixtureCover-Regular and FixtureCover-Bold: the Bold lacks ł and т (TestFonts/README.md).
    static let coverFonts = Fixtures.font("Generated/Coverage")

    /// An Info.plist that declares fonts, so that registration is judged file by file.
    static let declaringInfoPlist: InfoPlistFonts = {
        let xml = #"<plist version="1.0"><dict><key>UIAppFonts</key><array/></dict></plist>"#
        return InfoPlistFonts(document: try! PropertyListDocument.parse(Data(xml.utf8), file: "Info.plist"))
    }()

    /// A bundle of the given font files, each registered unless listed in `unregistered`.
    static func bundle(
        fonts paths: [String], unregistered: Set<String> = [], styleMaps: [StyleMap] = [],
        systemFontNames: Set<String> = [], requireBold: Bool = false
    ) throws -> FontBundle {
        let reader = try FaceReader()
        let fonts = paths.map { path in
            let reading = reader.read(path: path, depth: .details(languages: false))
            return BundleFont(path: path, faces: reading.faces, details: reading.details, errors: reading.errors,
                              isRegistered: !unregistered.contains(path))
        }
        return FontBundle(root: "/app", fonts: fonts, infoPlists: [declaringInfoPlist], styleMaps: styleMaps,
                          systemFontNames: systemFontNames, requireBold: requireBold)
    }

    /// The findings one rule reports for a bundle, each as `place: message` (see `placed`).
    static func messages<R: Rule>(_ rule: R.Type, _ bundle: FontBundle) -> [String] {
        rule.init().check(LintContext(bundle)).map(placed)
    }

    /// `Fonts/A.ttc (face 1, instance 2): message`, `Styles.plist: body.fontName: message`: a finding's place and
    /// message in one string, so that tests assert both at once.
    static func placed(_ finding: Finding) -> String {
        let location = finding.location
        var within: [String] = []
        if let face = location.faceIndex, face != 0 { within.append("face \(face)") }
        if let instance = location.instance { within.append("instance \(instance)") }
        let file = location.file + (within.isEmpty ? "" : " (" + within.joined(separator: ", ") + ")")
        return file + ": " + (location.keyPath.map { $0 + ": " } ?? "") + finding.message.text
    }
}
