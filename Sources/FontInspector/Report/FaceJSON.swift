/// The JSON form of a face and of a read error, shared by `list --format json` and `info --format json`.
/// Keys are documented in the README and kept stable.
public enum FaceJSON {
    /// `languages` (fontconfig's orthographies of the face's font) is added as the last key when given:
    /// `list --languages` asks for it; computing it reads the whole character map.
    public static func face(_ face: FontFace, languages: [String]? = nil) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("file", .string(face.file)),
            ("faceIndex", .int(face.faceIndex)),
            ("instanceIndex", .optional(face.instanceIndex)),
            ("postScriptName", .optional(face.postScriptName)),
            ("family", .optional(face.family)),
            ("style", .optional(face.style)),
            ("fullName", .optional(face.fullName)),
            ("weight", .optional(face.weight)),
            ("width", .optional(face.width)),
            ("italic", .bool(face.italic)),
            ("format", .string(face.format.rawValue)),
            ("container", .string(face.container.rawValue)),
            ("variable", .bool(face.isVariable)),
            ("coordinates", .object(face.coordinates.map { ($0.tag, .double($0.value)) })),
            ("loadableOnApple", .bool(face.isLoadableOnApplePlatforms)),
            ("glyphCount", .int(face.glyphCount)),
            ("unitsPerEm", .optional(face.unitsPerEm)),
            ("fontRevision", .optional(face.fontRevision)),
        ]
        if let languages { members.append(("languages", .array(languages.map(JSONValue.string)))) }
        return .object(members)
    }

    package static func error(_ error: InputProblem) -> JSONValue {
        .object([("file", .string(error.file)), ("message", .string(error.message))])
    }
}
