/// `info --format json`: the face's `list` keys, then the tables behind them.
public enum InfoJSONReport {
    package static func details(_ details: FontDetails) -> JSONValue {
        guard case .object(var members) = FaceJSON.face(details.face) else { return .null }
        members.append(("nameRecords", .array(details.names.records.map { record in
            .object([
                ("platformID", .int(Int(record.platformID))),
                ("encodingID", .int(Int(record.encodingID))),
                ("languageID", .int(Int(record.languageID))),
                ("nameID", .int(Int(record.nameID))),
                ("text", .optional(record.text)),
                ("wellFormed", .bool(record.isWellFormed)),
            ])
        })))
        members.append(("os2", details.os2.map { os2 in
            .object([
                ("version", .int(os2.version)),
                ("weightClass", .int(os2.weightClass)),
                ("widthClass", .int(os2.widthClass)),
                ("fsSelection", .int(Int(os2.fsSelection.rawValue))),
                ("fsSelectionFlags", .array(os2.fsSelection.names.map(JSONValue.string))),
                ("fsType", .int(Int(os2.fsType.rawValue))),
                ("fsTypeFlags", .array(os2.fsType.names.map(JSONValue.string))),
                ("vendorID", .string(os2.vendorID)),
            ])
        } ?? .null))
        members.append(("head", details.head.map { head in
            .object([
                ("macStyle", .int(Int(head.macStyle.rawValue))),
                ("macStyleFlags", .array(head.macStyle.names.map(JSONValue.string))),
                ("fontRevision", .double(head.fontRevision)),
                ("unitsPerEm", .int(head.unitsPerEm)),
            ])
        } ?? .null))
        members.append(("italicAngle", .optional(details.italicAngle)))
        members.append(("tables", .array(details.tableTags.map(JSONValue.string))))
        members.append(("axes", .array(details.axes.map { axis in
            .object([
                ("tag", .string(axis.tag)),
                ("name", .optional(axis.name)),
                ("minimum", .double(axis.minimum)),
                ("default", .double(axis.defaultValue)),
                ("maximum", .double(axis.maximum)),
            ])
        })))
        members.append(("namedInstances", .array(details.namedInstances.map { instance in
            .object([
                ("instanceIndex", .int(instance.index)),
                ("style", .optional(instance.style)),
                ("postScriptName", .optional(instance.postScriptName)),
                ("postScriptNameStored", .bool(instance.postScriptNameIsStored)),
                ("coordinates", .object(instance.coordinates.map { ($0.tag, .double($0.value)) })),
                ("isDefaultFace", .bool(instance.isDefaultFace)),
            ])
        })))
        members.append(("languages", details.languages.map { .array($0.map(JSONValue.string)) } ?? .null))
        return .object(members)
    }
}

extension InfoJSONReport: Reporter {
    public static var identifier: String { "json" }
    public static var description: String { "for scripts: each face's list keys, then the tables behind them, and the errors" }

    public static func generateReport(_ report: FontDetailsList, context: ReportContext) -> String {
        JSONValue.object([
            ("fonts", .array(report.details.map(details))),
            ("errors", .array(report.errors.map(FaceJSON.error))),
        ]).serialized()
    }
}
