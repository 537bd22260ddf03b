/// What a specimen draws, read from PATH: the style maps' styles with their regular and Bold Text faces (as lint
/// pairs them), or every registered face when there is no style map; the character maps of those faces; and the
/// app's strings when asked for.
struct SpecimenInputs {
    var subjects: [SpecimenSubject] = []
    var characterMaps: [FaceLocation: CharacterMap] = [:]
    /// Nil unless `--strings`.
    var strings: [LocalizedString]?
    /// The style maps the rows come from.
    var styleMapFiles: [String] = []
    /// What was passed over (a style naming a system font, a face whose character map could not be read).
    var notes: [String] = []
    /// What stops the sheet: PATH unreadable, nothing to draw.
    var errors: [String] = []

    static func load(_ options: SpecimenOptions) -> SpecimenInputs {
        var inputs = SpecimenInputs()
        let bundle: FontBundle
        var tables: [LocalizationFileFinder.Found] = []
        if case .directory = FileStatus.of(options.root) {
            // Loaded as lint loads it: the fonts the app ships (its targets, not web fonts), links kept inside PATH.
            var lintOptions = LintOptions(root: options.root, styleMaps: options.styleMapFile.map { [$0] } ?? [], scansSources: false)
            lintOptions.readsGlyphCoverage = false
            do throws(LintSetupError) {
                let loaded = try FontBundleLoader.load(lintOptions)
                bundle = loaded.bundle
                tables = loaded.localizationTables
                inputs.notes += loaded.inputs.notes.map(\.description)
            } catch {
                inputs.errors += error.messages
                return inputs
            }
        } else {
            // A font file given directly: a waterfall of its faces (or the style map's rows that name them).
            let readings = FontInputs.read(paths: [options.root], depth: .faces).readings
            bundle = FontBundle(
                root: options.root,
                fonts: readings.map { BundleFont(path: $0.file, faces: $0.faces, details: [], errors: $0.errors) },
                styleMaps: options.styleMapFile.map { [StyleMap.read(file: $0)] } ?? [],
                systemFontNames: Set(AppleSystemFonts.postScriptNames))
        }
        inputs.notes += bundle.fonts.flatMap(\.errors).map(\.description)
        let maps = bundle.styleMaps
        inputs.styleMapFiles = maps.map(\.file)
        if maps.isEmpty {
            let registered = bundle.allFaces.filter { (!bundle.declaresFonts || bundle.isRegistered($0.font)) && $0.face.isLoadableOnApplePlatforms }
            inputs.subjects = registered.map { .waterfall(SpecimenFace($0.face)) }
            if inputs.subjects.isEmpty { inputs.errors.append("\(options.root): no font that Apple platforms load was found to draw") }
        } else {
            inputs.subjects = styleSubjects(maps: maps, bundle: bundle, notes: &inputs.notes)
            if inputs.subjects.isEmpty {
                inputs.errors.append("\(maps.map(\.file).joined(separator: ", ")): no text style names a font under \(options.root); nothing to draw")
            }
        }
        inputs.readCharacterMaps()
        if options.useStrings {
            let strings = AppStrings(tables: tables)
            inputs.notes += strings.errors.map(\.description)
            inputs.strings = strings.strings
        }
        return inputs
    }

    /// Each map's usable styles in Apple's table order, paired with their faces by lint's Bold Text pairing.
    private static func styleSubjects(maps: [StyleMap], bundle: FontBundle, notes: inout [String]) -> [SpecimenSubject] {
        let variants = BoldTextVariant.all(in: bundle)
        var subjects: [SpecimenSubject] = []
        for map in maps {
            let sizes = StyleMapSizes(map: map)
            notes += sizes.errors.map(\.description) + sizes.notes
            for style in sizes.styles {
                guard let variant = variants.first(where: { $0.map.file == map.file && $0.entry.style == style.style }) else {
                    notes.append("\(map.file): \(style.style.uikitCaseName): \"\(DiagnosticText.oneLine(style.fontName))\" is not a face under \(bundle.root) (a system font or a typo: lint says which); not drawn")
                    continue
                }
                let bold: SpecimenSubject.BoldTextFace
                if let named = variant.named {
                    bold = .named(SpecimenFace(named.face))
                } else if let boldName = variant.entry.boldFontName?.value {
                    bold = .missing(reason: "boldFontName \"\(DiagnosticText.oneLine(boldName))\" is not a face under \(bundle.root)")
                } else if let inferred = variant.inferred {
                    bold = .inferred(SpecimenFace(inferred.face))
                } else {
                    bold = .missing(reason: "no boldFontName, and no heavier face of \(variant.regular.face.family ?? "its family")")
                }
                subjects.append(.style(style, regular: SpecimenFace(variant.regular.face), bold: bold))
            }
        }
        return subjects
    }

    /// The character map of every face a subject draws, on all cores; a face whose map cannot be read is noted
    /// and its missing characters are not listed.
    private mutating func readCharacterMaps() {
        var locations: [FaceLocation] = []
        for subject in subjects {
            switch subject {
            case .style(_, let regular, let bold):
                locations.append(regular.location)
                switch bold {
                case .named(let face), .inferred(let face): locations.append(face.location)
                case .missing: break
                }
            case .waterfall(let face): locations.append(face.location)
            }
        }
        var seen: Set<FaceLocation> = []
        locations = locations.filter { seen.insert($0).inserted }
        for (location, result) in zip(locations, CharacterMapScanner.read(locations)) {
            switch result {
            case .success(let map): characterMaps[location] = map
            case .failure(let error): notes.append("\(error); its missing characters are not listed")
            }
        }
    }
}
