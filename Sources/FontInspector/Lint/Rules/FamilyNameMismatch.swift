struct FamilyNameMismatch: Rule {
    static let description = RuleDescription(
        id: "family-name-mismatch", category: .naming, defaultSeverity: .warning,
        rationale: "iOS lists a face under its typographic family (name ID 16), else its legacy family (ID 1), preferring the Macintosh record; Windows, Android, browsers and fontconfig read the Windows record of the same ID. When the two records of that ID differ, designers and other platforms see another family than iOS. Info for a face of a family no font name of the app reaches (code, Interface Builder, style maps), when the app names other faces, or for a face whose file nothing registers and no name loads (D340): no user sees it.",
        triggering: [
            RuleExample("Macintosh family \"Harbor Mono\", Windows family \"Harbour Mono\"", files: [
                .infoPlist(["Fonts/HarborMono-Regular.ttf"]), .brokenFont("HarborMono-Regular", "Macintosh family \"Harbor Mono\", Windows family \"Harbour Mono\""),
            ], expectedCount: 1, severity: .warning),
            RuleExample("the app names only Harbor Sans: Harbor Mono is drawn nowhere (info)", files: [
                .text("Sources/Body.swift", "let body = UIFont(name: \"HarborSans-Regular\", size: 17)\n"),
                .infoPlist(["Fonts/HarborSans-Regular.ttf", "Fonts/HarborMono-Regular.ttf"]),
                .sampleFont("HarborSans-Regular", "the named face"), .brokenFont("HarborMono-Regular", "Macintosh family \"Harbor Mono\", Windows family \"Harbour Mono\""),
            ], expectedCount: 1, severity: .info),
            RuleExample("generated Macintosh and Windows family records that differ", files: [
                .infoPlist(["Fonts/FixtureMismatch-Regular.ttf"]),
                .font("Fonts/FixtureMismatch-Regular.ttf", from: "TestFonts/Generated/Static/FixtureMismatch-Regular.ttf", "Mac \"Fixture Mac Family\", Windows \"Fixture Windows Family\""),
            ], expectedCount: 1),
            RuleExample("typographic families (ID 16) that differ between the platforms", files: [
                .infoPlist(["Fonts/FixtureSplit-Regular.ttf"]),
                .font("Fonts/FixtureSplit-Regular.ttf", from: "TestFonts/Generated/Hygiene/FixtureSplit-Regular.ttf", "ID 16 Mac \"Fixture Split Mac\", Windows \"Fixture Split Windows\""),
            ], expectedCount: 1),
        ],
        nonTriggering: [
            RuleExample("Macintosh records holding UTF-16 (NULs): iOS lists the Windows record's family (FP101)", files: [
                .infoPlist(["Fonts/FixtureWide-Regular.ttf"]), .font("Fonts/FixtureWide-Regular.ttf", from: "TestFonts/Generated/Hygiene/FixtureWide-Regular.ttf", "Macintosh IDs 1, 6, 16 stored as UTF-16; Windows records FixtureWide-Regular, Fixture Wide"),
            ]),
            RuleExample("one family name on both platforms", files: [
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "one family name on both platforms"),
            ]),
            RuleExample("the typographic family on both platforms, the legacy family differing from it", files: [
                .infoPlist(["Fonts/FixtureTypo-Semibold.ttf"]),
                .font("Fonts/FixtureTypo-Semibold.ttf", from: "TestFonts/Generated/Static/FixtureTypo-Semibold.ttf", "name ID 16 on both platforms, ID 1 different"),
            ]),
            RuleExample("a template's legacy family (ID 1) on both platforms, the typographic family on Windows only: every platform lists \"Fixture Humane\"", files: [
                .infoPlist(["Fonts/FixtureHumane-Medium.ttf"]),
                .font("Fonts/FixtureHumane-Medium.ttf", from: "TestFonts/Generated/Hygiene/FixtureHumane-Medium.ttf", "ID 1 \"Fixture Template Med\" on both, ID 16 \"Fixture Humane\" on Windows only"),
            ]),
        ])

    func check(_ context: LintContext) -> [Finding] {
        context.bundle.fonts.flatMap { font in
            font.details.compactMap { details in
                // The family iOS lists (as `list` shows it) and the ID it comes from; then the Windows record of that ID.
                guard let shown = details.face.family else { return nil }
                let nameID = details.names.string(for: NameID.typographicFamily) != nil ? NameID.typographicFamily : NameID.family
                guard let windows = NameTable(records: details.names.records.filter { $0.platformID == 3 }).string(for: nameID),
                      windows != shown
                else { return nil }
                return finding(.familyNameMismatch(shown: shown, windows: windows, nameID: nameID), face: BundleFace(font: font, face: details.face), reachedIn: context)
            }
        }
    }
}

extension Finding.Message {
    static func familyNameMismatch(shown: String, windows: String, nameID: UInt16) -> Self {
        let which = nameID == NameID.typographicFamily ? "typographic family (name ID 16)" : "family (name ID 1)"
        return Self("the \(which) is \"\(shown)\" in the Macintosh records, which iOS lists, and \"\(windows)\" in the Windows records, which Windows, Android, browsers and design tools show")
    }
}
