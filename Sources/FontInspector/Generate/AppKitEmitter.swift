/// The AppKit part: an `NSFont` per face, and each style map's text style at its size (macOS has neither
/// Dynamic Type sizes nor Bold Text, so the regular face at the Large size).
enum AppKitEmitter {
    static func emit(_ catalog: FontCatalog, access: GeneratedAccess, to out: inout SwiftSourceWriter) {
        let open = access.keyword
        EmitterParts.faceFont(catalog, access: access, fontClass: "NSFont", to: &out)
        guard !catalog.styleMaps.isEmpty else { return }
        out.line()
        out.block("extension \(catalog.namespace).StyledFont") { out in
            out.line("/// The style's regular face at its size; the system font when the face is not registered.")
            out.block("\(open)var font: NSFont") { out in
                out.line("NSFont(name: regular.postScriptName, size: CGFloat(size)) ?? NSFont.systemFont(ofSize: CGFloat(size))")
            }
        }
    }
}
