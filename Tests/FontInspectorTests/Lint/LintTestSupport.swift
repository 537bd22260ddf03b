import Foundation
@testable import FontInspector
import TestSupport

enum LintFixtures {
    static let examples = Fixtures.repositoryRoot + "/Examples"
    static let goodFonts = examples + "/SampleApp/SampleApp/Fonts"
    static let brokenFonts = examples + "/BrokenSampleApp/BrokenApp/Fonts"
    /// FixtureCover-Regular and FixtureCover-Bold: the Bold lacks ł and т (TestFonts/README.md).
    static let coverFonts = Fixtures.font("Generated/Coverage")

    /// An Info.plist whose UIAppFonts lists `entries` (fixture paths: nothing in them needs XML escaping), so
    /// that registration is judged file by file.
    static func declaringInfoPlist(_ entries: [String]) -> InfoPlistFonts {
        let strings = entries.map { "<string>\($0)</string>" }.joined()
        let xml = #"<plist version="1.0"><dict><key>UIAppFonts</key><array>"# + strings + "</array></dict></plist>"
        return InfoPlistFonts(document: try! PropertyListDocument.parse(Data(xml.utf8), file: "Info.plist"))
    }

    /// What `FontRegistration` resolves for an app under /app whose Info.plist registers `registered` among the
    /// font files `all`: each entry is the shortest end of its path that no other file of `all` shares, as a
    /// person would write it, so that it matches that file alone.
    static func registration(registering registered: [String], among all: [String]) -> (InfoPlistFonts, FontRegistration) {
        let entries = registered.map { path in
            let parts = path.split(separator: "/").map(String.init)
            let others = all.filter { $0 != path }
            return (1...max(parts.count, 1)).lazy.map { parts.suffix($0).joined(separator: "/") }
                .first { entry in !others.contains { $0 == entry || $0.hasSuffix("/" + entry) } } ?? path
        }
        let infoPlist = declaringInfoPlist(entries)
        let contents = BundleContents(
            root: "/app", layout: .sourceFolder, infoPlists: [infoPlist], fontFiles: all.map(FontFileCandidate.init(namedPath:)))
        return (infoPlist, FontRegistration(contents: contents))
    }

    /// A bundle of the given font files under /app, each registered by its Info.plist unless listed in
    /// `unregistered`.
    static func bundle(
        fonts paths: [String], unregistered: Set<String> = [], styleMaps: [StyleMap] = [],
        systemFontNames: Set<String> = [], requireBold: Bool = false
    ) throws -> FontBundle {
        let reader = try FaceReader()
        let fonts = paths.map { path in
            let reading = reader.read(path: path, depth: .details(languages: false))
            return BundleFont(path: path, faces: reading.faces, details: reading.details, errors: reading.errors)
        }
        let (infoPlist, registration) = registration(registering: paths.filter { !unregistered.contains($0) }, among: paths)
        return FontBundle(root: "/app", fonts: fonts, infoPlists: [infoPlist], registration: registration, styleMaps: styleMaps,
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
