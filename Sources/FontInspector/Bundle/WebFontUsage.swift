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

    /// The font files among `fontFiles` in a folder that holds one of `webFormatFiles`: a page's `@font-face` lists
    /// one font in several formats (WOFF, TTF, EOT, SVG), and a bundled web app (webpack's `static/media/`) keeps
    /// them side by side, while an app's own fonts have no WOFF copy (FP60).
    public static func sameFolder(as webFormatFiles: [String], in fontFiles: [String]) -> Set<String> {
        let folders = Set(webFormatFiles.map { PathName.parent(of: $0) })
        guard !folders.isEmpty else { return [] }
        return Set(fontFiles.filter { folders.contains(PathName.parent(of: $0)) })
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
        // A page loads fonts near it: one with no font in or below its folder, or below the folders a `../` or two
        // climb to (css/ → ../fonts/), is not read (a repository's saved test pages, 42 MB of them in omnivore,
        // took more than a second).
        let fontFolders = Self.ancestorFolders(of: fontFiles)
        for page in otherFiles where isWebPage(page) {
            let folder = PathName.parent(of: page)
            guard Self.climbs(from: folder).contains(where: fontFolders.contains),
                case .regular(let size) = FileStatus.of(page), size <= maximumPageSize,
                let data = FileManager.default.contents(atPath: page)
            else { continue }
            for source in fontFaceSources(inPage: String(decoding: data, as: UTF8.self)) {
                var base = folder
                for _ in 0..<source.levelsUp { base = PathName.parent(of: base) }
                foldersByName[source.name, default: []].append(base)
            }
        }
        guard !foldersByName.isEmpty else { return [] }
        return Set(fontFiles.filter { font in
            foldersByName[String(PathName.last(of: font))]?.contains { $0.isEmpty || font.hasPrefix($0 + "/") } ?? false
        })
    }

    /// How many folders above its own a page is taken to reach fonts in (`url('../fonts/…')`).
    static let climbedFolders = 2

    /// `folder` and the folders `climbedFolders` levels above it.
    static func climbs(from folder: String) -> [String] {
        var folders = [folder]
        for _ in 0..<climbedFolders where !folders[folders.count - 1].isEmpty && folders[folders.count - 1] != "/" {
            folders.append(PathName.parent(of: folders[folders.count - 1]))
        }
        return folders
    }

    /// Every folder that holds one of `files`, directly or below, written as `PathName.parent` writes a
    /// page's folder (`/` for the root, an empty string for a relative file's).
    static func ancestorFolders(of files: [String]) -> Set<String> {
        var folders: Set<String> = []
        for file in files {
            var folder = file
            while !folder.isEmpty, folder != "/" {
                folder = PathName.parent(of: folder)
                guard folders.insert(folder).inserted else { break }
            }
        }
        return folders
    }
}
