/// Runs `fontinspect diff`: reads both sides together, pairs their faces, compares each pair, and with `--app`
/// resolves the app's font names against both.
public enum DiffRunner {
    /// Compares what `options` names; throws when a path is missing or a side cannot be read at all.
    public static func run(_ options: DiffOptions) throws(DiffSetupError) -> DiffResult {
        for path in [options.old, options.new] + [options.app].compactMap({ $0 }) + options.styleMaps {
            if let reason = NamedPath.unavailableReason(path) { throw DiffSetupError(message: "\(path): \(reason)") }
        }
        var app: FontBundle?
        var notes: [InputProblem] = []
        if let root = options.app {
            do throws(LintSetupError) {
                let loaded = try FontBundleLoader.load(LintOptions(root: root, styleMaps: options.styleMaps))
                app = loaded.bundle
                notes += loaded.inputs.notes
            } catch {
                throw DiffSetupError(message: error.message)
            }
        }
        let sides: (old: DiffSide, new: DiffSide)
        if let revision = options.gitRevision {
            let git = try GitRevisionFonts(path: options.old, revision: revision)
            let shown = git.shownPaths
            sides = withExtendedLifetime(git) {
                DiffSideReader.read(
                    .init(label: git.label, paths: [git.directory], shownPath: { shown[$0] ?? $0 }),
                    .init(label: options.new, paths: [options.new]))
            }
            var old = sides.old
            old.errors = git.errors + old.errors
            try requireFonts(old, sides.new)
            return compare(old, sides.new, app: app, options: options, notes: notes)
        }
        sides = DiffSideReader.read(.init(label: options.old, paths: [options.old]), .init(label: options.new, paths: [options.new]))
        try requireFonts(sides.old, sides.new)
        return compare(sides.old, sides.new, app: app, options: options, notes: notes)
    }

    /// Two sides without a font between them are most likely the wrong folders, not an update that changes nothing.
    private static func requireFonts(_ old: DiffSide, _ new: DiffSide) throws(DiffSetupError) {
        guard old.fileCount == 0, new.fileCount == 0, old.errors.isEmpty else { return }
        throw DiffSetupError(message: "\(old.label), \(new.label): no font files to compare")
    }

    /// The comparison of two sides already read: what tests call with sides they assemble.
    public static func compare(_ old: DiffSide, _ new: DiffSide, app: FontBundle? = nil, options: DiffOptions, notes: [InputProblem] = []) -> DiffResult {
        let outcome = FacePairing.pair(old: old.faces, new: new.faces)
        let counterparts = Dictionary(outcome.pairs.map { ($0.old.key, $0.new.key) }, uniquingKeysWith: { first, _ in first })
        let impact = app.map { AppImpact(app: $0, old: old, new: new, counterparts: counterparts) }
        var oldBundle = old.bundle(), newBundle = new.bundle()
        if app == nil, !options.styleMaps.isEmpty {
            oldBundle.styleMaps = options.styleMaps.map { StyleMap.read(file: $0) }
            newBundle.styleMaps = oldBundle.styleMaps
        }
        let boldText = BoldTextMappingComparison.inferredChanges(outcome.pairs, old: oldBundle, new: newBundle, counterparts: counterparts)
        let appCharacters = impact?.appCharacters ?? []
        let changes = outcome.pairs.map { pair in
            var attributes = FaceAttributeComparison.changes(pair)
            if let bold = boldText[pair.old.key] { attributes.append(bold) }
            var coverage: CoverageChange?
            if let oldMap = pair.old.characterMap, let newMap = pair.new.characterMap {
                coverage = CoverageChange.between(oldMap, newMap, appCharacters: appCharacters)
            }
            return FaceChange(
                pair: pair, attributes: attributes,
                verticalMetrics: VerticalMetricsChange.between(pair.old.details?.verticalMetrics, pair.new.details?.verticalMetrics),
                coverage: coverage)
        }
        var findings = impact?.findings ?? []
        if app == nil { findings += BoldTextMappingComparison.styleMapFindings(old: oldBundle, new: newBundle, counterparts: counterparts) }
        let used = impact?.usedOldFaces ?? []
        findings += outcome.removed.map { DiffFindings.removed($0, used: used.contains($0.key)) }
        for change in changes {
            if let rename = change.change(of: .postScriptName) { findings.append(DiffFindings.renamed(change, rename)) }
            if let coverage = change.coverage, !coverage.lost.isEmpty { findings.append(DiffFindings.coverageLost(change, coverage)) }
        }
        return DiffResult(
            old: old, new: new, changes: changes, removed: outcome.removed, added: outcome.added, findings: findings,
            app: options.app, referenceCount: impact?.referenceCount ?? 0, strict: options.strict, notes: old.notes + new.notes + notes)
    }
}
