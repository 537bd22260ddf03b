/// Tuist's synthesized font accessors resolved without the generated file (M640).
extension FontBundleLoader {
    /// The calls with the names their accessor stands for, and, per source file, the bundle files its accessors
    /// register at run time (each accessor registers its own face first). An accessor is the shipped face whose
    /// Core Text family and style Tuist's template turns into its path; one no face (or two names) gives is left
    /// unresolved, and so out of the references: it is either not Tuist's, or a build failure the compiler reports.
    static func resolvingTuistFonts(_ calls: [SourceFontCall], fonts: [BundleFont]) -> (calls: [SourceFontCall], registered: [String: [String]]) {
        guard calls.contains(where: { $0.tuistFont != nil }) else { return (calls, [:]) }
        var faces: [TuistFontAccessor.Path: [(name: String, file: String)]] = [:]
        for font in fonts {
            for face in font.faces where face.instanceIndex == nil {
                guard let name = face.postScriptName, let family = face.family, let style = face.style,
                    let path = TuistFontAccessor.path(family: family, style: style)
                else { continue }
                faces[path, default: []].append((name, font.path))
            }
        }
        var registered: [String: [String]] = [:]
        let resolved = calls.map { call in
            guard let path = call.tuistFont, let found = faces[path], let first = found.first, found.allSatisfy({ $0.name == first.name })
            else { return call }
            var call = call
            var name = ResolvedSourceName(name: first.name, file: first.file, line: 1, column: 1, isDefault: false)
            name.isFontFile = true
            call.resolvedNames = [name]
            registered[call.file, default: []] += found.map { String(PathName.last(of: $0.file)) }
            return call
        }
        return (resolved, registered)
    }

    /// `registered` (from `resolvingTuistFonts`) added to the code's run-time registrations: a file that already
    /// registers files lint cannot name keeps registering unknown files.
    static func addingTuistRegistrations(
        _ registered: [String: [String]], to files: Set<String>, naming: [String: [String]]
    ) -> (files: Set<String>, naming: [String: [String]]) {
        var files = files
        var naming = naming
        for (file, names) in registered where !files.contains(file) || naming[file] != nil {
            files.insert(file)
            naming[file, default: []] += names
        }
        return (files, naming)
    }
}
