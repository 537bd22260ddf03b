struct InvalidPostScriptName: Rule {
    static let description = RuleDescription(
        id: "invalid-postscript-name", category: .naming, defaultSeverity: .warning,
        rationale: "PostScript names are at most 63 printable ASCII characters (33–126) without [](){}<>/%; other names break lookups in Core Text, PDF export and printing. A face of a family no name of the app reaches is never looked up nor drawn: an info.",
        triggering: [
            RuleExample("PostScript name \"Harbor Display Regular\", with spaces", files: [
                .infoPlist(["Fonts/HarborDisplay.ttf"]), .brokenFont("HarborDisplay", "PostScript name \"Harbor Display Regular\", with spaces"),
            ], expectedCount: 1),
            RuleExample("a space and brackets in the name", files: [
                .infoPlist(["Fonts/FixtureInvalidPSName.ttf"]),
                .font("Fonts/FixtureInvalidPSName.ttf", from: "TestFonts/Generated/Static/FixtureInvalidPSName.ttf", "PostScript name \"Fixture Invalid[PS] Name\""),
            ], expectedCount: 1),
            RuleExample("the code names another family: the face is looked up nowhere (D581)", files: [
                .text("Sources/Body.swift", "let body = UIFont(name: \"HarborSans-Regular\", size: 17)\n"),
                .infoPlist(["Fonts/HarborSans-Regular.ttf", "Fonts/HarborDisplay.ttf"]),
                .sampleFont("HarborSans-Regular", "the named face"),
                .brokenFont("HarborDisplay", "PostScript name \"Harbor Display Regular\", family Harbor Display, which nothing names"),
            ], expectedCount: 1, severity: .info),
            RuleExample("the code names the face's family", files: [
                .text("Sources/Title.swift", "let title = UIFont(name: \"Harbor Display\", size: 34)\n"),
                .infoPlist(["Fonts/HarborDisplay.ttf"]),
                .brokenFont("HarborDisplay", "PostScript name \"Harbor Display Regular\", family Harbor Display"),
            ], expectedCount: 1, severity: .warning),
        ],
        nonTriggering: [
            RuleExample("Macintosh records holding UTF-16 (NULs): the PostScript name is the Windows record's (FP101)", files: [
                .infoPlist(["Fonts/FixtureWide-Regular.ttf"]), .font("Fonts/FixtureWide-Regular.ttf", from: "TestFonts/Generated/Hygiene/FixtureWide-Regular.ttf", "Macintosh IDs 1, 6, 16 stored as UTF-16; Windows records FixtureWide-Regular, Fixture Wide"),
            ]),
            RuleExample("PostScript name HarborSans-Regular", files: [
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "PostScript name HarborSans-Regular"),
            ]),
        ])

    func check(_ context: LintContext) -> [Finding] {
        context.bundle.allFaces.compactMap { item in
            guard let name = item.face.postScriptName, !name.isEmpty else { return nil }
            let problems = Self.problems(in: name)
            guard !problems.isEmpty else { return nil }
            // A face of a family no name reaches is never looked up, exported or printed (D581).
            let message = Finding.Message.invalidPostScriptName(name, problems: problems)
            return unnamedFamilyFinding(message, face: item, in: context) ?? finding(message, face: item)
        }
    }

    /// What is wrong with a name, in words; empty when it is valid.
    static func problems(in name: String) -> [String] {
        var problems: [String] = []
        let length = name.unicodeScalars.count
        if length > 63 { problems.append("is \(length) characters long (at most 63)") }
        var outside: [String] = []
        var forbidden: [String] = []
        for scalar in name.unicodeScalars {
            if "[](){}<>/%".unicodeScalars.contains(scalar) {
                if !forbidden.contains(String(scalar)) { forbidden.append(String(scalar)) }
            } else if !(33...126).contains(scalar.value) {
                let word = scalar == " " ? "a space" : "U+" + String(scalar.value, radix: 16, uppercase: true)
                if !outside.contains(word) { outside.append(word) }
            }
        }
        if !outside.isEmpty { problems.append("has \(outside.joined(separator: ", ")) (only printable ASCII 33–126 is allowed)") }
        if !forbidden.isEmpty { problems.append("has \(forbidden.joined(separator: " ")) (not allowed: [](){}<>/%)") }
        return problems
    }
}

extension Finding.Message {
    static func invalidPostScriptName(_ name: String, problems: [String]) -> Self {
        Self("PostScript name \"\(name)\" \(problems.joined(separator: "; "))")
    }
}
