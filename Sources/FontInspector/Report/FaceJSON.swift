/// The JSON form of a face and of a read error, shared by `list --format json` and `info --format json`.
/// Keys are documented in the README and kept stable.
public enum FaceJSON {
    public static func face(_ face: FontFace) -> JSONValue {
        .object([
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
        ])
    }

    public static func error(_ error: FontReadError) -> JSONValue {
        .object([("file", .string(error.file)), ("message", .string(error.reason))])
    }
}
