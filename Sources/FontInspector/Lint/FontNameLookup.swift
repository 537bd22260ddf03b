/// Resolves a font name written in a style map, code or a storyboard as Core Text does — PostScript name, then
/// family name, then full name — over the bundle's faces and the system fonts of the given platforms, and
/// explains a miss: the mistakes people make are a file name instead of a font name, letter case, or a typo.
struct FontNameLookup {
    let bundle: FontBundle
    /// The platforms whose system fonts count.
    let platforms: Set<ApplePlatform>
    /// What a hint compares a name with, gathered once per lookup rather than once per name asked.
    private let tables: HintTables
    /// The system fonts of `platforms` that the bundle's `systemFontNames` allows, and their families.
    private let systemNames: Set<String>
    private let systemFamilies: [String: [String]]
    /// Lowercased bundled and system PostScript and family names → the name as written (the first, sorted).
    private let byLowercasedName: [String: String]

    init(bundle: FontBundle, platforms: Set<ApplePlatform> = Set(ApplePlatform.catalogued)) {
        self.bundle = bundle
        self.platforms = platforms
        // watchOS and tvOS ship a subset of iOS's families (lint has no catalogue of their own): iOS's names stand
        // in, so that a name they may have resolves; one in no catalogue is not checked (UnknownFontName).
        let platforms = platforms.contains { !$0.hasSystemFontCatalogue } ? platforms.union([.iOS]) : platforms
        // A name the configuration adds (`systemFonts`) counts on every platform; a catalogue name only on its own.
        let systemNames = bundle.systemFontNames.filter { name in
            !AppleSystemFonts.isSystemFont(postScriptName: name)
                || platforms.contains { AppleSystemFonts.isSystemFont(postScriptName: name, on: $0) }
        }
        var systemFamilies: [String: [String]] = [:]
        for platform in platforms.sorted(by: { $0.rawValue < $1.rawValue }) {
            for family in AppleSystemFonts.families(on: platform) {
                let names = family.postScriptNames.filter(systemNames.contains)
                guard !names.isEmpty else { continue }
                systemFamilies[family.name] = Array(Set(systemFamilies[family.name, default: []] + names)).sorted()
            }
        }
        self.systemNames = systemNames
        self.systemFamilies = systemFamilies
        tables = HintTables(bundle: bundle, systemNames: systemNames)
        var lowercased: [String: String] = [:]
        for name in (tables.postScriptNames.union(systemNames).union(tables.familyFaces.keys).union(systemFamilies.keys)).sorted()
        where lowercased[name.lowercased()] == nil {
            lowercased[name.lowercased()] = name
        }
        byLowercasedName = lowercased
    }

    /// What the name loads on the lookup's platforms, in Core Text's order.
    func resolution(of name: String) -> FontNameResolution {
        guard !name.isEmpty else { return .unresolved(hint: "the name is empty") }
        if let faces = bundle.facesByPostScriptName[name], let face = faces.first(where: { bundle.isRegistered($0.font) }) ?? faces.first {
            return .postScriptName(faces, loads: face)
        }
        if systemNames.contains(name) { return .system(.postScriptName(name)) }
        if AppleSystemFonts.isPrivateSystemName(name) { return .system(.privateName(name)) }
        // Core Text sees only registered faces: a family's unregistered files answer only when none is registered.
        if let faces = tables.familyFaces[name], let face = familyFallbackFace(of: loadable(faces)) {
            return .familyFallback(face, of: faces)
        }
        if let names = systemFamilies[name], let likely = Self.likelySystemFace(of: names) {
            return .system(.familyFallback(family: name, likely: likely))
        }
        if let faces = tables.fullNameFaces[name], let face = faces.first(where: { bundle.isRegistered($0.font) }) ?? faces.first {
            return .fullNameFallback(face)
        }
        if let face = systemFace(fullName: name) {
            return .system(.fullNameFallback(fullName: name, postScriptName: face))
        }
        // UIFont.h: fontWithName:size: "returns a font using CSS name matching semantics", and CSS compares family
        // names without case; iOS apps ship such names (EventBlank's "fontawesome" for FontAwesome). NSFont(name:size:)
        // on macOS does not match them (xbar issue 360: "Arialmt" fails where "ArialMT" works).
        if platforms != [.macOS], let match = byLowercasedName[name.lowercased()] {
            if let faces = bundle.facesByPostScriptName[match] ?? tables.familyFaces[match] {
                return .letterCaseFallback(matching: match, face: familyFallbackFace(of: loadable(faces)), systemFace: nil)
            }
            let systemName = systemFamilies[match].flatMap(Self.likelySystemFace) ?? match
            return .letterCaseFallback(matching: match, face: nil, systemFace: systemName)
        }
        return .unresolved(hint: hint(for: name))
    }

