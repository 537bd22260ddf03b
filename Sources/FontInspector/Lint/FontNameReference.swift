/// A font name the app writes somewhere — a style map, a call in its code, an Interface Builder document — with
/// where it stands: what unknown-font-name, font-name-not-postscript and font-not-registered check, each the same
/// way, and what `references` lists.
struct FontNameReference {
    /// Nil for a name given at run time (a variable, an interpolated string), which is listed but never checked.
    var name: String?
    var location: Finding.Location
    var kind: FontNameReferenceKind
    /// How messages name it after its place: `"X"` (a style map: the key path is in the location),
    /// `UIFont(name:size:) "X"`, `fontDescription "X"`.
    var subject: String
    /// False for a style map's Bold Text name, which bold-variant-unregistered checks instead.
    var checksRegistration: Bool

    static func all(in bundle: FontBundle) -> [FontNameReference] {
        let styleMaps = StyleMapReference.all(in: bundle).map { reference in
            FontNameReference(
                name: reference.name, location: reference.location, kind: .styleMap, subject: "\"\(reference.name)\"",
                checksRegistration: reference.role == .regular)
        }
        let code = bundle.sourceCalls.map { call in
            FontNameReference(
                name: call.name, location: Finding.Location(file: call.file, line: call.line, column: call.column), kind: .code,
                subject: call.name.map { "\(call.form.rawValue) \"\($0)\"" } ?? "\(call.form.rawValue) with a name given at run time",
                checksRegistration: true)
        }
        let interfaceBuilder = bundle.interfaceBuilderReferences.map { reference in
            let place = switch reference.kind {
            case .fontDescription: "fontDescription"
            case .font: "font"
            case .customFontsIndex(let fontFile): "customFonts entry (under \"\(fontFile)\")"
            }
            return FontNameReference(
                name: reference.name, location: Finding.Location(file: reference.file, line: reference.line, column: reference.column),
                kind: .interfaceBuilder, subject: "\(place) \"\(reference.name)\"", checksRegistration: true)
        }
        return styleMaps + code + interfaceBuilder
    }
}

/// Where a font name was written, as the JSON output's `kind` names it.
public enum FontNameReferenceKind: String, Sendable, Hashable, CaseIterable {
    /// A call in Swift or Objective-C code.
    case code
    /// A storyboard or xib.
    case interfaceBuilder
    /// A style map's `fontName` or `boldFontName`.
    case styleMap
}
