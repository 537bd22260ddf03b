struct RestrictedEmbedding: Rule {
    static let id = "restricted-embedding"
    static let defaultSeverity = Severity.warning
    static let category = RuleCategory.faceHygiene
    static let rationale = "OS/2 fsType 'Restricted License embedding' says the font must not be embedded or redistributed without the owner's permission; shipping it inside an app is redistribution. Check the licence."

    func check(_ context: LintContext) -> [Finding] {
        context.bundle.fonts.flatMap { font in
            font.details.compactMap { details in
                guard let os2 = details.os2, os2.fsType.isRestrictedLicense else { return nil }
                return finding(.restrictedEmbedding(fsType: os2.fsType.rawValue), face: BundleFace(font: font, face: details.face))
            }
        }
    }
}

extension Finding.Message {
    static func restrictedEmbedding(fsType: UInt16) -> Self {
        Self("OS/2 fsType is Restricted License embedding (0x\(String(fsType, radix: 16, uppercase: true))); make sure the licence allows bundling it in an app")
    }
}
