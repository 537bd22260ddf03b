/// The UIKit part: a `UIFont` per face, scaled for the user's text size with `UIFontMetrics`, and for each style
/// map's text style the font to use for a trait collection, the bold face when Bold Text is on.
enum UIKitEmitter {
    static func emit(_ catalog: FontCatalog, access: GeneratedAccess, to out: inout SwiftSourceWriter) {
        let open = access.keyword
        EmitterParts.faceFont(catalog, access: access, fontClass: "UIFont", to: &out)
        out.line()
        out.block("extension \(catalog.namespace).Face") { out in
            out.line("/// The face at `size` points at the Large text size, scaled with the user's text size as `textStyle` is.")
            out.block("\(open)func font(size: CGFloat, relativeTo textStyle: UIFont.TextStyle, compatibleWith traitCollection: UITraitCollection? = nil) -> UIFont?") { out in
                out.line("font(size: size).map { UIFontMetrics(forTextStyle: textStyle).scaledFont(for: $0, compatibleWith: traitCollection) }")
            }
        }
        guard !catalog.styleMaps.isEmpty else { return }
        out.line()
        EmitterParts.textStyleMapping(
            catalog, access: access, property: "uiFontTextStyle", type: "UIFont.TextStyle", availability: nil,
            caseName: \.uikitCaseName, to: &out)
        out.line()
        out.block("extension \(catalog.namespace).StyledFont") { out in
            out.line("/// The style's font for `traitCollection` (the current one when nil): the bold face when Bold Text is on, scaled")
            out.line("/// with the user's text size; the system font of the text style when the face is not registered.")
            out.line("@MainActor")
            out.block("\(open)func font(compatibleWith traitCollection: UITraitCollection? = nil) -> UIFont") { out in
                out.line("let boldText = \(catalog.namespace).isBoldTextEnabled(traitCollection)")
                out.block("guard let font = UIFont(name: face(boldText: boldText).postScriptName, size: CGFloat(size(boldText: boldText))) else") { out in
                    out.line("return UIFont.preferredFont(forTextStyle: textStyle.uiFontTextStyle, compatibleWith: traitCollection)")
                }
                out.line("return UIFontMetrics(forTextStyle: textStyle.uiFontTextStyle).scaledFont(for: font, compatibleWith: traitCollection)")
            }
        }
        out.line()
        out.block("extension \(catalog.namespace)") { out in
            guard catalog.supportsBeforeIOS13 else {
                out.line("/// Whether Bold Text is on: the trait collection's legibility weight (the app runs on iOS 13 or later).")
                out.line("@MainActor")
                out.block("static func isBoldTextEnabled(_ traitCollection: UITraitCollection?) -> Bool") { out in
                    out.line("(traitCollection ?? UITraitCollection.current).legibilityWeight == .bold")
                }
                return
            }
            out.line("/// Whether Bold Text is on: the trait collection's legibility weight; before iOS 13, the accessibility setting.")
            out.line("@MainActor")
            out.block("static func isBoldTextEnabled(_ traitCollection: UITraitCollection?) -> Bool") { out in
                out.block("if #available(iOS 13.0, tvOS 13.0, *)") { out in
                    out.line("return (traitCollection ?? UITraitCollection.current).legibilityWeight == .bold")
                }
                // tvOS has no UIAccessibility.isBoldTextEnabled, and no Bold Text before tvOS 13.
                out.line("#if os(tvOS)")
                out.line("return false")
                out.line("#else")
                out.line("return UIAccessibility.isBoldTextEnabled")
                out.line("#endif")
            }
        }
    }
}
