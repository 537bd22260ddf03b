import Foundation

/// TEMPORARY: the little of a style map that `sizes` needs, read here until the shared style-map
/// reader (`StyleMap`, Bundle/) replaces it when branches merge.
///
/// A ScaledFont-style plist: top-level keys are text styles in any of their spellings, each a dict
/// `{fontName, fontSize, boldFontName?}`; other keys inside an entry are ignored, as ScaledFont does.
public struct SizesStyleMapInput: Sendable {
    public struct Entry: Sendable, Hashable {
        /// The key as the map spells it.
        public var key: String
        /// The UIKit case name it stands for.
        public var style: String
        public var fontName: String
        public var boldFontName: String?
        public var fontSize: Double
    }

    /// In the map's key order (sorted, since a plist dictionary has none).
    public var entries: [Entry] = []
    /// Keys that are no text style of Apple's iOS table, skipped (`Note:` lines).
    public var notes: [String] = []
    /// The file, or an entry of it, could not be used.
    public var errors: [FontReadError] = []

    /// A style map is a few kilobytes; anything larger is not one.
    static let maximumFileSize: Int64 = 16 * 1024 * 1024

    public static func read(path: String) -> SizesStyleMapInput {
        var input = SizesStyleMapInput()
        let plist: [String: Any]
        do throws(FontReadError) {
            let bytes = try SmallFileReader.bytes(path: path, limit: maximumFileSize)
            do throws(FileContentError) {
                plist = try PropertyListReader.dictionary(bytes)
            } catch {
                throw FontReadError(file: path, reason: error.reason)
            }
        } catch {
            input.errors.append(error)
            return input
        }
        var styleKeys: [String: String] = [:]
        for (key, value) in plist.sorted(by: { $0.key < $1.key }) {
            func fail(_ reason: String) { input.errors.append(FontReadError(file: path, reason: "\(DiagnosticText.oneLine(key)): \(reason)")) }
            guard let style = spellings[key] else {
                input.notes.append("\(path): \(DiagnosticText.oneLine(key)): not a text style; skipped")
                continue
            }
            guard DynamicTypeTable.style(uikit: style) != nil else {
                input.notes.append("\(path): \(key): Apple's iOS Dynamic Type table has no \(style) (a visionOS style); skipped")
                continue
            }
            if let earlier = styleKeys[style] {
                fail("names the same text style as \(earlier); ScaledFont would keep only one")
                continue
            }
            styleKeys[style] = key
            guard let entry = value as? [String: Any] else { fail("not a dictionary of fontName and fontSize"); continue }
            guard let fontName = entry["fontName"] as? String, !fontName.isEmpty else {
                fail("no fontName (ScaledFont then ignores the whole map and uses the system font)")
                continue
            }
            // A plist <true/> also bridges to a number: refuse booleans.
            guard let number = entry["fontSize"] as? NSNumber, !(entry["fontSize"] is Bool) else {
                fail("no numeric fontSize (ScaledFont then ignores the whole map and uses the system font)")
                continue
            }
            let fontSize = number.doubleValue
            guard fontSize > 0, fontSize.isFinite else { fail("fontSize \(number) is not a positive size"); continue }
            input.entries.append(Entry(
                key: key, style: style, fontName: fontName, boldFontName: entry["boldFontName"] as? String, fontSize: fontSize))
        }
        return input
    }

    /// Every spelling of each text style (apple-fonts.md, "Text styles — one style, four spellings"):
    /// SwiftUI and ScaledFont 1.x names, UIKit case names and UIKit raw values → the UIKit case name.
    private static let spellings: [String: String] = {
        let rows: [(uikit: String, others: [String])] = [
            ("largeTitle", ["UICTFontTextStyleTitle0"]),
            ("title1", ["title", "UICTFontTextStyleTitle1"]),
            ("title2", ["UICTFontTextStyleTitle2"]),
            ("title3", ["UICTFontTextStyleTitle3"]),
            ("headline", ["UICTFontTextStyleHeadline"]),
            ("subheadline", ["UICTFontTextStyleSubhead"]),
            ("body", ["UICTFontTextStyleBody"]),
            ("callout", ["UICTFontTextStyleCallout"]),
            ("footnote", ["UICTFontTextStyleFootnote"]),
            ("caption1", ["caption", "UICTFontTextStyleCaption1"]),
            ("caption2", ["UICTFontTextStyleCaption2"]),
            ("extraLargeTitle", ["UICTFontTextStyleExtraLargeTitle"]),
            ("extraLargeTitle2", ["UICTFontTextStyleExtraLargeTitle2"]),
        ]
        var spellings: [String: String] = [:]
        for row in rows {
            spellings[row.uikit] = row.uikit
            for other in row.others { spellings[other] = row.uikit }
        }
        return spellings
    }()
}
