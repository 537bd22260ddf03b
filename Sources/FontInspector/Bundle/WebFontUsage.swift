import Foundation

/// Fonts a web page loads: a CSS or HTML file under PATH with an `@font-face` rule whose `url(…)` names the font
/// file, in the page's folder or below it (or below the folder its leading `../` climb to). An app shows such a page in a web view, which loads the font itself;
/// the font is not registered with iOS and its faces are not the app's text faces.
public enum WebFontUsage {
    /// Style sheets and pages larger than this are not read (real ones are a few hundred kilobytes at most).
    public static let maximumPageSize = 2 * 1024 * 1024

    package static func isWebPage(_ path: String) -> Bool {
        let lowered = path.lowercased()
        return lowered.hasSuffix(".css") || lowered.hasSuffix(".html") || lowered.hasSuffix(".htm")
    }

    /// WOFF and WOFF2: the formats of the web, which apps bundle for pages and scripts in a web view (MathJax's
    /// fonts) rather than register with UIAppFonts.
    public static func isWebFormat(_ path: String) -> Bool {
        let lowered = path.lowercased()
        return lowered.hasSuffix(".woff") || lowered.hasSuffix(".woff2")
    }

    /// The file names (last path component) the `url(…)` values of a page's text name, when it has `@font-face`.
    public static func fontFaceFileNames(inPage text: String) -> Set<String> {
        Set(fontFaceSources(inPage: text).map(\.name))
    }

    /// Each `url(…)` of a page with `@font-face`: the file name it ends in, and how many folders above the page's
    /// its leading `../` climb (Bootstrap's `css/` loads `url('../fonts/…')`).
    static func fontFaceSources(inPage text: String) -> [(name: String, levelsUp: Int)] {
        guard text.contains("@font-face") else { return [] }
        var sources: [(name: String, levelsUp: Int)] = []
        for match in text.matches(of: #/url\(\s*['"]?([^'")\s]+)/#) {
            var value = Substring(match.output.1)
            if let end = value.firstIndex(where: { $0 == "?" || $0 == "#" }) { value = value[..<end] }
            let components = value.split(separator: "/")
            guard let name = components.last else { continue }
            sources.append((String(name), components.prefix { $0 == ".." }.count))
        }
        return sources
    }

    /// The font files among `fontFiles` that a page among `otherFiles` loads with `@font-face`.
    public static func webFonts(_ fontFiles: [String], pages otherFiles: [String]) -> Set<String> {
        // The folders each file name may be in, from the pages naming it: each font then checks only those.
        var foldersByName: [String: [String]] = [:]
        for page in otherFiles where isWebPage(page) {
            guard case .regular(let size) = FileStatus.of(page), size <= maximumPageSize,
                let data = FileManager.default.contents(atPath: page)
            else { continue }
            let folder = (page as NSString).deletingLastPathComponent
            for source in fontFaceSources(inPage: String(decoding: data, as: UTF8.self)) {
                var base = folder
                for _ in 0..<source.levelsUp { base = (base as NSString).deletingLastPathComponent }
                foldersByName[source.name, default: []].append(base)
            }
        }
        guard !foldersByName.isEmpty else { return [] }
        return Set(fontFiles.filter { font in
            foldersByName[String(PathName.last(of: font))]?.contains { $0.isEmpty || font.hasPrefix($0 + "/") } ?? false
        })
    }
}
