/// What reading one file produced: its faces in file order (each face, then its named instances),
/// details when they were asked for, and the errors that stopped a face or the whole file.
public struct FontFileReading: Sendable, Hashable {
    /// The path read.
    public var file: String
    /// Its faces in file order, each followed by its named instances.
    public var faces: [FontFace]
    /// One per face of the file (a variable font's default instance carries its named instances);
    /// empty unless details were asked for.
    public var details: [FontDetails]
    /// What stopped a face or the whole file; empty when everything was read.
    public var errors: [InputProblem]

    /// A reading of `file`; nothing read yet by default.
    public init(file: String, faces: [FontFace] = [], details: [FontDetails] = [], errors: [InputProblem] = []) {
        self.file = file
        self.faces = faces
        self.details = details
        self.errors = errors
    }
}

/// How much to read of each face: `list` needs names and classes only; `info` wants the tables too.
public enum ReadDepth: Sendable, Hashable {
    /// Each face's names, classes and format.
    case faces
    /// The faces and their tables (`FontDetails`); with `languages`, also the orthographies fontconfig says
    /// each face covers.
    case details(languages: Bool)

    var wantsDetails: Bool { if case .details = self { true } else { false } }
    var wantsLanguages: Bool { if case .details(let languages) = self { languages } else { false } }
}
