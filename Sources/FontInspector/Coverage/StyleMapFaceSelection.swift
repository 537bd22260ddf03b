/// The faces `coverage` checks when the app has style maps: those a map names (`fontName` and `boldFontName`),
/// which are the faces the app draws its text styles with — not every font that happens to lie in the folder.
public struct StyleMapFaceSelection: Sendable {
    /// The faces named, in the order given.
    public var faces: [FontFace] = []
    /// One per name that no face has (a system font, a typo: lint says which), at its first place in a map.
    public var notes: [String] = []

    /// `candidates` are the faces read under `root`; nil when the maps name no font (there are none, or none of
    /// their entries could be read): then every face is checked.
    public init?(maps: [StyleMap], faces candidates: [FontFace], root: String) {
        let references = maps.flatMap { $0.entries.flatMap { [$0.fontName, $0.boldFontName].compactMap { $0 } } }
        guard !references.isEmpty else { return nil }
        let names = Set(references.map(\.value))
        faces = candidates.filter { $0.postScriptName.map(names.contains) ?? false }
        let found = Set(faces.compactMap(\.postScriptName))
        var noted: Set<String> = []
        for reference in references where !found.contains(reference.value) && noted.insert(reference.value).inserted {
            let place = reference.file + (reference.line.map { ":\($0)" } ?? "")
            notes.append("\(place): \(reference.keyPath) \"\(DiagnosticText.oneLine(reference.value))\": no font under \(root) has this PostScript name; not checked")
        }
    }
}
