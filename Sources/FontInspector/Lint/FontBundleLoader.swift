/// A loaded bundle and the configuration's instructions for the rules.
struct LoadedBundle {
    var bundle: FontBundle
    var disabledRules: Set<String>
    var severityOverrides: [String: Severity]
    var inputs: LintInputs
    /// The bundle's font names, resolved once: the glyph-coverage faces and the rules read the same answers.
    var references: [ResolvedFontNameReference]
    /// The strings tables the walk found: the glyph-coverage rules' strings, and specimen's `--strings`.
    var localizationTables: [LocalizationFileFinder.Found]
}

/// Builds the `FontBundle` for `lint`: reads the configuration, walks PATH once, reads the Xcode projects,
/// keeps the fonts the app ships, reads each of them (with the tables the face rules need) on all cores, resolves UIAppFonts, reads the style
/// maps, and scans the code, Interface Builder files and SpriteKit scenes for font names.
enum FontBundleLoader {
    static func load(_ options: LintOptions) throws(LintSetupError) -> LoadedBundle {
        let configuration = try loadConfiguration(options)
        var contents: BundleContents
        do throws(InputProblem) {
            contents = try BundleScanner.scan(options.root, exclude: configuration.exclude)
        } catch {
            throw LintSetupError(message: "\(error.file): \(error.message)")
        }
        var notes = contents.notes
        let projects = try lintedTargets(in: contents, options: options, notes: &notes)
        let targets = projects.targets
        // Files named on the command line replace what the walk found; so does the Info.plist of `--target`.
        if !options.infoPlists.isEmpty {
            contents.infoPlists = options.infoPlists.map { InfoPlistFonts.read(file: $0) }
        } else {
            addInfoPlists(of: targets, generated: projects.generatedInfoPlists, to: &contents, replacing: options.target != nil, notes: &notes)
            if options.target == nil {
                contents.infoPlists.removeAll { info in
                    guard let reason = reasonItIsNotTheApps(info, projects: projects) else { return false }
                    if info.declaresFonts && !projects.testBundleInfoPlists.contains(info.file) {
                        notes.append(InputProblem(message: "\(reason); not checked", file: info.file))
                    }
                    return true
                }
                // A Tuist or XcodeGen spec's fonts count as declared even where no target of it is linted.
                contents.infoPlists += projects.generatedInfoPlists.filter { info in !contents.infoPlists.contains { $0.file == info.file } }
            }
        }
        if !options.styleMaps.isEmpty {
            contents.styleMaps = options.styleMaps.map { StyleMap.read(file: $0) }
        } else if options.target != nil {
            // `--target`: only the style maps that target copies or compiles are its.
            let members = targets.reduce(into: Set<String>()) { $0.formUnion($1.memberFiles) }
            contents.styleMaps = contents.styleMaps.filter { members.contains($0.file) }
        }
        let copies = targets.reduce(into: [String: [CopiedFile]]()) { copies, target in
            for plist in target.infoPlists { copies[plist, default: []] += target.copiedFiles }
        }
        let targetsByName = Dictionary(targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let entryCopies = projects.generatedEntryTargets.compactMapValues { targetsByName[$0]?.copiedFiles }
        let podCopying = Set(targets.filter(\.copiesPodResources).flatMap(\.infoPlists))
        var registration = FontRegistration(contents: contents, copies: copies, entryCopies: entryCopies, podCopying: podCopying)
        let packageFonts = packageResourceFonts(
            in: contents, targets: targets, embedded: projects.embedded, referencedPackages: projects.referencedPackages)
        registration.register(packageBundleEntries: packageFonts)
        registration.register(
            frameworkEntries: frameworkCopies(of: projects.embedded),
            extensionInfoPlists: Set(targets.filter(\.isAppExtension).flatMap(\.infoPlists)))
        let walkedFontFiles = contents.fontFiles.map(\.path)
        let shipping = shippedFontFiles(
            in: contents, targets: targets, embedded: projects.embedded, packageFonts: packageFonts,
            registration: registration, notes: &notes)
        contents.fontFiles = shipping.kept
        // A registered file without a font signature (an HTML page saved as .ttf) is read too, so that
        // unreadable-font can say what it is instead.
        let walked = Set(contents.fontFiles.map(\.path))
        let registeredNonFonts = registration.registeredFiles.subtracting(walked).sorted()
            .map { FontFileCandidate(namedPath: $0) }
        let readings = FontScanner.read(contents.fontFiles + registeredNonFonts, depth: .details(languages: false))
        let fonts = readings.map { reading in
            BundleFont(path: reading.file, faces: reading.faces, details: reading.details, errors: reading.errors)
        }
        let code = scanCode(contents: contents, targets: targets, testCode: projects.testCode, options: options)
        notes += code.notes
        let tuist = resolvingTuistFonts(resolvingRSwiftFonts(code.sources.calls, fonts: fonts, notes: &notes), fonts: fonts)
        let sourceCalls = tuist.calls
        registration.register(builtEntryFiles: InterfaceBuilderFontActivation.registeredFiles(
            targets: targets, references: code.interfaceBuilder.references, fontFiles: fonts.map(\.path)))
        var bundle = FontBundle(
            root: options.root, fonts: fonts, infoPlists: contents.infoPlists, registration: registration,
            styleMaps: contents.styleMaps,
            systemFontNames: Set(AppleSystemFonts.postScriptNames).union(configuration.systemFonts),
            requireBold: options.requireBold, sourceCalls: sourceCalls,
            interfaceBuilderReferences: code.interfaceBuilder.references, targets: targets)
        bundle.sceneReferences = code.scenes.references
        (bundle.registeringSourceFiles, bundle.runTimeRegisteredFileNames) = addingTuistRegistrations(
            tuist.registered, to: Set(code.sources.registeringFiles), naming: code.sources.registeredFileNames)
        if options.scansSources { bundle.styleSelectingSourceFiles = code.sources.styleSelectingFiles }
        bundle.packageResourceFonts = packageFonts
        bundle.embeddedTargets = projects.embedded
        if options.sources.isEmpty, let judge = projects.filesNoTargetBuilds {
            bundle.sourceFilesNoTargetBuilds = judge.files(among: Set(sourceCalls.map(\.file)))
        }
        bundle.suppressionDirectives = code.sources.directives + code.interfaceBuilder.directives
            + SuppressionXMLComments.directives(inPropertyLists: contents.infoPlists.map(\.file) + contents.styleMaps.map(\.file))
        let disabledRules = Set(configuration.disabledRules.map(\.value))
        let references = ResolvedFontNameReference.all(in: bundle)
        // A name no shipped face answers to may be a face of a file no target copies (D1300, FP1200).
        bundle.unshippedFaces = UnshippedFaces.read(
            shipping.unshipped, references: references, sourceCalls: sourceCalls, contents: contents, onlyTarget: options.target)
        // What nothing loads, calls or creates draws nothing: its unknown names are warnings (D380, D381), its fixed
        // sizes infos (D422). One read of the files.
        let documents = copiedInterfaceBuilderFilesWithUnknownNames(references, targets: targets)
        var methodBodies = ObjectiveCMethodBodiesCache()
        let helpers = UncalledFontHelpers.candidates(sourceCalls, methodBodies: &methodBodies)
        // Frameworks count too: a file one of them compiles may be called from outside the checkout.
        let applicationOnlyFiles = (targets + projects.embedded).filesOnlyApplicationsCompile
        let classes = UncreatedClasses.candidates(sourceCalls, applicationOnlyFiles: applicationOnlyFiles, methodBodies: &methodBodies)
        let helperWords = UncalledFontHelpers.wordsToFind(helpers)
        let mentions = WordMentions.scan(
            UnloadedInterfaceBuilderFiles.nibNames(of: documents), exact: helperWords.exact.union(UncreatedClasses.wordsToFind(classes)),
            calls: helperWords.calls, in: contents.otherFiles)
        bundle.unloadedInterfaceBuilderFiles = UnloadedInterfaceBuilderFiles.find(among: documents, mentions: mentions)
        bundle.uncalledFontHelperCalls = UncalledFontHelpers.find(helpers, mentions: mentions, applicationOnlyFiles: applicationOnlyFiles)
        bundle.uncreatedClassLines = UncreatedClasses.find(classes, mentions: mentions)
        // The fonts of outlets whose owner's code sets them (FP1100): only the files naming an owner are lexed.
        let unresolvedInterfaceBuilder = Set(references.compactMap { resolved -> Int? in
            guard case .unresolved = resolved.resolution else { return nil }
            return resolved.reference.interfaceBuilderIndex
        })
        bundle.replacedInterfaceBuilderFonts = ReplacedInterfaceBuilderFonts.find(
            code.interfaceBuilder.references, unresolved: unresolvedInterfaceBuilder, outlets: code.interfaceBuilder.outlets,
            sourceFiles: contents.otherFiles)
        let tables = shippedTables(
            LocalizationFileFinder.tables(in: contents), in: contents, targets: targets, embedded: projects.embedded, notes: &notes)
        if options.readsGlyphCoverage {
            bundle.glyphCoverage = GlyphCoverage.load(
                for: bundle, references: references, enabled: GlyphCoverage.ruleIDs.subtracting(disabledRules),
                tables: tables, stringsFiles: options.stringsFiles, textFiles: options.textFiles)
        }
        var inputs = LintInputs(sourceFileCount: code.sources.fileCount, interfaceBuilderFileCount: code.interfaceBuilder.fileCount, notes: notes)
        if fonts.isEmpty {
            inputs.crossPlatformHost = CrossPlatformHost.find(otherFiles: contents.otherFiles, fontFiles: walkedFontFiles)
        }
        return LoadedBundle(
            bundle: bundle,
            disabledRules: disabledRules,
            severityOverrides: Dictionary(configuration.severities.map { ($0.rule.value, $0.severity) }, uniquingKeysWith: { $1 }),
            inputs: inputs,
            references: references, localizationTables: tables)
    }

    /// The configuration file, or the defaults. A configuration that cannot be read, or that names a
    /// rule that does not exist, stops the lint: running with half a configuration would mislead.
    private static func loadConfiguration(_ options: LintOptions) throws(LintSetupError) -> LintConfiguration {
        if let file = options.configFile, case .unavailable(let reason) = FileStatus.of(file) {
            throw LintSetupError(message: "\(file): \(reason)")
        }
        let configuration = options.configFile.map { LintConfiguration.read(file: $0) }
            ?? LintConfiguration.load(inFolder: options.root)
        let problems = (configuration.problems + configuration.unknownRules(among: RuleRegistry.descriptions.map(\.id)))
            .map(\.description)
        guard problems.isEmpty else { throw LintSetupError(messages: problems) }
        return configuration
    }
}
