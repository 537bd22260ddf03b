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

    func resolve(_ name: String) -> Result {
        if let faces = bundle.facesByPostScriptName[name], !name.isEmpty { return .bundled(faces) }
        if bundle.systemFontNames.contains(name) { return .system }
        return .unknown(hint: hint(for: name))
    }

    private func hint(for name: String) -> String {
        let faces = bundle.allFaces
        let postScriptNames = Set(faces.compactMap(\.face.postScriptName))
        let lowered = name.lowercased()
        if let match = postScriptNames.sorted().first(where: { $0.lowercased() == lowered }) {
            return "it differs only in letter case from \"\(match)\"; names are case-sensitive"
        }
        // The family's regular upright face is the likeliest meaning of a family name.
        let familyFaces = faces.filter { $0.face.family == name && $0.face.postScriptName != nil }
            .sorted { ($0.face.italic ? 1 : 0, abs(($0.face.weight ?? 400) - 400)) < ($1.face.italic ? 1 : 0, abs(($1.face.weight ?? 400) - 400)) }
        if let likeliest = familyFaces.first, let postScriptName = likeliest.face.postScriptName {
            return "it is a family name; use the PostScript name of one of its \(Set(familyFaces.compactMap(\.face.postScriptName)).count) faces, such as \"\(postScriptName)\" (\(likeliest.face.style ?? "?"))"
        }
        if let face = faces.first(where: { $0.face.fullName == name }), let postScriptName = face.face.postScriptName {
            return "it is the full name of \(face.place); its PostScript name is \"\(postScriptName)\""
        }
        let fileFaces = faces.filter { face in
            let file = face.font.path.split(separator: "/").last.map(String.init) ?? face.font.path
            let stem = file.lastIndex(of: ".").map { String(file[..<$0]) } ?? file
            return file == name || stem == name
        }
        if !fileFaces.isEmpty {
            return "it is a file name; the file holds \(Self.list(fileFaces))"
        }
        let candidates = postScriptNames.union(bundle.systemFontNames)
        let limit = max(2, name.count / 3)
        let ranked = candidates.map { ($0, EditDistance.between($0.lowercased(), lowered)) }
            .filter { $0.1 <= limit }.sorted { ($0.1, $0.0) < ($1.1, $1.0) }
        // Only the nearest: a one-letter typo is not also "HarborMono-Regular or HarborSans-Bold".
        let nearest = ranked.first?.1 ?? 0
        let close = ranked.prefix { $0.1 <= nearest + 1 }.prefix(3).map { "\"\($0.0)\"" }
        if !close.isEmpty { return "did you mean \(close.joined(separator: " or "))?" }
        return "no bundled face or system font has this PostScript name"
    }

    private static func list(_ faces: [BundleFace]) -> String {
        let names = Array(Set(faces.compactMap(\.face.postScriptName))).sorted()
        let shown = names.prefix(4).map { "\"\($0)\"" }.joined(separator: ", ")
        return names.isEmpty ? "faces without PostScript names" : shown + (names.count > 4 ? ", …" : "")
    }
}

/// Levenshtein distance, for "did you mean" suggestions.
enum EditDistance {
    static func between(_ lhs: String, _ rhs: String) -> Int {
        let a = Array(lhs.unicodeScalars)
        let b = Array(rhs.unicodeScalars)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
