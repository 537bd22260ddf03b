/// The parts of loading that read an app's code: its targets' Info.plists, and the font names in its Swift,
/// Objective-C and Interface Builder files and SpriteKit scenes.
extension FontBundleLoader {
    /// Adds the targets' Info.plists (`INFOPLIST_FILE` may name any file, not only `Info.plist`) to those the
    /// walk found, or with `replacing` (for `--target`) uses only them.
    /// `generated` are the Info.plists project generators write at build time, read from their specs.
    static func addInfoPlists(
        of targets: [XcodeTarget], generated: [InfoPlistFonts], to contents: inout BundleContents, replacing: Bool, notes: inout [InputProblem]
    ) {
        var infoPlists = replacing ? [] : contents.infoPlists
        for target in targets {
            for path in target.infoPlists where !infoPlists.contains(where: { $0.file == path }) {
                if let info = generated.first(where: { $0.file == path }) {
                    infoPlists.append(info)
                    continue
                }
                guard case .regular = FileStatus.of(path) else {
                    notes.append(InputProblem(message: "target \"\(target.name)\": its Info.plist \(path) (INFOPLIST_FILE) is not there", file: target.project))
                    continue
                }
                let info = contents.infoPlists.first { $0.file == path } ?? InfoPlistFonts.read(file: path)
                if info.declaresFonts || !info.problems.isEmpty || replacing { infoPlists.append(info) }
            }
        }
        contents.infoPlists = infoPlists
    }

    /// Why a walked Info.plist is built into no app, or nil when it may be the app's: one only test bundles name
    /// (FP80); one no target names that cannot be read and declares no font (a fragment of keys, a template: FP81);
    /// one no target names, readable, where every linted target names its own (FP242); one only frameworks name (M280).
    /// The reason is a note when the file declares fonts, so that dropping its UIAppFonts is said.
    static func reasonItIsNotTheApps(_ info: InfoPlistFonts, projects: ProjectTargets) -> String? {
        if projects.testBundleInfoPlists.contains(info.file) { return "only test bundles build this Info.plist" }
        if let framework = projects.frameworkInfoPlists[info.file] {
            return "the Info.plist of framework target \"\(framework)\": iOS reads UIAppFonts only from the app's own Info.plist, so these register nothing"
        }
        guard !projects.namedInfoPlists.isEmpty, !projects.namedInfoPlists.contains(info.file) else { return nil }
        if !info.declaresFonts && !info.problems.isEmpty { return "no target builds this Info.plist" }
        // One with problems stays: invalid-info-plist says what is wrong with it (BrokenSampleApp's widget plist).
        guard projects.knowsTheAppsInfoPlists, info.problems.isEmpty else { return nil }
        return "no target builds this Info.plist (INFOPLIST_FILE), so its UIAppFonts register nothing"
    }

    /// The font names in code, Interface Builder files and SpriteKit scenes: those under PATH (only the `--target`'s
    /// members when one is named, none that only test bundles build when none is), or under the `--sources` paths;
    /// none with `--no-sources`.
    static func scanCode(contents: BundleContents, targets: [XcodeTarget], testCode: TestBundleCode, options: LintOptions)
        -> (sources: SourceScan, interfaceBuilder: InterfaceBuilderScan, scenes: SpriteKitSceneScan, notes: [InputProblem])
    {
        guard options.scansSources else { return (SourceScan(), InterfaceBuilderScan(), SpriteKitSceneScan(), []) }
        var files = contents.otherFiles
        var notes: [InputProblem] = []
        if !options.sources.isEmpty {
            var collector = FontFileCollector(excluding: { BundleScanner.isSkipped($0, globs: []) })
            for path in options.sources { collector.add(path) }
            files = collector.otherFiles + collector.candidates.map(\.path)
            notes = collector.errors.map { InputProblem(message: "not scanned for font names: \($0.message)", file: $0.file) }
        } else if options.target != nil {
            let members = targets.reduce(into: Set<String>()) { $0.formUnion($1.memberFiles) }
            files = files.filter(members.contains)
        } else {
            let tests = files.filter { (SourceLanguage(path: $0) != nil || InterfaceBuilderReader.isInterfaceBuilderFile($0)) && testCode.contains($0) }
            if !tests.isEmpty {
                files = files.filter { !testCode.contains($0) }
                let count = tests.count == 1 ? "1 source file" : "\(tests.count) source files"
                let examples = tests.prefix(2).map(contents.relativePath(of:)).joined(separator: ", ")
                notes.append(InputProblem(
                    message: "\(count) (\(examples)\(tests.count > 2 ? ", …" : "")) only test bundles build: not the app's code; not scanned for font names",
                    file: contents.root))
            }
        }
        let swiftGenFontEnums = SwiftGenFontEnums.names(configs: SwiftGenFontEnums.configs(among: contents.otherFiles))
        var sources = SourceFileScanner.scan(files, swiftGenFontEnums: swiftGenFontEnums)
        if !sources.cocos2dLabelRegistrations.isEmpty, !targets.isEmpty {
            let registered = cocos2dRegisteredFiles(contents: contents, sources: files)
            for file in sources.cocos2dLabelRegistrations { sources.registeredFileNames[file] = registered }
        }
        let interfaceBuilder = InterfaceBuilderReader.scan(files)
        let scenes = SpriteKitSceneReader.scan(options.sources.isEmpty ? scenesCopied(among: files, by: targets) : files)
        return (sources, interfaceBuilder, scenes, notes + sources.skipped + interfaceBuilder.skipped + scenes.skipped)
    }

