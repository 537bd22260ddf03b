import Foundation
@testable import FontInspector
import TestSupport

/// A small app folder made for one test: fonts copied from Examples/, an Info.plist and style maps
/// written from Swift values. Removed when the test ends.
final class TempApp {
    let directory: TemporaryDirectory
    var root: String { directory.path }

    init() throws {
        directory = try Fixtures.temporaryDirectory()
    }

    /// Copies `Examples/SampleApp/SampleApp/Fonts/<name>.ttf` (or the broken app's) to `Fonts/`.
    @discardableResult
    func font(_ name: String, from folder: String = LintFixtures.goodFonts, as fileName: String? = nil) throws -> String {
        let target = "Fonts/" + (fileName ?? name + ".ttf")
        try directory.copy(relativeTo: folder + "/" + name + ".ttf", as: target)
        return root + "/" + target
    }

    /// Copies `Examples/…/Fonts/<name>.ttf` to `path` (relative to the app).
    func font(_ name: String, from folder: String = LintFixtures.goodFonts, at path: String) throws {
        try directory.copy(relativeTo: folder + "/" + name + ".ttf", as: path)
    }

    func infoPlist(_ fonts: [String], at path: String = "Info.plist") throws {
        try plist(["CFBundleName": "App", "UIAppFonts": fonts], at: path)
    }

    func plist(_ value: Any, at path: String) throws {
        let data = try PropertyListSerialization.data(fromPropertyList: value, format: .xml, options: 0)
        try directory.mkdir((path as NSString).deletingLastPathComponent)
        try data.write(to: URL(fileURLWithPath: root + "/" + path))
    }

    func text(_ text: String, at path: String) throws {
        try directory.mkdir((path as NSString).deletingLastPathComponent)
        try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/" + path))
    }

    /// A style-map entry as apps write them.
    static func entry(_ fontName: String, _ size: Double = 17, bold: String? = nil) -> [String: Any] {
        var entry: [String: Any] = ["fontName": fontName, "fontSize": size]
        if let bold { entry["boldFontName"] = bold }
        return entry
    }

    func lint(
        requireBold: Bool = false, strings: [String] = [], text: [String] = [], _ configure: (inout LintOptions) -> Void = { _ in }
    ) throws -> LintResult {
        var options = LintOptions(root: root, requireBold: requireBold)
        options.stringsFiles = strings
        options.textFiles = text
        configure(&options)
        return try LintRunner.run(options)
    }

    /// The findings of one rule, as `place: message @line:column` without the root, the place being the file and
    /// the place inside it (`Fonts/A.ttc (face 1)`, `Styles.plist: body.fontName`).
    func findings(
        _ rule: String, requireBold: Bool = false, strings: [String] = [], text: [String] = [],
        _ configure: (inout LintOptions) -> Void = { _ in }
    ) throws -> [String] {
        try lint(requireBold: requireBold, strings: strings, text: text, configure).findings.filter { $0.ruleID == rule }.map {
            LintFixtures.placed($0).replacingOccurrences(of: root + "/", with: "")
                + ($0.location.line.map { " @\($0)" } ?? "") + ($0.location.column.map { ":\($0)" } ?? "")
        }
    }
}

extension TemporaryDirectory {
    func copy(relativeTo source: String, as name: String) throws {
        let destination = path + "/" + name
        try FileManager.default.createDirectory(
            atPath: (destination as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: source, toPath: destination)
    }
}
