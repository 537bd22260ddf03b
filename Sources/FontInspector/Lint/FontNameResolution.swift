/// What a font name loads, found as Core Text looks it up (CTFontDescriptor.h, `kCTFontNameAttribute`): a
/// PostScript name first, then a family name, then a full (display) name, over the faces the target can load —
/// its bundled faces and its platform's system fonts.
enum FontNameResolution: Sendable, Hashable {
    /// The PostScript name of bundled faces (several when files share it); `loads` is the one Core Text loads, a
    /// registered file's where there is one.
    case postScriptName([BundleFace], loads: BundleFace)
    /// A family name: Core Text loads one face of the family; `face` is the one lint takes it to load (see
    /// `FontNameLookup.familyFallbackFace`), `faces` the family.
    case familyFallback(BundleFace, of: [BundleFace])
    /// The full (display) name of a bundled face.
    case fullNameFallback(BundleFace)
    /// A bundled or system name written in other letter case: UIFont.h says UIFont matches names with "CSS name
    /// matching semantics" (no case), iOS has been seen to load such names, macOS's NSFont does not, and Core Text
    /// documents neither. `matching` is the name in its own case; `face` the bundled face it loads,
    /// or nil for a system font, whose PostScript name is `systemFace`.
    case letterCaseFallback(matching: String, face: BundleFace?, systemFace: String?)
    /// A system font of the target's platform.
    case system(SystemFontMatch)
    /// No face answers to the name by any of the three; `hint` says what the name probably meant.
    case unresolved(hint: String)
    /// A name given at run time (a variable, an interpolated string): not guessed.
    case runTime

    /// How a name matched a system font.
    enum SystemFontMatch: Sendable, Hashable {
        case postScriptName(String)
        /// A system family: Core Text picks the face; `likely` is the catalogue's regular-looking one.
        case familyFallback(family: String, likely: String)
        /// A hidden system name (`.AppleSystemUIFont`, `.SFUI-Regular`).
        case privateName(String)
        /// A system face's full name (`Futura Bold`): Core Text's last fallback loads the face `postScriptName`.
        case fullNameFallback(fullName: String, postScriptName: String)
    }

    /// The bundled face the name loads, when it loads one.
    var loadedFace: BundleFace? {
        switch self {
        case .postScriptName(_, let face): face
        case .familyFallback(let face, _), .fullNameFallback(let face): face
        case .letterCaseFallback(_, let face, _): face
        case .system, .unresolved, .runTime: nil
        }
    }

    /// A bundled face or a system font answers to the name by PostScript, family or full name: no letter-case
    /// guess, no miss, no run-time name.
    var loadsAFace: Bool {
        switch self {
        case .postScriptName, .familyFallback, .fullNameFallback, .system: true
        case .letterCaseFallback, .unresolved, .runTime: false
        }
    }

    /// The bundled faces that could answer: every face of a PostScript name, else the one face loaded.
    var candidateFaces: [BundleFace] {
        if case .postScriptName(let faces, _) = self { return faces }
        return loadedFace.map { [$0] } ?? []
    }

    /// The word the JSON output and `--references` use.
    var kind: FontNameResolutionKind {
        switch self {
        case .postScriptName: .postScriptName
        case .familyFallback: .familyFallback
        case .fullNameFallback: .fullNameFallback
        case .letterCaseFallback: .letterCaseFallback
        case .system: .system
        case .unresolved: .unresolved
        case .runTime: .runTime
        }
    }

    /// The PostScript name of the face the name loads (a system font's too), when lint knows it.
    var loadedPostScriptName: String? {
        switch self {
        case .system(.postScriptName(let name)), .system(.familyFallback(_, let name)), .system(.privateName(let name)),
             .system(.fullNameFallback(_, let name)): name
        case .letterCaseFallback(_, nil, let name): name
        default: loadedFace?.face.postScriptName
        }
    }
}

/// How a font name resolved, as the JSON output's `resolution` names it.
public enum FontNameResolutionKind: String, Sendable, Hashable, CaseIterable {
    case postScriptName, familyFallback, fullNameFallback, letterCaseFallback, system, unresolved, runTime
}
