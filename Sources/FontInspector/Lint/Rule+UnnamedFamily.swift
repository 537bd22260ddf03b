extension Rule {
    /// The finding at `info`, saying why, when the app names bundled faces but no name of it reaches `face`'s
    /// family: nothing draws the face, so no user sees what the finding describes (D12). Nil when a name reaches
    /// the family, or when the app names no bundled face at all (nothing is known about use).
    func unnamedFamilyFinding(_ message: Finding.Message, face: BundleFace, in context: LintContext) -> Finding? {
        let named = context.namedFaces
        guard named.namesAnyFace, let family = face.face.family, !named.names(face.face) else { return nil }
        let why = "; info: no font name in the app (code, Interface Builder, style maps) reaches the family \"\(family)\", so no user sees it"
        return finding(Finding.Message(message.text + why), at: face.location, severity: .info)
    }
}
