/// Where a face lives: its file and its index in a collection (0 otherwise). A variable font's named instances
/// share their font's location, and so its character map.
public struct FaceLocation: Sendable, Hashable {
    public var file: String
    public var faceIndex: Int

    public init(file: String, faceIndex: Int) {
        self.file = file
        self.faceIndex = faceIndex
    }

    public init(of face: FontFace) {
        self.init(file: face.file, faceIndex: face.faceIndex)
    }
}
