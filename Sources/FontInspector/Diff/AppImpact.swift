/// What a font update does to an app: every font name the app writes (code, Interface Builder, style maps) is
/// resolved against OLD and against NEW exactly as lint resolves it (`LintContext`: PostScript name, then family,
/// then full name), and the Info.plist's `UIAppFonts` entries are checked against NEW's files.
struct AppImpact {
    var findings: [Finding]
    /// The OLD faces some reference loads: removing one breaks the app.
    var usedOldFaces: Set<DiffFaceKey>
    /// How many names were resolved (run-time names left out).
    var referenceCount: Int
    /// The characters the app's strings use; empty without strings.
    var appCharacters: Set<UInt32>

    init(app: FontBundle, old: DiffSide, new: DiffSide, counterparts: [DiffFaceKey: DiffFaceKey]) {
        let oldBundle = Self.bundle(app, fonts: old), newBundle = Self.bundle(app, fonts: new)
        let oldReferences = LintContext(oldBundle).references, newReferences = LintContext(newBundle).references
        var findings: [Finding] = []
        var used = Set<DiffFaceKey>()
        let newFaces = Dictionary(new.faces.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        for (before, after) in zip(oldReferences, newReferences) {
            guard let oldFace = before.resolution.loadedFace else { continue }
            let oldKey = DiffFaceKey(oldFace.face)
            used.insert(oldKey)
            let reference = before.reference
            let oldName = oldFace.face.postScriptName ?? oldFace.place
            if let newFace = after.resolution.loadedFace {
                guard DiffFaceKey(newFace.face) != counterparts[oldKey] else { continue }
                findings.append(Finding(
                    ruleID: DiffFindings.referenceChangesFace, severity: .warning,
                    message: Finding.Message("\(reference.subject) loads \(oldName) in OLD but \(newFace.face.postScriptName ?? newFace.place) in NEW (\(Self.words(after.resolution)))"),
                    location: reference.location, subject: reference.name))
                continue
            }
            let now: String
            if case .system = after.resolution {
                now = "it loads the system font \(after.resolution.loadedPostScriptName ?? "") in NEW"
            } else if let counterpart = counterparts[oldKey], let renamed = newFaces[counterpart] {
                now = "no NEW face answers to it; that face is now named \"\(renamed.label)\""
            } else {
                now = "no NEW face answers to it; that face was removed"
            }
            findings.append(Finding(
                ruleID: DiffFindings.referenceBreaks, severity: .error,
                message: Finding.Message("\(reference.subject) loads \(oldName) in OLD; \(now)"),
                location: reference.location, subject: reference.name))
        }
        findings += Self.removedRegistrations(app, old: old, new: new)
        findings += BoldTextMappingComparison.styleMapFindings(old: oldBundle, new: newBundle, counterparts: counterparts)
        self.findings = findings
        usedOldFaces = used
        referenceCount = oldReferences.filter { $0.reference.name != nil }.count
        appCharacters = Set(app.glyphCoverage?.usage.scalars.map(\.value) ?? [])
    }

    /// The app with the side's fonts in place of its own. Where its Info.plists declare fonts, a file is
    /// registered when a `UIAppFonts` entry names it (or an `ATSApplicationFontsPath` folder takes every font).
    static func bundle(_ app: FontBundle, fonts side: DiffSide) -> FontBundle {
        let registered = Set(app.infoPlists.flatMap(\.appFonts).map { fileName($0.value) })
        let takesAll = !app.declaresFonts || app.infoPlists.contains { $0.applicationFontsPath != nil }
        let fonts = side.bundle().fonts
        let registration = FontRegistration(registeredFiles: Set(fonts.map(\.path).filter { takesAll || registered.contains(fileName($0)) }))
        var bundle = FontBundle(
            root: app.root, fonts: fonts, infoPlists: app.infoPlists, registration: registration, styleMaps: app.styleMaps,
            systemFontNames: app.systemFontNames, requireBold: app.requireBold, sourceCalls: app.sourceCalls,
            interfaceBuilderReferences: app.interfaceBuilderReferences, targets: app.targets)
        bundle.sceneReferences = app.sceneReferences
        return bundle
    }

    /// `UIAppFonts` entries naming a file OLD has and NEW does not.
    private static func removedRegistrations(_ app: FontBundle, old: DiffSide, new: DiffSide) -> [Finding] {
        let oldFiles = Set(old.faces.map { fileName($0.face.file) }), newFiles = Set(new.faces.map { fileName($0.face.file) })
        return app.infoPlists.flatMap(\.appFonts).compactMap { entry -> Finding? in
            let name = fileName(entry.value)
            guard oldFiles.contains(name), !newFiles.contains(name) else { return nil }
            return Finding(
                ruleID: DiffFindings.registeredFileRemoved, severity: .error,
                message: Finding.Message("\"\(entry.value)\" names a file OLD has and NEW does not; its faces will not be registered"),
                location: Finding.Location(file: entry.file, line: entry.line, keyPath: entry.keyPath), subject: entry.value)
        }
    }

    private static func fileName(_ path: String) -> String { path.split(separator: "/").last.map(String.init) ?? path }

    /// `family fallback`, `PostScript name`: how the NEW name resolved, for the message.
    private static func words(_ resolution: FontNameResolution) -> String {
        switch resolution {
        case .postScriptName: "by PostScript name"
        case .familyFallback: "by family name"
        case .fullNameFallback: "by full name"
        case .letterCaseFallback: "matched without regard to letter case"
        case .system, .unresolved, .runTime: "as a system font"
        }
    }
}
