/// `list --format json` written face by face as files are read, so that memory stays flat however
/// large the corpus. Joined, the pieces are byte for byte the document
/// `{"faces": [...], "errors": [...]}` that `JSONValue.serialized()` writes.
public struct FaceListJSONStream {
    private var wroteFace = false

    /// A stream that has written nothing yet.
    public init() {}

    /// The text before the first face.
    public let start = "{\n  \"faces\": ["

    /// One face, with the separator before it (`languages` as `FaceJSON.face` takes them).
    public mutating func face(_ face: FontFace, languages: [String]? = nil) -> String {
        var text = Array((wroteFace ? ",\n    " : "\n    ").utf8)
        wroteFace = true
        FaceJSON.face(face, languages: languages).write(to: &text, indent: 2)
        return String(decoding: text, as: UTF8.self)
    }

    /// The end of the faces, the errors (known only once every file is read) and the end of the document.
    public func end(errors: [InputProblem]) -> String {
        var text = Array((wroteFace ? "\n  ],\n  \"errors\": " : "],\n  \"errors\": ").utf8)
        JSONValue.array(errors.map(FaceJSON.error)).write(to: &text, indent: 1)
        text += "\n}\n".utf8
        return String(decoding: text, as: UTF8.self)
    }
}
