struct WeightClassMismatch: Rule {
    static let description = RuleDescription(
        id: "weight-class-mismatch", category: .faceHygiene, defaultSeverity: .warning,
        rationale: "Apple platforms sort and match faces by usWeightClass, not by the style name; a 'SemiBold' with weight 700 is taken for the bold face, which breaks weight matching and Bold Text variants. A Thin or Hairline raised anywhere into 250–299 (the foundries' way round Windows emboldening) is accepted while it stays lighter than every heavier-named face of its family and slope, and a named instance's wght coordinate less than 50 from a round weight its style allows (Medium at 510) is too, the axis being continuous; icon faces are not judged. A face of a family no font name of the app reaches (code, Interface Builder, style maps) is reported as info when the app names other faces, as is a face whose file nothing registers and no name loads (D340): no user sees it. Info too where nothing in the app selects the family by style (a family name, a trait or weight request, SwiftUI's .bold()/.weight(_)/.fontWeight(_), NSFontManager, CSS) and every name is a PostScript name, which loads its face whatever its weight class says (D12).",
        triggering: [
            RuleExample("style SemiBold with usWeightClass 700", files: [
                .infoPlist(["Fonts/HarborSlab-SemiBold.ttf"]), .brokenFont("HarborSlab-SemiBold", "style SemiBold with usWeightClass 700"),
            ], expectedCount: 1),
            RuleExample("style \"Semi Bold\" (two words) with usWeightClass 700", files: [
                .infoPlist(["Fonts/FixtureWords-SemiBold.ttf"]),
                .font("Fonts/FixtureWords-SemiBold.ttf", from: "TestFonts/Generated/Hygiene/FixtureWords-SemiBold.ttf", "style \"Semi Bold\", usWeightClass 700"),
            ], expectedCount: 1),
            RuleExample("legacy family \"Fixture Words Xlight\", style \"Regular\", usWeightClass 5 (a 1–9 scale value)", files: [
                .infoPlist(["Fonts/FixtureWords-Xlight.ttf"]),
                .font("Fonts/FixtureWords-Xlight.ttf", from: "TestFonts/Generated/Hygiene/FixtureWords-Xlight.ttf", "family \"Fixture Words Xlight\", style \"Regular\", usWeightClass 5"),
            ], expectedCount: 1),
            RuleExample("code names a sibling of the mismatched face and asks for a heavier weight by trait: Core Text picks among the family by usWeightClass", files: [
                .text("Sources/Title.swift", "let title = UIFont(name: \"HarborSlab-Bold\", size: 17)!\nlet heavier = title.fontDescriptor.withSymbolicTraits(.traitBold)\n"),
                .infoPlist(["Fonts/HarborSlab-Bold.ttf", "Fonts/HarborSlab-SemiBold.ttf"]),
                .brokenFont("HarborSlab-Bold", "the named face"), .brokenFont("HarborSlab-SemiBold", "style SemiBold with usWeightClass 700"),
            ], expectedCount: 1, severity: .warning),
            RuleExample("the family name in code: Core Text picks the family's regular face by its records", files: [
                .text("Sources/Title.swift", "let title = UIFont(name: \"Harbor Slab\", size: 17)\n"),
                .infoPlist(["Fonts/HarborSlab-Bold.ttf", "Fonts/HarborSlab-SemiBold.ttf"]),
                .brokenFont("HarborSlab-Bold", "a face of the named family"), .brokenFont("HarborSlab-SemiBold", "style SemiBold with usWeightClass 700"),
            ], expectedCount: 1, severity: .warning),
            RuleExample("SwiftUI's .bold() on a custom font: a face of the family is picked by weight", files: [
                .text("Sources/Title.swift", "let title = Text(\"Harbor\").font(.custom(\"HarborSlab-Bold\", size: 17).bold())\n"),
                .infoPlist(["Fonts/HarborSlab-Bold.ttf", "Fonts/HarborSlab-SemiBold.ttf"]),
                .brokenFont("HarborSlab-Bold", "the named face"), .brokenFont("HarborSlab-SemiBold", "style SemiBold with usWeightClass 700"),
            ], expectedCount: 1, severity: .warning),
            RuleExample("every reference a PostScript name, no trait or weight asked for: nothing the app draws changes (info, D12)", files: [
                .text("Sources/Title.swift", "let title = UIFont(name: \"HarborSlab-Bold\", size: 17)\nlet body = UIFont(name: \"HarborSlab-SemiBold\", size: 15)\n"),
                .infoPlist(["Fonts/HarborSlab-Bold.ttf", "Fonts/HarborSlab-SemiBold.ttf"]),
                .brokenFont("HarborSlab-Bold", "a named face"), .brokenFont("HarborSlab-SemiBold", "style SemiBold with usWeightClass 700, named by PostScript name"),
            ], expectedCount: 1, severity: .info),
            RuleExample("every reference a PostScript name; an Objective-C socket method's withFamily: is no style request (info, FP1402)", files: [
                .text("Sources/Title.m", "UIFont *title = [UIFont fontWithName:@\"HarborSlab-SemiBold\" size:17];\n"),
                .text("Sources/UdpSocket.m", "- (BOOL)getHost:(NSString **)host forSocket:(int)fd withFamily:(int)family { return NO; }\n"),
                .infoPlist(["Fonts/HarborSlab-SemiBold.ttf"]),
                .brokenFont("HarborSlab-SemiBold", "style SemiBold with usWeightClass 700, named by PostScript name"),
            ], expectedCount: 1, severity: .info),
            RuleExample("the app names only another family: the face is drawn nowhere (D12)", files: [
                .text("Sources/Body.swift", "let body = UIFont(name: \"HarborSans-Regular\", size: 17)\n"),
                .infoPlist(["Fonts/HarborSans-Regular.ttf", "Fonts/HarborSlab-SemiBold.ttf"]),
                .sampleFont("HarborSans-Regular", "the named face"), .brokenFont("HarborSlab-SemiBold", "style SemiBold with usWeightClass 700, family nothing names"),
            ], expectedCount: 1, severity: .info),
            RuleExample("a Thin at 275 level with its family's Extra Light at 275: the family's order breaks", files: [
                .infoPlist(["Fonts/FixtureThin-Thin.ttf", "Fonts/FixtureThin-ExtraLight.ttf"]),
                .font("Fonts/FixtureThin-Thin.ttf", from: "TestFonts/Generated/Hygiene/FixtureThin-Thin.ttf", "style \"Thin\", usWeightClass 275"),
                .font("Fonts/FixtureThin-ExtraLight.ttf", from: "TestFonts/Generated/Hygiene/FixtureThin-ExtraLight.ttf", "style \"ExtraLight\", usWeightClass 275"),
            ], expectedCount: 1),
        ],
        nonTriggering: [
            RuleExample("a Thin raised to 275 against Windows emboldening, below its family's Light at 300 (FP140, Lato)", files: [
                .infoPlist(["Fonts/FixtureThin-Thin.ttf", "Fonts/FixtureThin-Light.ttf"]),
                .font("Fonts/FixtureThin-Thin.ttf", from: "TestFonts/Generated/Hygiene/FixtureThin-Thin.ttf", "style \"Thin\", usWeightClass 275"),
                .font("Fonts/FixtureThin-Light.ttf", from: "TestFonts/Generated/Hygiene/FixtureThin-Light.ttf", "style \"Light\", usWeightClass 300"),
            ]),
            RuleExample("an icon face drawing symbols on A–Z and a–r, style Regular at usWeightClass 300 (FP141, Weather&Time)", files: [
                .text("Sources/Icon.swift", "let icon = UIFont(name: \"FixtureLetterSymbols-Regular\", size: 40)\n"),
                .infoPlist(["Fonts/FixtureLetterSymbols-Regular.ttf"]),
                .font("Fonts/FixtureLetterSymbols-Regular.ttf", from: "TestFonts/Generated/Coverage/FixtureLetterSymbols-Regular.ttf", "A–Z and a–r, no digit, no . or ,; Regular at 300"),
            ]),
            RuleExample("style SemiBold with usWeightClass 600", files: [
                .infoPlist(["Fonts/HarborSans-SemiBold.ttf"]), .sampleFont("HarborSans-SemiBold", "style SemiBold with usWeightClass 600"),
            ]),
            RuleExample("styles written as designers write them: \"Extra Bold\" 800, \"Demi Bold\" 600", files: [
                .infoPlist(["Fonts/FixtureWords-ExtraBold.ttf", "Fonts/FixtureWords-DemiBold.ttf"]),
                .font("Fonts/FixtureWords-ExtraBold.ttf", from: "TestFonts/Generated/Hygiene/FixtureWords-ExtraBold.ttf", "style \"Extra Bold\", usWeightClass 800"),
                .font("Fonts/FixtureWords-DemiBold.ttf", from: "TestFonts/Generated/Hygiene/FixtureWords-DemiBold.ttf", "style \"Demi Bold\", usWeightClass 600"),
            ]),
            RuleExample("legacy family \"Fixture Words Light\", style \"Regular\", usWeightClass 300: the weight is in the family name", files: [
                .infoPlist(["Fonts/FixtureWords-Light.ttf"]),
                .font("Fonts/FixtureWords-Light.ttf", from: "TestFonts/Generated/Hygiene/FixtureWords-Light.ttf", "family \"Fixture Words Light\", style \"Regular\", usWeightClass 300"),
            ]),
            RuleExample("legacy family \"Fixture Words Bold\", style \"Regular\", usWeightClass 700, with IDs 16/17 repeating IDs 1/2 (FP460, Intro Bold)", files: [
                .infoPlist(["Fonts/FixtureWords-Bold.ttf"]),
                .font("Fonts/FixtureWords-Bold.ttf", from: "TestFonts/Generated/Hygiene/FixtureWords-Bold.ttf", "IDs 1/2 and 16/17 \"Fixture Words Bold\"/\"Regular\", usWeightClass 700"),
            ]),
            RuleExample("style \"Normal Light\" at usWeightClass 300: \"Normal\" is the width of a family of widths × weights, the weight is Light (FP741, Hitmarker VF)", files: [
                .infoPlist(["Fonts/FixtureWords-NormalLight.ttf"]),
                .font("Fonts/FixtureWords-NormalLight.ttf", from: "TestFonts/Generated/Hygiene/FixtureWords-NormalLight.ttf", "style \"Normal Light\", usWeightClass 300"),
            ]),
            RuleExample("named instances, checked by their wght coordinate", files: [
                .infoPlist(["Fonts/Inter.var.ttf"]),
                .font("Fonts/Inter.var.ttf", from: "TestFonts/Real/Inter/Inter.var.ttf", "Inter's instances, Thin 100 to Black 900"),
            ]),
        ])

