extension Rule {
    /// A face-hygiene finding: nil for an icon face (`LintContext.iconFaces`: its names, weight and style bits
    /// choose no text, FP141); at the rule's severity when a name of the app reaches the face's family (or the
    /// app names no bundled face at all), else `info` saying why — a face nothing loads shows its metadata to
    /// no user. Nil for a copy of a system face (`SystemFaceCopies`): the system's face is the one that loads.
    /// Also `info` for a face whose file nothing registers and no name loads, beside named siblings (D340): iOS
    /// never loads it. Also `info` for an unregistered copy of a registered file (`RegisteredFontTwins`, D441): its
    /// flaw is the registered file's, reported there. A flaw of the bold, italic or weight records (`reach` given) is `info` too where nothing
    /// selects the family by style (`StyleSelection`): every name the app writes is a PostScript name, which loads
    /// its face whatever those records say — unless the flaw shows on the loaded face itself and a name loads it —
    /// and where the app's names are all given at run time and no code asks for a style.
    func finding(_ message: Finding.Message, face: BundleFace, reachedIn context: LintContext, reach: StyleSelection.Reach? = nil) -> Finding? {
        guard !context.iconFaces.contains(FaceLocation(of: face.face)), !context.systemFaceCopies.contains(face) else { return nil }
        if let twin = context.registeredFontTwins.registeredTwin(of: face.font) {
            let why = "; info: this file is a copy of \(twin.path), which the app registers and where the same finding is made"
            return finding(Finding.Message(message.text + why), at: face.location, severity: .info)
        }
        let named = context.namedFaces
        guard named.namesAnyFace else {
            // Names lint cannot read (given at run time) may be PostScript names or family names; with no style
            // request either, nothing is seen to pick a face by these records (D460).
            guard reach == .selection, !context.references.isEmpty, !context.styleSelection.selectsEveryFamily else {
                return selectedFinding(message, face: face, reach: reach, in: context)
            }
            let why = "; info: no font name lint reads in the app reaches a bundled face (the names are given at run time) and no code asks for a face by style (a trait or weight request), so nothing is seen to pick a face by these records"
            return finding(Finding.Message(message.text + why), at: face.location, severity: .info)
        }
        if let unnamed = unnamedFamilyFinding(message, face: face, in: context) { return unnamed }
        if isNeverLoaded(face, named: named, in: context.bundle) {
            let why = "; info: no UIAppFonts entry registers its file and no font name in the app loads it, so no user sees it"
            return finding(Finding.Message(message.text + why), at: face.location, severity: .info)
        }
        if let reach, let family = face.face.family, !context.styleSelection.selects(face.face) {
            guard reach == .selection || !named.files.contains(face.font.path) else { return finding(message, face: face) }
            let names = reach == .selection ? "a face" : "another face"
            let why = "; info: nothing in the app selects a face of \"\(family)\" by style (a family name, a trait or weight request): every reference names \(names) by PostScript name, so nothing it draws changes"
            return finding(Finding.Message(message.text + why), at: face.location, severity: .info)
        }
        return selectedFinding(message, face: face, reach: reach, in: context)
    }

    /// The finding at the rule's severity, a flaw of the style records (`reach` given) ending with what picks a
    /// face of its family by style, so that the warning says why it matters in this app.
    private func selectedFinding(_ message: Finding.Message, face: BundleFace, reach: StyleSelection.Reach?, in context: LintContext) -> Finding {
        guard reach != nil, let selector = context.styleSelection.selector(of: face.face) else { return finding(message, face: face) }
        return finding(Finding.Message(message.text + "; " + selector), face: face)
    }

    /// No UIAppFonts entry (written, or built from a storyboard's customFonts index) registers the face's file, no
    /// code registers fonts at run time, and no name reaches the file itself: only a sibling of its family is named,
    /// and traits never pick a face iOS was not given.
    private func isNeverLoaded(_ face: BundleFace, named: NamedFaces, in bundle: FontBundle) -> Bool {
        bundle.declaresFonts && bundle.registeringSourceFiles.isEmpty && !bundle.isRegistered(face.font)
            && bundle.packageResourceFonts[face.font.path] == nil && !named.files.contains(face.font.path)
    }
}
