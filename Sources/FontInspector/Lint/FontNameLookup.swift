/// Resolves a font name written in a style map (or code) against the bundle and the system
/// catalogue, and explains a miss: the mistakes people make are a family name, a full name or a
/// file name instead of the PostScript name, letter case, or a typo.
struct FontNameLookup {
    enum Result {
        case bundled([BundleFace])
        case system
        case unknown(hint: String)
    }

    let bundle: FontBundle
    /// What a hint compares a name with, gathered once per lookup rather than once per name asked.
    private let tables: HintTables

    init(bundle: FontBundle) {
        self.bundle = bundle
        tables = HintTables(bundle: bundle)
    }

    func resolve(_ name: String) -> Result {
        if let faces = bundle.facesByPostScriptName[name], !name.isEmpty { return .bundled(faces) }
        if bundle.systemFontNames.contains(name) { return .system }
        return .unknown(hint: hint(for: name))
    }

    /// The bundle's names indexed the ways a hint asks for them, each list in the bundle's face order.
    private struct HintTables {
        /// Lowercased PostScript name → the first bundled PostScript name (sorted) spelling it.
        var byLowercasedName: [String: String] = [:]
        /// Family name → its faces that have PostScript names.
        var familyFaces: [String: [BundleFace]] = [:]
        /// Full name → the first face with it.
        var fullNameFace: [String: BundleFace] = [:]
        /// File name and file name without its extension → the faces of the file.
        var fileFaces: [String: [BundleFace]] = [:]
        /// Bundled and system PostScript names with their lowercased scalars, for "did you mean".
        var candidates: [(name: String, lowered: [Unicode.Scalar])] = []

        init(bundle: FontBundle) {
            let faces = bundle.allFaces
            let postScriptNames = Set(faces.compactMap(\.face.postScriptName))
            for name in postScriptNames.sorted() where byLowercasedName[name.lowercased()] == nil {
                byLowercasedName[name.lowercased()] = name
            }
            for face in faces {
                if let family = face.face.family, face.face.postScriptName != nil { familyFaces[family, default: []].append(face) }
                if let fullName = face.face.fullName, fullNameFace[fullName] == nil { fullNameFace[fullName] = face }
                let file = face.font.path.split(separator: "/").last.map(String.init) ?? face.font.path
                let stem = file.lastIndex(of: ".").map { String(file[..<$0]) } ?? file
                fileFaces[file, default: []].append(face)
                if stem != file { fileFaces[stem, default: []].append(face) }
            }
            candidates = postScriptNames.union(bundle.systemFontNames).map { ($0, Array($0.lowercased().unicodeScalars)) }
        }
    }

    private func hint(for name: String) -> String {
        let lowered = name.lowercased()
        if let match = tables.byLowercasedName[lowered] {
            return "it differs only in letter case from \"\(match)\"; names are case-sensitive"
        }
        // The family's regular upright face is the likeliest meaning of a family name.
        let familyFaces = (tables.familyFaces[name] ?? [])
            .sorted { ($0.face.italic ? 1 : 0, abs(($0.face.weight ?? 400) - 400)) < ($1.face.italic ? 1 : 0, abs(($1.face.weight ?? 400) - 400)) }
        if let likeliest = familyFaces.first, let postScriptName = likeliest.face.postScriptName {
            return "it is a family name; use the PostScript name of one of its \(Set(familyFaces.compactMap(\.face.postScriptName)).count) faces, such as \"\(postScriptName)\" (\(likeliest.face.style ?? "?"))"
        }
        if let face = tables.fullNameFace[name], let postScriptName = face.face.postScriptName {
            return "it is the full name of \(face.place); its PostScript name is \"\(postScriptName)\""
        }
        if let fileFaces = tables.fileFaces[name], !fileFaces.isEmpty {
            return "it is a file name; the file holds \(Self.list(fileFaces))"
        }
        // Only the nearest are shown (a one-letter typo is not also "HarborMono-Regular or HarborSans-Bold"):
        // those within one of the best distance so far, so the bound tightens as candidates come closer.
        let target = Array(lowered.unicodeScalars)
        var bound = max(2, name.count / 3)
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
        return "no bundled face or system font has this PostScript name"
    }

    private static func list(_ faces: [BundleFace]) -> String {
        let names = Array(Set(faces.compactMap(\.face.postScriptName))).sorted()
        let shown = names.prefix(4).map { "\"\($0)\"" }.joined(separator: ", ")
        return names.isEmpty ? "faces without PostScript names" : shown + (names.count > 4 ? ", …" : "")
    }
}

