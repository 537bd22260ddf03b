/// Where a face lives: its file and its index in a collection (0 otherwise). A variable font's named instances
/// share their font's location, and so its character map.
public struct FaceLocation: Sendable, Hashable {
    /// The font file's path.
    public var file: String
    /// The face's index in a collection; 0 for a single-face file.
    public var faceIndex: Int

    /// The face at `faceIndex` of `file`.
    public init(file: String, faceIndex: Int) {
        self.file = file
        self.faceIndex = faceIndex
    }

    /// Where `face` lives (a named instance: its font's location).
    public init(of face: FontFace) {
        self.init(file: face.file, faceIndex: face.faceIndex)
    }
}