    /// The font files cocos2d's label registers at run time (M622): those whose names the code or a SpriteBuilder
    /// scene (`.ccbi`, anywhere in the checkout: a copied folder may hold it) spells. Read only for a project whose
    /// code holds cocos2d's registration.
    private static func cocos2dRegisteredFiles(contents: BundleContents, sources: [String]) -> [String] {
        let fonts = Set(contents.fontFiles.map { String(PathName.last(of: $0.path)) })
        let scenes = contents.otherFiles.filter { $0.lowercased().hasSuffix(".ccbi") }
        return Cocos2dFontRegistration.registeredFiles(among: fonts.sorted(), spelledIn: sources.filter { SourceLanguage(path: $0) != nil } + scenes)
    }

    /// The storyboards and xibs with a name no face answers to that a linted application target copies: only these
    /// can be an app's dead documents (D380). A framework's or package's may be loaded by code outside the checkout,
    /// and without a project lint cannot say the document is the app's.
    static func copiedInterfaceBuilderFilesWithUnknownNames(_ references: [ResolvedFontNameReference], targets: [XcodeTarget]) -> Set<String> {
        let unknown = Set(references.compactMap { resolved -> String? in
            guard resolved.reference.kind == .interfaceBuilder, case .unresolved = resolved.resolution else { return nil }
            return resolved.reference.location.file
        })
        guard !unknown.isEmpty else { return [] }
        let copied = targets.reduce(into: Set<String>()) { copied, target in copied.formUnion(target.copiedFiles.map(\.path)) }
        return unknown.intersection(copied)
    }

    /// The scenes among `files` a linted target copies: a scene in the checkout that no target copies (an old
    /// level, an editor's template) is never loaded. Every scene when no target is known.
    private static func scenesCopied(among files: [String], by targets: [XcodeTarget]) -> [String] {
        let scenes = files.filter(SpriteKitSceneReader.isSceneFile)
        guard !targets.isEmpty, !scenes.isEmpty else { return scenes }
        let copied = targets.reduce(into: Set<String>()) { copied, target in copied.formUnion(target.copiedFiles.map(\.path)) }
        return scenes.filter(copied.contains)
    }
}

/// R.swift's `R.font.<identifier>` resolved without the generated file (M120).
extension FontBundleLoader {
    /// The calls with the names their `R.font.<identifier>` stands for: the PostScript name of the shipped
    /// `.otf`/`.ttf` font (its first face, as R.swift reads it) that R.swift turns into that identifier, or the name a
    /// committed R.swift file writes for it. An identifier no font gives, or that two names give (R.swift then
    /// generates neither), is noted and not checked: R.swift would not generate it, so the app would not build, and
    /// the compiler says so better than lint, which may not see every font R.swift reads.
    static func resolvingRSwiftFonts(_ calls: [SourceFontCall], fonts: [BundleFont], notes: inout [InputProblem]) -> [SourceFontCall] {
        guard calls.contains(where: { $0.rSwiftFont != nil }) else { return calls }
        var names: [String: [ResolvedSourceName]] = [:]
        // A committed R.swift file is what compiles: its names come first.
        for call in calls where call.form == .rSwiftFontResource {
            guard let name = call.name, let identifier = RSwiftFontResource.identifier(forPostScriptName: name) else { continue }
            names[identifier, default: []].append(ResolvedSourceName(name: name, file: call.file, line: call.line, column: call.column, isDefault: false))
        }
        for font in fonts where [".otf", ".ttf"].contains(where: { font.path.lowercased().hasSuffix($0) }) {
            guard let face = font.faces.first(where: { $0.faceIndex == 0 && $0.instanceIndex == nil }), let name = face.postScriptName,
                let identifier = RSwiftFontResource.identifier(forPostScriptName: name)
            else { continue }
            var resolved = ResolvedSourceName(name: name, file: font.path, line: 1, column: 1, isDefault: false)
            resolved.isFontFile = true
            names[identifier, default: []].append(resolved)
        }
        return calls.map { call in
            guard let identifier = call.rSwiftFont else { return call }
            var call = call
            let found = names[identifier] ?? []
            if let first = found.first, found.allSatisfy({ $0.name == first.name }) {
                call.resolvedNames = [first]
            } else {
                let why = found.isEmpty
                    ? "no font the app ships has a PostScript name R.swift makes this identifier of"
                    : "two fonts' PostScript names make this identifier (\(Set(found.map(\.name)).sorted().map { "\"\($0)\"" }.joined(separator: ", "))), so R.swift generates neither"
                notes.append(InputProblem(message: "line \(call.line): \(call.argumentText ?? "R.font") names no font: \(why); not checked", file: call.file))
            }
            return call
        }
    }
}
