/// What lint's glyph-coverage rules (`missing-glyphs`, `coverage-regression`) read: the app's strings and the
/// character maps of the faces they check. Loaded only when strings tables are found under PATH or strings are
/// given (`--strings`, `--text`): without them lint reads no character map.
public struct GlyphCoverage: Sendable {
    /// The rules that need strings and character maps: without them enabled, none are read.
    public static let ruleIDs: Set<String> = [MissingGlyphs.id, CoverageRegression.id]

    /// The characters the app's strings need, and which strings need them.
    public var usage: CharacterUsage
    /// Strings files that could not be read, or were named but are not strings tables.
    public var stringErrors: [InputProblem]
    /// The character map of each face the rules check.
    public var characterMaps: [FaceLocation: CharacterMap]
    /// The faces whose character map could not be read.
    public var characterMapErrors: [FaceLocation: InputProblem]

    /// Coverage inputs already read (the loader's, or a test's).
    public init(
        usage: CharacterUsage, stringErrors: [InputProblem] = [], characterMaps: [FaceLocation: CharacterMap],
        characterMapErrors: [FaceLocation: InputProblem] = [:]
    ) {
        self.usage = usage
        self.stringErrors = stringErrors
        self.characterMaps = characterMaps
        self.characterMapErrors = characterMapErrors
    }

    /// Reads the strings, then the character maps of the faces the `enabled` rules will check (on all cores); nil
    /// when neither rule is enabled or there is nothing to read strings from. `references`: the bundle's names,
    /// resolved (`ResolvedFontNameReference.all(in:)`).
    static func load(
        for bundle: FontBundle, references: [ResolvedFontNameReference], enabled: Set<String>, tables: [LocalizationFileFinder.Found], stringsFiles: [String],
        textFiles: [String]
    ) -> GlyphCoverage? {
        guard !enabled.isDisjoint(with: ruleIDs), !tables.isEmpty || !stringsFiles.isEmpty || !textFiles.isEmpty else { return nil }
        let strings = AppStrings(tables: tables, stringsFiles: stringsFiles, textFiles: textFiles)
        var coverage = GlyphCoverage(usage: CharacterUsage(strings: strings.strings), stringErrors: strings.errors, characterMaps: [:])
        let missingGlyphs = enabled.contains(MissingGlyphs.id)
        coverage.read(GlyphCoverageFaces.locations(in: bundle, references: references, missingGlyphs: missingGlyphs, regression: enabled.contains(CoverageRegression.id)))
        // The registered faces are needed only when the app names no text face: none, or only icon faces.
        let named = missingGlyphs ? GlyphCoverageFaces.named(references) : []
        if missingGlyphs, named.allSatisfy({ coverage.characterMaps[FaceLocation(of: $0.face)]?.isIconMap == true }) {
            coverage.read(GlyphCoverageFaces.registered(in: bundle).map { FaceLocation(of: $0.face) }.filter {
                coverage.characterMaps[$0] == nil && coverage.characterMapErrors[$0] == nil
            })
        }
        return coverage
    }

    /// Reads the character maps of faces on all cores.
    private mutating func read(_ locations: [FaceLocation]) {
        for (location, result) in zip(locations, CharacterMapScanner.read(locations)) {
            switch result {
            case .success(let map): characterMaps[location] = map
            case .failure(let error): characterMapErrors[location] = error
            }
        }
    }

    func characterMap(of face: BundleFace) -> CharacterMap? { characterMaps[FaceLocation(of: face.face)] }
}
