/// `generate --format json`: the catalog for teams that template their own code. `{"namespace",
/// "boldTextBeforeIOS13" (some target runs before iOS 13: read Bold Text from UIAccessibility there), "families":
/// [{"name", "identifier", "faces": [{"identifier", "postScriptName", "family", "style", "weight", "italic", "file",
/// "path", "faceIndex", "instance"}]}], "styleMaps": [{"file", "identifier", "styles": [{"style", "identifier",
/// "regular", "bold", "boldInferred", "size", "boldSize"}]}]}`; `regular` and `bold` are PostScript names.
public enum FontCatalogJSONReport {
    package static func render(_ catalog: FontCatalog) -> JSONValue {
        .object([
            ("namespace", .string(catalog.namespace)),
            ("boldTextBeforeIOS13", .bool(catalog.supportsBeforeIOS13)),
            ("families", .array(catalog.families.map { family in
                .object([
                    ("name", .optional(family.name)),
                    ("identifier", .string(family.identifier)),
                    ("faces", .array(family.faces.map(render))),
                ])
            })),
            ("styleMaps", .array(catalog.styleMaps.map { map in
                .object([
                    ("file", .string(map.file)),
                    ("identifier", .string(map.identifier)),
                    ("styles", .array(map.styles.map(render))),
                ])
            })),
        ])
    }

    private static func render(_ face: CatalogFace) -> JSONValue {
        .object([
            ("identifier", .string(face.identifier)),
            ("postScriptName", .string(face.postScriptName)),
            ("family", .string(face.family)),
            ("style", .string(face.style)),
            ("weight", .int(face.weight)),
            ("italic", .bool(face.italic)),
            ("file", .string(face.file)),
            ("path", .string(face.path)),
            ("faceIndex", .int(face.faceIndex)),
            ("instance", .optional(face.instanceIndex)),
        ])
    }

    private static func render(_ style: CatalogTextStyle) -> JSONValue {
        .object([
            ("style", .string(style.style.uikitCaseName)),
            ("identifier", .string(style.identifier)),
            ("regular", .string(style.regular.postScriptName)),
            ("bold", .optional(style.bold?.postScriptName)),
            ("boldInferred", .bool(style.boldIsInferred)),
            ("size", .double(style.size)),
            ("boldSize", .optional(style.boldSize)),
        ])
    }
}

extension FontCatalogJSONReport: Reporter {
    public static var identifier: String { "json" }
    public static var description: String { "for scripts and templates: families, faces and style maps with their identifiers" }

    public static func generateReport(_ report: GeneratedCode, context: ReportContext) -> String {
        render(report.catalog).serialized()
    }
}
