struct FamilyNameMismatch: Rule {
    static let description = RuleDescription(
        id: "family-name-mismatch", category: .naming, defaultSeverity: .warning,
        rationale: "Core Text takes the family from the Macintosh name records, most other tools (Android, browsers, Windows, fontconfig) from the Windows ones; when they differ, designers and other platforms see another family than iOS.",
        triggering: [
            RuleExample("Macintosh family \"Harbor Mono\", Windows family \"Harbour Mono\"", files: [
                .infoPlist(["Fonts/HarborMono-Regular.ttf"]), .brokenFont("HarborMono-Regular", "Macintosh family \"Harbor Mono\", Windows family \"Harbour Mono\""),
            ], expectedCount: 1),
            RuleExample("generated Macintosh and Windows family records that differ", files: [
                .infoPlist(["Fonts/FixtureMismatch-Regular.ttf"]),
                .font("Fonts/FixtureMismatch-Regular.ttf", from: "TestFonts/Generated/Static/FixtureMismatch-Regular.ttf", "Mac \"Fixture Mac Family\", Windows \"Fixture Windows Family\""),
            ], expectedCount: 1),
        ],
        nonTriggering: [
            RuleExample("one family name on both platforms", files: [
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "one family name on both platforms"),
            ]),
            RuleExample("the typographic family on both platforms, the legacy family differing from it", files: [
                .infoPlist(["Fonts/FixtureTypo-Semibold.ttf"]),
                .font("Fonts/FixtureTypo-Semibold.ttf", from: "TestFonts/Generated/Static/FixtureTypo-Semibold.ttf", "name ID 16 on both platforms, ID 1 different"),
            ]),
        ])

    func check(_ context: LintContext) -> [Finding] {
        context.bundle.fonts.flatMap { font in
            font.details.compactMap { details in
                let mac = NameTable(records: details.names.records.filter { $0.platformID == 1 }).family
                let windows = NameTable(records: details.names.records.filter { $0.platformID == 3 }).family
                guard let mac, let windows, mac != windows else { return nil }
                return finding(.familyNameMismatch(mac: mac, windows: windows), face: BundleFace(font: font, face: details.face))
            }
        }
    }
}

extension Finding.Message {
    static func familyNameMismatch(mac: String, windows: String) -> Self {
        Self("the Macintosh name records call the family \"\(mac)\" and the Windows records \"\(windows)\"; iOS shows \"\(mac)\", other platforms \"\(windows)\"")
    }
}