    func check(_ context: LintContext) -> [Finding] {
        let faces = context.bundle.allFaces
        let families = Dictionary(grouping: faces.filter { $0.face.family != nil }, by: { $0.face.family! })
        return faces.compactMap { item in
            guard let style = item.face.style, let weight = item.face.weight else { return nil }
            if item.face.instanceIndex == nil, let family = Self.legacyFamilyNamingWeight(of: item, style: style) {
                guard let expected = StyleNameWords.weight(endingFamily: family), !expected.classes.contains(weight),
                      !Self.isRaisedLightest(item, word: expected.word, weight: weight, family: families[family] ?? [])
                else { return nil }
                return finding(.weightClassMismatch(family: family, style: style, expected: expected.classes, weight: weight), face: item, reachedIn: context, reach: .selection)
            }
            guard let expected = StyleNameWords.weight(in: style), !expected.classes.contains(weight),
                  !Self.isRaisedLightest(item, word: expected.word, weight: weight, family: item.face.family.flatMap { families[$0] } ?? []),
                  item.face.instanceIndex == nil || !Self.isNearItsStyle(coordinate: weight, classes: expected.classes)
            else { return nil }
            return finding(.weightClassMismatch(style: style, expected: expected.classes, weight: weight, isInstance: item.face.instanceIndex != nil), face: item, reachedIn: context, reach: .selection)
        }
    }

