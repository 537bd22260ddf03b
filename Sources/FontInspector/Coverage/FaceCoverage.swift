/// One character map checked against the strings: a static face, a face of a collection, or a
/// variable font's default instance together with its named instances (they share the font's cmap).
public struct FaceCoverage: Sendable, Hashable {
    /// The font file.
    public var file: String
    /// The face's index in a collection; 0 otherwise.
    public var faceIndex: Int
    /// The faces that draw with this map, in the order they were read.
    public var faces: [FontFace]
    /// Every language of the strings, sorted, covered or not.
    public var languages: [LanguageCoverage]

    /// A face's result, as the runner builds it.
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
    /// to heavy within a family), reading the maps on all cores.
    public static func check(_ faces: [FontFace], usage: CharacterUsage) -> (coverage: [FaceCoverage], errors: [InputProblem]) {
        var order: [FaceLocation] = []
        var groups: [FaceLocation: [FontFace]] = [:]
        for face in FaceListing(faces).families.flatMap(\.faces) {
            let location = FaceLocation(of: face)
            if groups[location] == nil { order.append(location) }
            groups[location, default: []].append(face)
        }
        var coverage: [FaceCoverage] = []
        var errors: [InputProblem] = []
        for (location, map) in zip(order, CharacterMapScanner.read(order)) {
            switch map {
            case .success(let map):
                coverage.append(FaceCoverage(
                    file: location.file, faceIndex: location.faceIndex, faces: groups[location] ?? [],
                    languages: missing(in: map, usage: usage)))
            case .failure(let error):
                errors.append(error)
            }
        }
        return (coverage, errors)
    }
}
