struct FontNotRegistered: Rule {
    static let id = "font-not-registered"
    static let defaultSeverity = Severity.error
    static let category = RuleCategory.fontReferences
    static let rationale = "The face exists in the app, but no UIAppFonts entry registers its file, so iOS does not know it and the name falls back to the system font."

    func check(_ bundle: FontBundle) -> [Finding] {
        guard bundle.declaresFonts else { return [] }
        let lookup = FontNameLookup(bundle: bundle)
        // Bold names have their own rule, bold-variant-unregistered.
        return FontNameReference.all(in: bundle).filter(\.checksRegistration).compactMap { reference in
            guard case .bundled(let faces) = lookup.resolve(reference.name), !faces.contains(where: \.font.isRegistered) else { return nil }
            return finding("\(reference.description) is in \(faces[0].font.path), which no UIAppFonts entry registers; add it to UIAppFonts", at: reference.location)
        }
    }
}