    /// The system face whose full name `name` is, read the way Apple's fonts write full names: the family, a space,
    /// then the style words of the face's PostScript name (`Futura Bold` is `Futura-Bold`, `Avenir Next Demi Bold`
    /// `AvenirNext-DemiBold`). The catalogue holds PostScript names only, so a full name that departs from that
    /// pattern (`Times New Roman Bold` for `TimesNewRomanPS-BoldMT`) is not found, and stays unknown. Where the app
    /// ships the face itself, its file's full name is known (and was matched before): the pattern is not guessed
    /// (Superclarendon's full name is `Superclarendon-Bold`).
    private func systemFace(fullName name: String) -> String? {
        var searchFrom = name.startIndex
        while let space = name[searchFrom...].firstIndex(of: " ") {
            let style = name[name.index(after: space)...].filter { $0 != " " }
            if !style.isEmpty, let faces = systemFamilies[String(name[..<space])],
               let face = faces.first(where: { $0.split(separator: "-", maxSplits: 1).dropFirst().first.map(String.init) == style }) {
                return bundle.facesByPostScriptName[face] == nil ? face : nil
            }
            searchFrom = name.index(after: space)
        }
        return nil
    }

    /// The registered faces, or all when none is registered (an app that declares no fonts, or a face to report).
    private func loadable(_ faces: [BundleFace]) -> [BundleFace] {
        let registered = faces.filter { bundle.isRegistered($0.font) }
        return registered.isEmpty ? faces : registered
    }

    /// The face lint takes a family name to load: the family's regular upright face — not italic, weight nearest
    /// 400 — counting a variable font by its default instance (the named instances are reached by their own
    /// names), then a registered file before an unregistered one, then path and face index. Core Text documents
    /// no choice; this is the face a person means by the family's name.
    func familyFallbackFace(of faces: [BundleFace]) -> BundleFace? {
        let defaults = faces.filter { $0.face.instanceIndex == nil }
        return (defaults.isEmpty ? faces : defaults).min { left, right in
            func key(_ face: BundleFace) -> (Int, Int, Int, String, Int, Int) {
                (face.face.italic ? 1 : 0, abs((face.face.weight ?? 400) - 400), bundle.isRegistered(face.font) ? 0 : 1,
                 face.font.path, face.face.faceIndex, face.face.instanceIndex ?? -1)
            }
            return key(left) < key(right)
        }
    }

    /// The catalogue has names, not weights: the face whose name says regular (`Menlo-Regular`, `Avenir-Roman`,
    /// `Cochin`), else the first name without Italic, Oblique or Bold, else the first.
    static func likelySystemFace(of names: [String]) -> String? {
        let sorted = names.sorted()
        func style(_ name: String) -> Substring? { name.lastIndex(of: "-").map { name[name.index(after: $0)...] } }
        if let regular = sorted.first(where: { ["Regular", "Roman", "Book", "Plain"].contains(style($0) ?? "") }) { return regular }
        if let plain = sorted.first(where: { style($0) == nil }) { return plain }
        let slanted = ["Italic", "Oblique", "Bold", "It"]
        return sorted.first { name in !slanted.contains { (style(name) ?? "").contains($0) } } ?? sorted.first
    }

