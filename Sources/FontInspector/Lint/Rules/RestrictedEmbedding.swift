struct RestrictedEmbedding: Rule {
    static let description = RuleDescription(
        id: "restricted-embedding", category: .faceHygiene, defaultSeverity: .warning,
        rationale: "OS/2 fsType 'Restricted License embedding' says the font must not be embedded or redistributed without the owner's permission; shipping it inside an app is redistribution. Check the licence.",
        triggering: [
            RuleExample("OS/2 fsType 0x2, Restricted License embedding", files: [
                .infoPlist(["Fonts/HarborLicensed-Regular.ttf"]), .brokenFont("HarborLicensed-Regular", "OS/2 fsType 0x2, Restricted License embedding"),
            ], expectedCount: 1),
        ],
        nonTriggering: [
            RuleExample("OS/2 fsType 0, installable", files: [
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "OS/2 fsType 0, installable"),
            ]),
        ])

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
