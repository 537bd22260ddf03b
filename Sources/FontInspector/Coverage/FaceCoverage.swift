/// One character map checked against the strings: a static face, a face of a collection, or a
/// variable font's default instance together with its named instances (they share the font's cmap).
public struct FaceCoverage: Sendable, Hashable {
    public var file: String
    public var faceIndex: Int
    /// The faces that draw with this map, in the order they were read.
    public var faces: [FontFace]
    /// Every language of the strings, sorted, covered or not.
    public var languages: [LanguageCoverage]

    public init(file: String, faceIndex: Int, faces: [FontFace], languages: [LanguageCoverage]) {
        self.file = file
        self.faceIndex = faceIndex
        self.faces = faces
        self.languages = languages
    }

    /// Missing characters summed over languages (a character missing in two languages counts twice).
    public var missingCount: Int { languages.reduce(0) { $0 + $1.missing.count } }
}

extension CoverageAnalyzer {
    /// Checks each distinct character map of the faces once, in `list`'s order (families sorted, light
    /// to heavy within a family).
    public static func check(
        _ faces: [FontFace], usage: CharacterUsage, reader: FaceReader
    ) -> (coverage: [FaceCoverage], errors: [FontReadError]) {
        struct MapKey: Hashable {
            var file: String
            var faceIndex: Int
        }
        var order: [MapKey] = []
        var groups: [MapKey: [FontFace]] = [:]
        for face in FaceListing(faces).families.flatMap(\.faces) {
            let key = MapKey(file: face.file, faceIndex: face.faceIndex)
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(face)
        }
        var coverage: [FaceCoverage] = []
        var errors: [FontReadError] = []
        for key in order {
            do throws(FontReadError) {
                let map = try reader.characterMap(path: key.file, faceIndex: key.faceIndex)
                coverage.append(FaceCoverage(
                    file: key.file, faceIndex: key.faceIndex, faces: groups[key] ?? [],
                    languages: missing(in: map, usage: usage)))
            } catch {
                errors.append(error)
            }
        }
        return (coverage, errors)
    }
}
