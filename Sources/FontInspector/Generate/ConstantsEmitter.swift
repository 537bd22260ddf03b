/// The platform-independent part: the `Face` type, one enum per family with a constant per face and named
/// instance, every face and file; and for the style maps the `TextStyle` and `StyledFont` types and one enum per
/// map. It needs only Foundation, so it compiles everywhere, Linux included.
enum ConstantsEmitter {
    static func emit(_ catalog: FontCatalog, access: GeneratedAccess, to out: inout SwiftSourceWriter) {
        let open = access.keyword
        out.line("/// Every face of the fonts the app ships, by family, with its PostScript name: the name code loads it by.")
        out.block("\(open)enum \(catalog.namespace)") { out in
            out.line("/// A face: what a font file says about it, and where the file is.")
            out.block("\(open)struct Face: Sendable, Hashable") { out in
                out.line("/// The name `UIFont(name:size:)`, `NSFont(name:size:)` and `Font.custom` load the face by.")
                out.line("\(open)let postScriptName: String")
                out.line("\(open)let family: String")
                out.line("\(open)let style: String")
                out.line("/// The OS/2 weight class, or a named instance's `wght` (400 when the font gives none).")
                out.line("\(open)let weight: Int")
                out.line("\(open)let isItalic: Bool")
                out.line("/// The font file, relative to the bundle's resources: what `register(from:)` registers.")
                out.line("\(open)let file: String")
            }
            for family in catalog.families {
                out.line()
                emit(family, access: access, to: &out)
            }
            out.line()
            out.line("/// Every face, family by family.")
            let all = catalog.families.map { SwiftIdentifier.escaped($0.identifier) + ".all" }
            out.line("\(open)static let allFaces: [Face] = " + (all.isEmpty ? "[]" : all.joined(separator: " + ")))
            out.line()
            out.line("/// The font files, relative to the bundle's resources.")
            out.line("\(open)static let files: [String] = [" + catalog.files.map(SwiftLiteral.string).joined(separator: ", ") + "]")
        }
        guard !catalog.styleMaps.isEmpty else { return }
        out.line()
        emitStyleTypes(catalog, access: access, to: &out)
    }

    private static func emit(_ family: CatalogFamily, access: GeneratedAccess, to out: inout SwiftSourceWriter) {
        let open = access.keyword
        out.block("\(open)enum \(SwiftIdentifier.escaped(family.identifier))") { out in
            for face in family.faces {
                let arguments = [
                    "postScriptName: " + SwiftLiteral.string(face.postScriptName),
                    "family: " + SwiftLiteral.string(face.family),
                    "style: " + SwiftLiteral.string(face.style),
                    "weight: \(face.weight)",
                    "isItalic: \(face.italic)",
                    "file: " + SwiftLiteral.string(face.file),
                ]
                out.line("\(open)static let \(SwiftIdentifier.escaped(face.identifier)) = Face(\(arguments.joined(separator: ", ")))")
            }
            out.line("\(open)static let all: [Face] = [" + family.faces.map { SwiftIdentifier.escaped($0.identifier) }.joined(separator: ", ") + "]")
        }
    }

    private static func emitStyleTypes(_ catalog: FontCatalog, access: GeneratedAccess, to out: inout SwiftSourceWriter) {
        let open = access.keyword
        out.block("extension \(catalog.namespace)") { out in
            out.line("/// The Dynamic Type text styles the style maps use, named as UIKit names them.")
            out.block("\(open)enum TextStyle: String, Sendable, Hashable, CaseIterable") { out in
                out.line("case " + catalog.textStyles.map(\.uikitCaseName).joined(separator: ", "))
            }
            out.line()
            out.line("/// One text style of a style map: its face, the face for Bold Text and their sizes at the Large text size.")
            out.block("\(open)struct StyledFont: Sendable, Hashable") { out in
                out.line("\(open)let textStyle: TextStyle")
                out.line("\(open)let regular: Face")
                out.line("/// The face when Bold Text is on (the regular face when the map names none).")
                out.line("\(open)let bold: Face")
                out.line("/// Points at the Large (default) text size.")
                out.line("\(open)let size: Double")
                out.line("\(open)let boldSize: Double")
                out.line()
                out.line("\(open)func face(boldText: Bool) -> Face { boldText ? bold : regular }")
                out.line("\(open)func size(boldText: Bool) -> Double { boldText ? boldSize : size }")
            }
            for map in catalog.styleMaps {
                out.line()
                out.block("\(open)enum \(SwiftIdentifier.escaped(map.identifier))") { out in
                    for style in map.styles {
                        let bold = style.bold ?? style.regular
                        let arguments = [
                            "textStyle: .\(style.identifier)",
                            "regular: " + reference(style.regular),
                            "bold: " + reference(bold),
                            "size: " + SwiftLiteral.number(style.size),
                            "boldSize: " + SwiftLiteral.number(style.boldSize ?? style.size),
                        ]
                        out.line("\(open)static let \(style.identifier) = StyledFont(\(arguments.joined(separator: ", ")))")
                    }
                    out.line("\(open)static let all: [StyledFont] = [" + map.styles.map(\.identifier).joined(separator: ", ") + "]")
                }
            }
        }
    }

    private static func reference(_ face: CatalogFace) -> String {
        SwiftIdentifier.escaped(face.familyIdentifier) + "." + SwiftIdentifier.escaped(face.identifier)
    }
}
