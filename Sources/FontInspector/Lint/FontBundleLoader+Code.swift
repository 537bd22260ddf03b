/// The parts of loading that read an app's code: its targets' Info.plists, and the font names in its Swift,
/// Objective-C and Interface Builder files.
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

    /// A walked Info.plist Xcode builds into no app: one only test bundles name (FP80), or one no target names
    /// that cannot be read and declares no font (a fragment of keys, a template: FP81).
    static func isNotTheApps(_ info: InfoPlistFonts, projects: ProjectTargets) -> Bool {
        if projects.testBundleInfoPlists.contains(info.file) { return true }
        return !projects.namedInfoPlists.isEmpty && !projects.namedInfoPlists.contains(info.file)
            && !info.declaresFonts && !info.problems.isEmpty
    }

    /// The font names in code and Interface Builder files: those under PATH (only the `--target`'s members when
    /// one is named), or under the `--sources` paths; none with `--no-sources`.
    static func scanCode(contents: BundleContents, targets: [XcodeTarget], options: LintOptions)
        -> (sources: SourceScan, interfaceBuilder: InterfaceBuilderScan, notes: [InputProblem])
    {
        guard options.scansSources else { return (SourceScan(), InterfaceBuilderScan(), []) }
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
        }
        let sources = SourceFileScanner.scan(files)
        let interfaceBuilder = InterfaceBuilderReader.scan(files)
        return (sources, interfaceBuilder, notes + sources.skipped + interfaceBuilder.skipped)
    }
}
