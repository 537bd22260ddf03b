struct RestrictedEmbedding: Rule {
    static let description = RuleDescription(
        id: "restricted-embedding", category: .faceHygiene, defaultSeverity: .warning,
        rationale: "OS/2 fsType 'Restricted License embedding' says the font must not be embedded or redistributed without the owner's permission; shipping it inside an app is redistribution. Check the licence. Info for a face of a family no font name of the app reaches (code, Interface Builder, style maps), when the app names other faces: nothing draws it or embeds it in a document, and removing the file ends the question (D584).",
        triggering: [
            RuleExample("OS/2 fsType 0x2, Restricted License embedding", files: [
                .infoPlist(["Fonts/HarborLicensed-Regular.ttf"]), .brokenFont("HarborLicensed-Regular", "OS/2 fsType 0x2, Restricted License embedding"),
            ], expectedCount: 1),
            RuleExample("the app names only Harbor Sans: the restricted face is drawn and embedded nowhere (info, D584)", files: [
                .text("Sources/Body.swift", "let body = UIFont(name: \"HarborSans-Regular\", size: 17)\n"),
                .infoPlist(["Fonts/HarborSans-Regular.ttf", "Fonts/HarborLicensed-Regular.ttf"]),
                .sampleFont("HarborSans-Regular", "the named face"), .brokenFont("HarborLicensed-Regular", "OS/2 fsType 0x2, named by nothing"),
            ], expectedCount: 1, severity: .info),
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
                // Not `finding(_:face:reachedIn:)`: a licence binds an icon face or a system face's copy as well.
                let face = BundleFace(font: font, face: details.face)
                let message = Finding.Message.restrictedEmbedding(fsType: os2.fsType.rawValue)
                return unnamedFamilyFinding(message, face: face, in: context) ?? finding(message, face: face)
            }
        }
    }
}

extension Finding.Message {
    static func restrictedEmbedding(fsType: UInt16) -> Self {
        Self("OS/2 fsType is Restricted License embedding (0x\(String(fsType, radix: 16, uppercase: true))); make sure the licence allows bundling it in an app")
    }
}
