/// The parts of loading that read an app's code: its Xcode targets, and the font names in its Swift,
/// Objective-C and Interface Builder files.
extension FontBundleLoader {
    /// The targets to lint: the one `--target` names (an error when there is none), or every application
    /// target of the projects under PATH. A built bundle has no project.
    static func lintedTargets(in contents: BundleContents, options: LintOptions, notes: inout [SkippedFile]) throws(LintSetupError) -> [XcodeTarget] {
        guard contents.layout == .sourceFolder else {
            if options.target != nil { throw LintSetupError(message: "\(options.root): --target needs an app's source folder with an Xcode project, not a built bundle") }
            return []
        }
        let projectFiles = contents.otherFiles.filter(XcodeProjectReader.isProjectFile)
        let scan = XcodeProjectReader.scan(projectFiles, walkedFiles: contents.fontFiles.map(\.path) + contents.otherFiles)
        notes += scan.skipped
        guard let name = options.target else { return scan.targets.filter(\.isApplication) }
        let named = scan.targets.filter { $0.name == name }
        guard named.isEmpty else { return named }
        guard scan.projectCount > 0 else {
            throw LintSetupError(message: "\(options.root): no Xcode project (*.xcodeproj) found, so there is no target \"\(name)\"")
        }
        let known = scan.targets.map { "\"\($0.name)\"" }.joined(separator: ", ")
        throw LintSetupError(message: "\(options.root): no target named \"\(name)\" in its Xcode projects (targets: \(known.isEmpty ? "none" : known))")
    }

    /// Adds the targets' Info.plists (`INFOPLIST_FILE` may name any file, not only `Info.plist`) to those the
    /// walk found, or with `replacing` (for `--target`) uses only them.
    static func addInfoPlists(of targets: [XcodeTarget], to contents: inout BundleContents, replacing: Bool, notes: inout [SkippedFile]) {
        var infoPlists = replacing ? [] : contents.infoPlists
        for target in targets {
            for path in target.infoPlists where !infoPlists.contains(where: { $0.file == path }) {
                guard case .regular = FileStatus.of(path) else {
                    notes.append(SkippedFile(file: target.project, reason: "target \"\(target.name)\": its Info.plist \(path) (INFOPLIST_FILE) is not there"))
                    continue
                }
                let info = contents.infoPlists.first { $0.file == path } ?? InfoPlistFonts.read(file: path)
                if info.declaresFonts || !info.problems.isEmpty || replacing { infoPlists.append(info) }
            }
        }
        contents.infoPlists = infoPlists
    }

    /// The font names in code and Interface Builder files: those under PATH (only the `--target`'s members when
    /// one is named), or under the `--sources` paths; none with `--no-sources`.
    static func scanCode(contents: BundleContents, targets: [XcodeTarget], options: LintOptions)
        -> (sources: SourceScan, interfaceBuilder: InterfaceBuilderScan, notes: [SkippedFile])
    {
        guard options.scansSources else { return (SourceScan(), InterfaceBuilderScan(), []) }
        var files = contents.otherFiles
        var notes: [SkippedFile] = []
        if !options.sources.isEmpty {
            var collector = FontFileCollector(excluding: { BundleScanner.isSkipped($0, globs: []) })
            for path in options.sources { collector.add(path) }
            files = collector.otherFiles + collector.candidates.map(\.path)
            notes = collector.errors.map { SkippedFile(file: $0.file, reason: "not scanned for font names: \($0.reason)") }
        } else if options.target != nil {
            let members = targets.reduce(into: Set<String>()) { $0.formUnion($1.memberFiles) }
            files = files.filter(members.contains)
        }
        let sources = SourceFileScanner.scan(files)
        let interfaceBuilder = InterfaceBuilderReader.scan(files)
        return (sources, interfaceBuilder, notes + sources.skipped + interfaceBuilder.skipped)
    }
}
