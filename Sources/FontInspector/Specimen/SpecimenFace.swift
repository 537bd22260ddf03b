/// A face a specimen cell draws: the file, the face in it, the named instance of a variable font, and the name
/// the label shows.
public struct SpecimenFace: Sendable, Hashable {
    /// The font file.
    public var file: String
    /// The face's index in a collection; 0 otherwise.
    public var faceIndex: Int
    /// 1-based, as `FontFace.instanceIndex`; nil for the default instance or a static face.
    public var instance: Int?
    /// The name the cell's label shows (the full name or file for a face without a PostScript name).
    public var postScriptName: String

    /// The face at `faceIndex` (and `instance`) of `file`, labelled `postScriptName`.
    public init(file: String, faceIndex: Int = 0, instance: Int? = nil, postScriptName: String) {
        self.file = file
        self.faceIndex = faceIndex
        self.instance = instance
        self.postScriptName = postScriptName
    }

    /// The face a reading gave, labelled by its PostScript name, else its full name, else its file.
    public init(_ face: FontFace) {
        self.init(file: face.file, faceIndex: face.faceIndex, instance: face.instanceIndex,
                  postScriptName: face.postScriptName ?? face.fullName ?? face.file)
    }

    /// Where its character map is read: the face, not the instance (instances share one cmap).
    public var location: FaceLocation { FaceLocation(file: file, faceIndex: faceIndex) }
}
