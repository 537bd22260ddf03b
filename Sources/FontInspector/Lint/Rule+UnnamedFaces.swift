extension Rule {
    /// A face-hygiene finding: nil for an icon face (`LintContext.iconFaces`: its names, weight and style bits
    /// choose no text, FP141); at the rule's severity when a name of the app reaches the face's family (or the
    /// app names no bundled face at all), else `info` saying why — a face nothing loads shows its metadata to
    /// no user. Nil for a copy of a system face (`SystemFaceCopies`): the system's face is the one that loads.
    func finding(_ message: Finding.Message, face: BundleFace, reachedIn context: LintContext) -> Finding? {
        guard !context.iconFaces.contains(FaceLocation(of: face.face)), !context.systemFaceCopies.contains(face) else { return nil }
        let named = context.namedFaces
        guard named.namesAnyFace, !named.names(face.face), let family = face.face.family else {
            return finding(message, face: face)
        }
        let why = "; info: no font name in the app (code, Interface Builder, style maps) reaches the family \"\(family)\", so no user sees it"
        return finding(Finding.Message(message.text + why), at: face.location, severity: .info)
    }
}
