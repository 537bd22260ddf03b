/// A font name the app writes somewhere — a style map, a call in its code, an Interface Builder document, a
/// SpriteKit scene — with
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
    /// Where the constant that holds the name is defined, when code names it through one (`location` is then
    /// the call that uses it).
    var definition: Finding.Location? = nil
    /// True for a name in generated code (SwiftGen, R.swift).
    var isGeneratedCode = false
    /// The index in `FontBundle.sourceCalls` of the call that writes it: a call's references are contiguous.
    var sourceCallIndex: Int? = nil
    /// For a name a helper's caller passes: the index of that caller in the call's `helper.callers`.
    var callerIndex: Int? = nil
    /// The index in `FontBundle.interfaceBuilderReferences` of a storyboard's or xib's name.
    var interfaceBuilderIndex: Int? = nil

    static func all(in bundle: FontBundle) -> [FontNameReference] {
        let styleMaps = StyleMapReference.all(in: bundle).map { reference in
            FontNameReference(
                name: reference.name, location: reference.location, kind: .styleMap, subject: "\"\(reference.name)\"",
                checksRegistration: reference.role == .regular)
        }
        // A name held in a constant is checked at the call that uses it, once for each value the constant can have;
        // a name built at run time is listed (references) but not guessed.
        let code = bundle.sourceCalls.enumerated().flatMap { index, call -> [FontNameReference] in
            // A family name asked of UIFont is not a font name: postscript-name-for-family checks it.
            guard !call.form.takesFamilyName else { return [] }
            // A helper whose name is its parameter is checked at each caller, with the name that caller passes.
            // The callers that leave the name out all pass the helper's default argument: it is checked once, at
            // the helper, where it is written and where it is fixed (M401).
            if let helper = call.helper, helper.namesFromCallers, !helper.callers.isEmpty {
                return helper.callers.enumerated().flatMap { callerIndex, site -> [FontNameReference] in
                    guard helper.nameCaller(of: callerIndex) == callerIndex else { return [] }
                    var called = call.asCalled(by: site)
                    if site.nameIsDefaultArgument { (called.file, called.line, called.column) = (call.file, call.line, call.column) }
                    return references(of: called, index: index).map { reference in
                        var reference = reference
                        reference.subject += site.nameIsDefaultArgument ? ", the default argument of \(helper.name)," : " passed to \(helper.name)"
                        reference.callerIndex = callerIndex
                        return reference
                    }
                }
            }
            return references(of: call, index: index)
        }
        let interfaceBuilder = bundle.interfaceBuilderReferences.enumerated().map { index, reference in
            let place = switch reference.kind {
            case .fontDescription: "fontDescription"
            case .font: "font"
            case .customFontsIndex(let fontFile): "customFonts entry (under \"\(fontFile)\")"
            }
            return FontNameReference(
                name: reference.name, location: Finding.Location(file: reference.file, line: reference.line, column: reference.column),
                kind: .interfaceBuilder, subject: "\(place) \"\(reference.name)\"", checksRegistration: true,
                interfaceBuilderIndex: index)
        }
        let scenes = bundle.sceneReferences.map { reference in
            FontNameReference(
                name: reference.name, location: Finding.Location(file: reference.file, keyPath: reference.keyPath),
                kind: .spriteKitScene, subject: "SKLabelNode \"\(reference.name)\"", checksRegistration: true)
        }
        return styleMaps + code + interfaceBuilder + scenes
    }

    /// The names one call in code writes: its literal, each value of its constant, or one name given at run time.
    private static func references(of call: SourceFontCall, index: Int) -> [FontNameReference] {
        let location = Finding.Location(file: call.file, line: call.line, column: call.column)
        if let name = call.name {
            return [FontNameReference(
                name: name, location: location, kind: call.form.isGeneratedCode ? .generatedCode : .code,
                subject: "\(call.form.rawValue) \"\(name)\"", checksRegistration: true, isGeneratedCode: call.form.isGeneratedCode,
                sourceCallIndex: index)]
        }
        // An R.swift constant no shipped font gives is no name lint saw (the loader notes it), nor one given at run time.
        // So is a Tuist accessor no shipped face gives (not Tuist's, or a build failure).
        if call.rSwiftFont != nil || call.tuistFont != nil, call.resolvedNames.isEmpty { return [] }
        guard !call.resolvedNames.isEmpty else {
            return [FontNameReference(
                name: nil, location: location, kind: .code, subject: "\(call.form.rawValue) with a name given at run time",
                checksRegistration: true, sourceCallIndex: index)]
        }
        return call.resolvedNames.map { resolved in
            FontNameReference(
                name: resolved.name, location: location, kind: .constant,
                subject: "\(call.form.rawValue) \(call.describedName(resolved))", checksRegistration: true,
                definition: Finding.Location(file: resolved.file, line: resolved.line, column: resolved.column),
                sourceCallIndex: index)
        }
    }
}

/// Where a font name was written, as the JSON output's `kind` names it.
public enum FontNameReferenceKind: String, Sendable, Hashable, CaseIterable {
    /// A call in Swift or Objective-C code.
    case code
    /// A call in code whose name is held in a constant, an enum's raw value, a computed property or a macro.
    case constant
    /// SwiftGen's or R.swift's generated font constants.
    case generatedCode
    /// A storyboard or xib.
    case interfaceBuilder
    /// A style map's `fontName` or `boldFontName`.
    case styleMap
    /// A label node's font in a SpriteKit scene file (`.sks`).
    case spriteKitScene
}