    /// The lightest weight words, which foundries raise into 250–299 so that Windows GDI does not embolden them
    /// (Lato Thin at 275, FP140). OpenType lets them: usWeightClass "indicates the visual weight … values from 1
    /// to 1000 are valid", and 100 Thin is a common value, not the only one (learn.microsoft.com/typography/
    /// opentype/spec/os2#usweightclass); Adobe's proposal to the spec's list notes "values < 250 are sometimes set
    /// to 250 by the font designer to avoid GDI synthetic emboldening" (mpeg-otspec, November 2015). Each word's
    /// place in the order: a Hairline, where a family has both, is lighter than its Thin.
    private static let raisableLightest: [String: Int] = ["hairline": 0, "thin": 1]

    /// True for a Thin or Hairline (`word`) at 250–299 that stays lighter than every face of its family and slope
    /// whose style says heavier: the value breaks no order that matching or Bold Text relies on.
    private static func isRaisedLightest(_ item: BundleFace, word: String, weight: Int, family: [BundleFace]) -> Bool {
        guard (250...299).contains(weight), let place = raisableLightest[word] else { return false }
        return family.allSatisfy { sibling in
            guard sibling.face != item.face, sibling.face.italic == item.face.italic, let siblingStyle = sibling.face.style,
                  let siblingWeight = sibling.face.weight, let siblingWord = StyleNameWords.weight(in: siblingStyle)?.word
            else { return true }
            let heavier = raisableLightest[siblingWord].map { $0 > place } ?? true
            return !heavier || siblingWeight > weight
        }
    }

