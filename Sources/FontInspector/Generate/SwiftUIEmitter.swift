/// The SwiftUI part: `Font.custom` for a face, scaled relative to a text style, and for the style maps a view
/// modifier that reads `legibilityWeight` from the environment, so the bold face follows Bold Text.
enum SwiftUIEmitter {
    /// `Font.custom(_:size:relativeTo:)` and `EnvironmentValues.legibilityWeight` are this recent.
    static let availability = "@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)"

    static func emit(_ catalog: FontCatalog, access: GeneratedAccess, to out: inout SwiftSourceWriter) {
        let open = access.keyword
        let namespace = catalog.namespace
        out.block("extension Font") { out in
            out.line("/// The face at `size` points at the Large text size, scaled with the user's text size as `textStyle` is.")
            out.line(availability)
            out.block("\(open)static func custom(_ face: \(namespace).Face, size: CGFloat, relativeTo textStyle: Font.TextStyle = .body) -> Font") { out in
                out.line(".custom(face.postScriptName, size: size, relativeTo: textStyle)")
            }
        }
        guard !catalog.styleMaps.isEmpty else { return }
        out.line()
        EmitterParts.textStyleMapping(
            catalog, access: access, property: "fontTextStyle", type: "Font.TextStyle", availability: availability,
            caseName: \.swiftUIName, to: &out)
        out.line()
        out.block("extension \(namespace)") { out in
            out.line("/// Sets a style map's text style as the font: the bold face when Bold Text is on, scaled with the text style.")
            out.line(availability)
            out.block("\(open)struct StyledFontModifier: ViewModifier") { out in
                out.line("\(open)let style: StyledFont")
                out.line("@Environment(\\.legibilityWeight) private var legibilityWeight")
                out.line()
                out.line("\(open)init(_ style: StyledFont) { self.style = style }")
                out.line()
                out.block("\(open)func body(content: Content) -> some View") { out in
                    out.line("let boldText = legibilityWeight == .bold")
                    out.line("let size = CGFloat(style.size(boldText: boldText))")
                    out.line("return content.font(.custom(style.face(boldText: boldText).postScriptName, size: size, relativeTo: style.textStyle.fontTextStyle))")
                }
            }
        }
        out.line()
        out.block("extension View") { out in
            out.line("/// The style map's text style as this view's font, following Bold Text and the user's text size.")
            out.line(availability)
            out.block("\(open)func font(_ style: \(namespace).StyledFont) -> some View") { out in
                out.line("modifier(\(namespace).StyledFontModifier(style))")
            }
        }
    }
}
