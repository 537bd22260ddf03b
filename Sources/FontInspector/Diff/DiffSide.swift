/// Everything read from one side of a diff: its faces in file order, what could not be read and what the walk
/// passed over. `label` is the path as given, or `REV:path` for a git revision.
public struct DiffSide: Sendable {
    /// How reports name the side: the path as given, or `REV:path`.
    public var label: String
    /// Its faces in file order, named instances after their font.
    public var faces: [DiffFace]
    /// How many font files were read or tried.
    public var fileCount: Int
    /// The font files that could not be read.
    public var errors: [InputProblem]
    /// What the walk of the side passed over.
    public var notes: [InputProblem]

    /// A side read from `label`.
    public init(label: String, faces: [DiffFace], fileCount: Int, errors: [InputProblem] = [], notes: [InputProblem] = []) {
        self.label = label
        self.faces = faces
        self.fileCount = fileCount
        self.errors = errors
        self.notes = notes
    }

    /// The side as a bundle of fonts, for the name lookups and Bold Text inference lint uses. Without a
    /// registration every file counts as registered.
    func bundle() -> FontBundle {
        var order: [String] = []
        var faces: [String: [FontFace]] = [:]
        var details: [String: [FontDetails]] = [:]
        for face in self.faces {
            if faces[face.face.file] == nil { order.append(face.face.file) }
            faces[face.face.file, default: []].append(face.face)
            if face.face.instanceIndex == nil, let detail = face.details { details[face.face.file, default: []].append(detail) }
        }
        return FontBundle(root: label, fonts: order.map { file in
            BundleFont(path: file, faces: faces[file] ?? [], details: details[file] ?? [], errors: [])
        })
    }
}