    /// The bundle's names indexed the ways a hint asks for them, each list in the bundle's face order.
    private struct HintTables {
        /// Family name → its faces that have PostScript names.
        var familyFaces: [String: [BundleFace]] = [:]
        /// Full name → its faces that have PostScript names.
        var fullNameFaces: [String: [BundleFace]] = [:]
        /// Every bundled PostScript name.
        var postScriptNames: Set<String> = []
        /// File name and file name without its extension → the faces of the file.
        var fileFaces: [String: [BundleFace]] = [:]
        /// Bundled and system PostScript names with their lowercased scalars, for "did you mean".
        var candidates: [(name: String, lowered: [Unicode.Scalar])] = []
        /// Every bundled PostScript name with its family stem (`FontNameLookup.familyStem`), sorted by name.
        var bundledStems: [(name: String, stem: String)] = []
        /// The system PostScript names the target can load, by family stem.
        var systemByStem: [String: [String]] = [:]

        init(bundle: FontBundle, systemNames: Set<String>) {
            let faces = bundle.allFaces
            postScriptNames = Set(faces.compactMap(\.face.postScriptName))
            for face in faces {
                if let family = face.face.family, face.face.postScriptName != nil { familyFaces[family, default: []].append(face) }
                if let fullName = face.face.fullName, face.face.postScriptName != nil { fullNameFaces[fullName, default: []].append(face) }
                let file = face.font.path.split(separator: "/").last.map(String.init) ?? face.font.path
                let stem = file.lastIndex(of: ".").map { String(file[..<$0]) } ?? file
                fileFaces[file, default: []].append(face)
                if stem != file { fileFaces[stem, default: []].append(face) }
            }
            // Only names the target can load: never a macOS font suggested to an iOS app.
            candidates = postScriptNames.union(systemNames).map { ($0, Array($0.lowercased().unicodeScalars)) }
            bundledStems = postScriptNames.sorted().map { ($0, FontNameLookup.familyStem(of: $0)) }
            for name in systemNames.sorted() { systemByStem[FontNameLookup.familyStem(of: name), default: []].append(name) }
        }
    }

    private func hint(for name: String) -> String {
        let lowered = name.lowercased()
        // Any PostScript or family name, bundled or system: on macOS a family in other letter case misses too (T781).
        if let match = byLowercasedName[lowered] {
            return "it differs only in letter case from \"\(match)\"; NSFont(name:size:) compares names with case"
        }
        // Family and full names resolved before a hint is asked for: what is left is a file name or a typo.
        if let fileFaces = tables.fileFaces[name], !fileFaces.isEmpty {
            return "it is a file name; the file holds \(Self.list(fileFaces))"
        }
        let target = Array(lowered.unicodeScalars)
        var bound = max(2, name.count / 3)
        if let ownFamily = ownFamilyHint(for: name, target: target, bound: bound) { return ownFamily }
        // Only the nearest are shown (a one-letter typo is not also "HarborMono-Regular or HarborSans-Bold"):
        // those within one of the best distance so far, so the bound tightens as candidates come closer.
        var ranked: [(name: String, distance: Int)] = []
        for candidate in tables.candidates {
            guard let distance = EditDistance.between(candidate.lowered, target, limit: bound) else { continue }
            ranked.append((candidate.name, distance))
            bound = min(bound, distance + 1)
        }
        ranked.sort { ($0.distance, $0.name) < ($1.distance, $1.name) }
        let nearest = ranked.first?.distance ?? 0
        let close = ranked.prefix { $0.distance <= nearest + 1 }.prefix(3).map { "\"\($0.name)\"" }
        if !close.isEmpty { return "did you mean \(close.joined(separator: " or "))?" }
        return Self.noNearName
    }

    /// The hint for a name near no bundled or system name: not a file name, a typo or letter case.
    static let noNearName = "no face answers to it by any of the three"

