struct FontNotRegistered: Rule {
    static let id = "font-not-registered"
    static let defaultSeverity = Severity.error
    static let category = RuleCategory.fontReferences
    static let rationale = "The face exists in the app, but no UIAppFonts entry registers its file, so iOS does not know it and the name falls back to the system font."

    func check(_ context: LintContext) -> [Finding] {
        guard context.bundle.declaresFonts else { return [] }
        // Bold names have their own rule, bold-variant-unregistered.
        return context.references.filter(\.reference.checksRegistration).compactMap { resolved in
            guard case .bundled(let faces) = resolved.resolution, !faces.contains(where: \.font.isRegistered) else { return nil }
            return finding(.fontNotRegistered(resolved.reference, file: faces[0].font.path), at: resolved.reference.location)
        }
    }
}

extension Finding.Message {
    static func fontNotRegistered(_ reference: FontNameReference, file: String) -> Self {
        Self("\(reference.subject) is in \(file), which no UIAppFonts entry registers; add it to UIAppFonts")
    }
}
