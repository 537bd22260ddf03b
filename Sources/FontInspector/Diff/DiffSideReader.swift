/// Reads both sides of a diff in one pass: the font files of OLD and NEW are read together on all cores through
/// `FontScanner` (so a small side does not wait for a large one), then their character maps through
/// `CharacterMapScanner`. Only the tables `list` reads plus the details and cmap the comparisons need.
enum DiffSideReader {
    /// One side to read: the paths to walk, the label reports use, and how a path read is shown (a git
    /// revision's files are read from a temporary folder but shown as `REV:path`).
    struct Input {
        var label: String
        var paths: [String]
        var shownPath: @Sendable (String) -> String = { $0 }
    }

    static func read(_ old: Input, _ new: Input) -> (old: DiffSide, new: DiffSide) {
        var collectors = [FontFileCollector(), FontFileCollector()]
        for path in old.paths { collectors[0].add(path) }
        for path in new.paths { collectors[1].add(path) }
        let oldCount = collectors[0].candidates.count
        let readings = FontScanner.read(collectors[0].candidates + collectors[1].candidates, depth: .details(languages: false))
        let locations = readings.flatMap { reading in reading.details.map { FaceLocation(of: $0.face) } }
        var maps: [FaceLocation: CharacterMap] = [:]
        var mapErrors: [FaceLocation: FontReadError] = [:]
        for (location, result) in zip(locations, CharacterMapScanner.read(locations)) {
            switch result {
            case .success(let map): maps[location] = map
            case .failure(let error): mapErrors[location] = error
            }
        }
        func side(_ input: Input, _ collector: FontFileCollector, _ readings: ArraySlice<FontFileReading>) -> DiffSide {
            var faces: [DiffFace] = []
            var errors = collector.errors
            for reading in readings {
                errors += reading.errors
                let details = Dictionary(reading.details.map { ($0.face.faceIndex, $0) }, uniquingKeysWith: { first, _ in first })
                for face in reading.faces {
                    let location = FaceLocation(of: face)
                    if face.instanceIndex == nil, let error = mapErrors[location] { errors.append(error) }
                    faces.append(DiffFace(face: face, details: details[face.faceIndex], characterMap: maps[location]))
                }
            }
            return DiffSide(
                label: input.label, faces: faces.map { shown($0, input.shownPath) }, fileCount: readings.count,
                errors: errors.map { error in var shownError = error; shownError.file = input.shownPath(error.file); return shownError },
                notes: collector.notes)
        }
        return (side(old, collectors[0], readings.prefix(oldCount)), side(new, collectors[1], readings.dropFirst(oldCount)))
    }

    private static func shown(_ face: DiffFace, _ shownPath: (String) -> String) -> DiffFace {
        var face = face
        face.face.file = shownPath(face.face.file)
        face.details?.face.file = face.face.file
        return face
    }
}