    /// The suggestion for a name of the form Family-Style whose family stem an app family shares (one stem
    /// begins with the other): the app's own faces — nearest family first, then the most of the name's style
    /// words, then nearest name — with the system
    /// faces of exactly the name's family — never a system face of another family that is merely closer in
    /// spelling (T60: `Exo2-BoldItalic` in an app shipping `Exo2.0-Bold` is not `Menlo-BoldItalic`). Nil when
    /// no app family shares the stem.
    /// Beyond `bound`, the distance any other suggestion must be within, only the nearest face is offered.
    /// An italic name is offered italic faces only; when the family has none, the hint says so (M302): an upright
    /// face is not what the name asked for.
    private func ownFamilyHint(for name: String, target: [Unicode.Scalar], bound: Int) -> String? {
        guard name.contains("-") else { return nil }
        let stem = Self.familyStem(of: name)
        guard stem.count >= Self.shortestStem else { return nil }
        let own = tables.bundledStems.filter { candidate in
            candidate.stem.count >= Self.shortestStem && (candidate.stem.hasPrefix(stem) || stem.hasPrefix(candidate.stem))
        }
        guard !own.isEmpty else { return nil }
        let stemScalars = Array(stem.unicodeScalars)
        let styleWords = Set(StyleNameWords.words(of: Self.stylePart(of: name)))
        let ranked = (own + (tables.systemByStem[stem] ?? []).map { (name: $0, stem: stem) }).compactMap { candidate -> (name: String, family: Int, unshared: Int, distance: Int)? in
            let limit = Self.longestCandidate
            guard let family = EditDistance.between(Array(candidate.stem.unicodeScalars), stemScalars, limit: limit),
                  let distance = EditDistance.between(Array(candidate.name.lowercased().unicodeScalars), target, limit: limit)
            else { return nil }
            // Bold for BoldItalic before Thin, however the letters fall.
            let unshared = styleWords.subtracting(StyleNameWords.words(of: Self.stylePart(of: candidate.name))).count
            return (candidate.name, family, unshared, distance)
        }.sorted { ($0.family, $0.unshared, $0.distance, $0.name) < ($1.family, $1.unshared, $1.distance, $1.name) }
        guard let nearestFamily = ranked.first?.family else { return nil }
        let offered = StyleNameWords.saysItalic(Self.stylePart(of: name)) ? ranked.filter { isItalic($0.name) } : ranked
        guard let best = offered.first else {
            let faces = ranked.filter { $0.family == nearestFamily }.map(\.name).sorted()
            let shown = faces.prefix(4).map { "\"\($0)\"" }.joined(separator: ", ") + (faces.count > 4 ? ", …" : "")
            return "the family ships no italic (its faces: \(shown))"
        }
        let shown = offered.prefix { $0.family == best.family && $0.unshared == best.unshared && $0.distance <= best.distance + 1 }
            .prefix(3).enumerated().filter { $0.offset == 0 || $0.element.distance <= bound }.map(\.element)
        return "did you mean " + shown.map { "\"\($0.name)\"" }.joined(separator: " or ") + "?"
    }

    /// A bundled or system PostScript name whose style says Italic or Oblique, or whose bundled face is italic.
    private func isItalic(_ postScriptName: String) -> Bool {
        StyleNameWords.saysItalic(Self.stylePart(of: postScriptName))
            || bundle.facesByPostScriptName[postScriptName]?.contains { $0.face.italic } == true
    }

    /// A family stem shorter than this says too little to prefer an app's family (`Ab-Bold`).
    private static let shortestStem = 3
    /// No PostScript name is longer (Adobe's limit is 63 bytes): farther names are not compared.
    private static let longestCandidate = 64

    /// What follows a name's first `-` (`BoldItalic` of `Exo2-BoldItalic`); empty without one.
    private static func stylePart(of name: String) -> String {
        name.firstIndex(of: "-").map { String(name[name.index(after: $0)...]) } ?? ""
    }

    /// A name's family stem: the part before its first `-` (the whole name without one), its letters and digits
    /// lowercased — `Exo2.0-Bold` is `exo20`, `Exo2-BoldItalic` `exo2`.
    static func familyStem(of name: String) -> String {
        let family = name.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        return String(family.filter { $0.isLetter || $0.isNumber }).lowercased()
    }

    private static func list(_ faces: [BundleFace]) -> String {
        let names = Array(Set(faces.compactMap(\.face.postScriptName))).sorted()
        let shown = names.prefix(4).map { "\"\($0)\"" }.joined(separator: ", ")
        return names.isEmpty ? "faces without PostScript names" : shown + (names.count > 4 ? ", …" : "")
    }
}