    /// True for a named instance's wght coordinate less than half a step (50) from a round weight its style
    /// allows: Apple's SF Georgian Rounded puts Medium at 510, Semibold at 590, Heavy at 860 (FP401). The axis is
    /// continuous and "can be interpreted in direct comparison to values for usWeightClass" (OpenType, the
    /// registered 'wght' axis), so such a coordinate is nearer its own style than any other and matching by
    /// weight picks the same instance; usWeightClass, a face's one declared class, stays exact.
    private static func isNearItsStyle(coordinate: Int, classes: [Int]) -> Bool {
        classes.contains { $0 % 100 == 0 && abs(coordinate - $0) < 50 }
    }

    /// The legacy family name (ID 1) of a face styled "Regular" or "Italic" in ID 2 with no typographic names of
    /// its own, when that family name ends with a weight: "Foo Light" + "Regular" is the Light face. Typographic
    /// names that only repeat IDs 1 and 2 say nothing more: OpenType writes IDs 16/17 only where they differ
    /// (learn.microsoft.com/typography/opentype/spec/name#name-ids), but some tools copy them anyway (Intro Bold,
    /// FP460).
    private static func legacyFamilyNamingWeight(of item: BundleFace, style: String) -> String? {
        guard StyleNameWords.isLegacyRegularOrItalic(style),
              let details = item.font.details.first(where: { $0.face.faceIndex == item.face.faceIndex }),
              let family = details.names.string(for: NameID.family),
              StyleNameWords.weight(endingFamily: family) != nil
        else { return nil }
        let names = details.names
        let repeatsLegacy = { (typographic: UInt16, legacy: UInt16) in
            names.string(for: typographic).map { $0 == names.string(for: legacy) } ?? true
        }
        guard repeatsLegacy(NameID.typographicSubfamily, NameID.subfamily), repeatsLegacy(NameID.typographicFamily, NameID.family)
        else { return nil }
        return family
    }
}

extension Finding.Message {
    static func weightClassMismatch(style: String, expected: [Int], weight: Int, isInstance: Bool) -> Self {
        let classes = expected.map(String.init).joined(separator: " or ")
        let source = isInstance ? "the wght coordinate" : "usWeightClass"
        return Self("style \"\(style)\" says weight \(classes), but \(source) is \(weight)")
    }

    static func weightClassMismatch(family: String, style: String, expected: [Int], weight: Int) -> Self {
        let classes = expected.map(String.init).joined(separator: " or ")
        return Self("family \"\(family)\" (style \"\(style)\") says weight \(classes), but usWeightClass is \(weight)")
    }
}
