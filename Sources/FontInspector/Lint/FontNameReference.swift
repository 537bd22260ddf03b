/// A font name the app writes somewhere — a style map, a call in its code, an Interface Builder document — with
/// where it stands: what unknown-font-name and font-not-registered check, each the same way.
struct FontNameReference {
    var name: String
    var location: Finding.Location
    /// How messages name it after its place: `"X"` (a style map: the key path is in the location),
    /// `UIFont(name:size:) "X"`, `fontDescription "X"`.
    var subject: String
    /// False for a style map's Bold Text name, which bold-variant-unregistered checks instead.
    var checksRegistration: Bool
    /// Where the constant that holds the name is defined, when code names it through one (`location` is then
    /// the call that uses it).
    var definition: Finding.Location? = nil
    /// True for a name in generated code (SwiftGen, R.swift).
    var isGeneratedCode = false

    static func all(in bundle: FontBundle) -> [FontNameReference] {
        let styleMaps = StyleMapReference.all(in: bundle).map { reference in
            FontNameReference(
                name: reference.name, location: reference.location, subject: "\"\(reference.name)\"", checksRegistration: reference.role == .regular)
        }
        // Names built at run time are not checked: they are not guessed. A name held in a constant is checked at
        // the call that uses it, once for each value the constant can have.
        let code = bundle.sourceCalls.flatMap { call -> [FontNameReference] in
            let location = Finding.Location(file: call.file, line: call.line, column: call.column)
            if let name = call.name {
                return [FontNameReference(
                    name: name, location: location, subject: "\(call.form.rawValue) \"\(name)\"", checksRegistration: true,
                    isGeneratedCode: call.form.isGeneratedCode)]
            }
            return call.resolvedNames.map { resolved in
                FontNameReference(
                    name: resolved.name, location: location, subject: "\(call.form.rawValue) \(call.describedName(resolved))", checksRegistration: true,
                    definition: Finding.Location(file: resolved.file, line: resolved.line, column: resolved.column))
            }
        }
        let interfaceBuilder = bundle.interfaceBuilderReferences.map { reference in
            let place = switch reference.kind {
            case .fontDescription: "fontDescription"
            case .font: "font"
            case .customFontsIndex(let fontFile): "customFonts entry (under \"\(fontFile)\")"
            }
            return FontNameReference(
                name: reference.name, location: Finding.Location(file: reference.file, line: reference.line, column: reference.column),
                subject: "\(place) \"\(reference.name)\"", checksRegistration: true)
        }
        return styleMaps + code + interfaceBuilder
    }
}
