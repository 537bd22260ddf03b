/// A PostScript name where UIFont asks for a family name (M6): `UIFont.familyNames` lists families, and
/// `fontNames(forFamilyName:)` takes one, so asking either about a face's PostScript name never finds it.
struct PostScriptNameForFamily: Rule {
    static let description = RuleDescription(
        id: "postscript-name-for-family", category: .fontReferences, defaultSeverity: .warning,
        rationale: "UIFont.familyNames holds family names (\"Material Design Icons\") and UIFont.fontNames(forFamilyName:) takes one. Asked about a PostScript name (\"MaterialDesignIcons\") that is not also a family name, familyNames.contains(_:) is always false and fontNames(forFamilyName:) always empty: the code that depends on the answer never runs. Checked only where the name is the PostScript name of a bundled face or a system font and no family is called so.",
        triggering: [
            RuleExample("a PostScript name asked of familyNames, in Swift through a constant and in Objective-C", files: [
                .text("Sources/Icons.swift", """
                    enum Icons {
                        static let familyName = "FixtureSans-Regular"
                        static func unregister() {
                            if UIFont.familyNames.contains(↓familyName) { CTFontManagerUnregisterFontsForURL(url, .process, nil) }
                        }
                    }

                    """),
                .text("Sources/Fonts.m", "NSArray *names = [UIFont fontNamesForFamilyName:↓@\"FixtureSans-Regular\"];\n"),
                .infoPlist(["Fonts/FixtureSans-Regular.ttf"]),
                .font("Fonts/FixtureSans-Regular.ttf", from: "TestFonts/Generated/Static/FixtureSans-Regular.ttf", "family Fixture Sans"),
            ]),
        ],
        nonTriggering: [
            RuleExample("family names, a system family, and a name lint cannot place", files: [
                .text("Sources/Fonts.swift", """
                    let installed = UIFont.familyNames.contains("Fixture Sans")
                    let faces = UIFont.fontNames(forFamilyName: "Menlo")
                    let other = UIFont.familyNames.contains(settings.family)
                    let unknown = UIFont.familyNames.contains("Some Family")

                    """),
                .text("Sources/Fonts.m", "BOOL has = [[UIFont familyNames] containsObject:@\"Fixture Sans\"];\n"),
                .infoPlist(["Fonts/FixtureSans-Regular.ttf"]),
                .font("Fonts/FixtureSans-Regular.ttf", from: "TestFonts/Generated/Static/FixtureSans-Regular.ttf", "family Fixture Sans"),
            ]),
        ])

    func check(_ context: LintContext) -> [Finding] {
        let bundledFamilies = Set(context.bundle.allFaces.compactMap(\.face.family))
        return context.bundle.sourceCalls.filter(\.form.takesFamilyName).flatMap { call in
            call.names.compactMap { name -> Finding? in
                guard !bundledFamilies.contains(name), !AppleSystemFonts.isSystemFamily(name) else { return nil }
                let families = (context.facesByPostScriptName[name] ?? []).compactMap(\.face.family)
                    + AppleSystemFonts.families(withPostScriptName: name)
                guard let family = families.first else { return nil }
                return finding(.postScriptNameForFamily(call, name: name, family: family), at: Finding.Location(file: call.file, line: call.line, column: call.column))
            }
        }
    }
}

extension Finding.Message {
    static func postScriptNameForFamily(_ call: SourceFontCall, name: String, family: String) -> Self {
        let described = call.resolvedNames.first { $0.name == name }.map(call.describedName) ?? "\"\(name)\""
        let outcome = call.form == .fontNamesForFamilyName || call.form == .objectiveCFontNamesForFamilyName
            ? "so it always returns no names" : "so the test is always false"
        return Self("\(call.form.rawValue) \(described) is a PostScript name, not a family name: UIFont's family names list \"\(family)\" for this face, \(outcome); ask for \"\(family)\"")
    }
}
