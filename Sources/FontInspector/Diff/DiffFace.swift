/// One face of one side of a diff, with what the comparisons read besides its names: the tables of its font
/// (a named instance shares its font's) and its character map.
public struct DiffFace: Sendable, Hashable {
    /// The face as read.
    public var face: FontFace
    /// Its font's tables (vertical metrics, embedding); nil when they were not read.
    public var details: FontDetails?
    /// Nil when the map could not be read (the error is among the side's errors).
    public var characterMap: CharacterMap?

    /// A face with what was read of it.
    public init(face: FontFace, details: FontDetails? = nil, characterMap: CharacterMap? = nil) {
        self.face = face
        self.details = details
        self.characterMap = characterMap
    }

    /// How reports name the face: its PostScript name, else its full name, else its file.
    public var label: String { face.postScriptName ?? face.fullName ?? face.file }

    /// `Fonts/Foo.ttf`, `Foo.ttc (face 2)`, `Foo-VF.ttf (instance 3)`.
    public var place: String {
        var position: [String] = []
        if face.faceIndex != 0 { position.append("face \(face.faceIndex)") }
        if let instance = face.instanceIndex { position.append("instance \(instance)") }
        return face.file + (position.isEmpty ? "" : " (" + position.joined(separator: ", ") + ")")
    }

    /// The face's identity within its side: file, face index and named instance.
    var key: DiffFaceKey { DiffFaceKey(face) }
}

/// A face's identity within one side of a diff.
struct DiffFaceKey: Hashable {
    var file: String
    var faceIndex: Int
    var instanceIndex: Int?

    init(_ face: FontFace) {
        file = face.file
        faceIndex = face.faceIndex
        instanceIndex = face.instanceIndex
    }
}
