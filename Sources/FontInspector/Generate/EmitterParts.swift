/// Pieces two platform parts write alike, each with its own platform's names.
enum EmitterParts {
    /// `extension Fonts.Face { func font(size:) -> UIFont? }`, with `UIFont` or `NSFont`.
    static func faceFont(_ catalog: FontCatalog, access: GeneratedAccess, fontClass: String, to out: inout SwiftSourceWriter) {
        out.block("extension \(catalog.namespace).Face") { out in
            out.line("/// The face at `size` points; nil when it is not registered.")
            out.block("\(access.keyword)func font(size: CGFloat) -> \(fontClass)?") { out in
                out.line("\(fontClass)(name: postScriptName, size: size)")
            }
        }
    }

    /// A property of `Fonts.TextStyle` giving a platform's text style (`UIFont.TextStyle`, `Font.TextStyle`) for each
    /// style the maps use, as `caseName` spells it there.
    static func textStyleMapping(
        _ catalog: FontCatalog, access: GeneratedAccess, property: String, type: String, availability: String?,
        caseName: (TextStyle) -> String, to out: inout SwiftSourceWriter
    ) {
        out.block("extension \(catalog.namespace).TextStyle") { out in
            if let availability { out.line(availability) }
            out.block("\(access.keyword)var \(property): \(type)") { out in
                out.line("switch self {")
                for style in catalog.textStyles { out.line("case .\(style.uikitCaseName): .\(caseName(style))") }
                out.line("}")
            }
        }
    }
}
