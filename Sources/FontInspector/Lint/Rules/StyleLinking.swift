struct StyleLinking: Rule {
    static let description = RuleDescription(
        id: "style-linking", category: .faceHygiene, defaultSeverity: .warning,
        rationale: "Bold and italic are recorded three times: OS/2 fsSelection, head.macStyle and the legacy style name (ID 2), where only Bold and Bold Italic mean bold (Semi Bold, Extra Bold and Demi Bold are other weights). Apple platforms read macStyle, others fsSelection; when they disagree, faces link wrongly as bold or italic on one platform only. Info for a face of a family no font name of the app reaches (code, Interface Builder, style maps), when the app names other faces, or for a face whose file nothing registers and no name loads (D340): no user sees it. Info too where nothing in the app selects the family by style (a family name, a trait or weight request, SwiftUI's .bold()/.italic()/.weight(_), NSFontManager, CSS) and every name is a PostScript name, which loads its face whatever the bits say: a Bold drawn by its PostScript name draws its bold glyphs even where Core Text does not report it bold (macStyle), and only a request that reads or asks for the trait sees that (D700). Info as well where no name lint reads reaches a bundled face (names given at run time) and no code asks for a style. Nothing for a bundled copy of a system face (its PostScript name is preinstalled on every platform of the targets that copy it): registering a name already registered fails, so the system's face is the one that loads.",
        triggering: [
            RuleExample("style name Bold, neither fsSelection nor macStyle bold", files: [
                .infoPlist(["Fonts/HarborSlab-Bold.ttf"]), .brokenFont("HarborSlab-Bold", "style name Bold, neither fsSelection nor macStyle bold"),
            ], expectedCount: 1),
            RuleExample("the app names only Harbor Sans: the Harbor Slab face is drawn nowhere (info)", files: [
                .text("Sources/Body.swift", "let body = UIFont(name: \"HarborSans-Regular\", size: 17)\n"),
                .infoPlist(["Fonts/HarborSans-Regular.ttf", "Fonts/HarborSlab-Bold.ttf"]),
                .sampleFont("HarborSans-Regular", "the named face"), .brokenFont("HarborSlab-Bold", "style name Bold, neither fsSelection nor macStyle bold"),
            ], expectedCount: 1, severity: .info),
            RuleExample("the Bold named by PostScript name, nothing asking for a style: it draws its bold glyphs, only Core Text's bold trait is wrong (info, D700)", files: [
                .text("Sources/Title.swift", "let title = UIFont(name: \"HarborSlab-Bold\", size: 17)\n"),
                .infoPlist(["Fonts/HarborSlab-Bold.ttf"]), .brokenFont("HarborSlab-Bold", "style name Bold, neither fsSelection nor macStyle bold, named"),
            ], expectedCount: 1, severity: .info),
            RuleExample("the Bold named by PostScript name and its descriptor asked for the bold trait: Core Text looks for another face (T7)", files: [
                .text("Sources/Title.swift", "let title = UIFont(name: \"HarborSlab-Bold\", size: 17)!\nlet strong = title.fontDescriptor.withSymbolicTraits(.traitBold)\n"),
                .infoPlist(["Fonts/HarborSlab-Bold.ttf"]), .brokenFont("HarborSlab-Bold", "style name Bold, neither fsSelection nor macStyle bold, named"),
            ], expectedCount: 1, severity: .warning),
            RuleExample("no name lint reads reaches a bundled face and no code asks for a style: a run-time PostScript name loads the face whatever its bits (info, D460)", files: [
                .text("Sources/Gallery.swift", "func face(_ name: String) -> UIFont? { UIFont(name: name, size: 17) }\n"),
                .infoPlist(["Fonts/HarborSlab-Bold.ttf"]), .brokenFont("HarborSlab-Bold", "style name Bold, neither fsSelection nor macStyle bold"),
            ], expectedCount: 1, severity: .info),
            RuleExample("only the family's Italic is named, by PostScript name, and nothing asks for bold: the Bold is drawn nowhere (info)", files: [
                .text("Sources/Title.swift", "let title = UIFont(name: \"HarborSlab-Italic\", size: 17)\n"),
                .infoPlist(["Fonts/HarborSlab-Bold.ttf", "Fonts/HarborSlab-Italic.ttf"]),
                .brokenFont("HarborSlab-Bold", "style name Bold, neither fsSelection nor macStyle bold, not named"), .brokenFont("HarborSlab-Italic", "the named face"),
            ], expectedCount: 1, severity: .info),
            RuleExample("only the family's Italic is named, and SwiftUI asks for .bold(): the Bold can be picked", files: [
                .text("Sources/Title.swift", "let title = Text(\"Harbor\").font(.custom(\"HarborSlab-Italic\", size: 17)).bold()\n"),
                .infoPlist(["Fonts/HarborSlab-Bold.ttf", "Fonts/HarborSlab-Italic.ttf"]),
                .brokenFont("HarborSlab-Bold", "style name Bold, neither fsSelection nor macStyle bold, not named"), .brokenFont("HarborSlab-Italic", "the named face"),
            ], expectedCount: 1, severity: .warning),
            RuleExample("an oblique face: fsSelection says oblique, macStyle not italic", files: [
                .infoPlist(["Fonts/FixtureSans-Oblique.ttf"]),
                .font("Fonts/FixtureSans-Oblique.ttf", from: "TestFonts/Generated/Static/FixtureSans-Oblique.ttf", "fsSelection OBLIQUE, macStyle without italic"),
            ], expectedCount: 1),
            RuleExample("style name \"BoldItalic\" (one word), italic bits set, bold bits not", files: [
                .infoPlist(["Fonts/FixtureWords-BoldItalic.ttf"]),
                .font("Fonts/FixtureWords-BoldItalic.ttf", from: "TestFonts/Generated/Hygiene/FixtureWords-BoldItalic.ttf", "style BoldItalic, fsSelection and macStyle italic only"),
            ], expectedCount: 1),
            RuleExample("Mac ID 2 \"Bold\", Windows IDs 1/2 \"Fixture Solo Bold\" / \"Regular\", no bold bit: Core Text does not report the Bold face bold (Euclid Circular B)", files: [
                .infoPlist(["Fonts/FixtureSolo-Bold.ttf"]),
                .font("Fonts/FixtureSolo-Bold.ttf", from: "TestFonts/Generated/Hygiene/FixtureSolo-Bold.ttf", "Mac ID 2 Bold, Windows ID 2 Regular, no bold bits"),
            ], expectedCount: 1),
        ],
        nonTriggering: [
            RuleExample("a bundled copy of the system's Futura-MediumItalic with fsSelection 0 and italicAngle -12: the system's face is the one that loads (FP200)", files: [
                .infoPlist(["Fonts/Futura-MediumItalic.ttf"]),
                .font("Fonts/Futura-MediumItalic.ttf", from: "TestFonts/Generated/Hygiene/FixtureSystemTwin-MediumItalic.ttf", "PostScript name Futura-MediumItalic, fsSelection 0, macStyle italic, italicAngle -12"),
            ]),
            RuleExample("\"Semi Bold\", \"Extra Bold\" and \"Demi Bold\" without the bold bit: they are not Bold", files: [
                .infoPlist(["Fonts/FixtureWords-SemiBold.ttf", "Fonts/FixtureWords-ExtraBold.ttf", "Fonts/FixtureWords-DemiBold.ttf"]),
                .font("Fonts/FixtureWords-SemiBold.ttf", from: "TestFonts/Generated/Hygiene/FixtureWords-SemiBold.ttf", "style \"Semi Bold\", no bold bit"),
                .font("Fonts/FixtureWords-ExtraBold.ttf", from: "TestFonts/Generated/Hygiene/FixtureWords-ExtraBold.ttf", "style \"Extra Bold\", no bold bit"),
                .font("Fonts/FixtureWords-DemiBold.ttf", from: "TestFonts/Generated/Hygiene/FixtureWords-DemiBold.ttf", "style \"Demi Bold\", no bold bit"),
            ]),
            RuleExample("the Bold of a Light family on Windows (IDs 1/2 \"Fixture Linked Light\" / \"Bold\"), \"Black\" on Mac, both bold bits (FP260)", files: [
                .infoPlist(["Fonts/FixtureLinked-Black.ttf"]),
                .font("Fonts/FixtureLinked-Black.ttf", from: "TestFonts/Generated/Hygiene/FixtureLinked-Black.ttf", "Windows ID 2 Bold, Mac ID 2 Black, fsSelection and macStyle bold"),
            ]),
            RuleExample("Bold in the style name, fsSelection and macStyle", files: [
                .infoPlist(["Fonts/HarborSans-Bold.ttf"]), .sampleFont("HarborSans-Bold", "Bold in the style name, fsSelection and macStyle"),
            ]),
            RuleExample("regular, bold and italic faces whose three records agree", files: [
                .infoPlist(["Fonts/FixtureSans-Regular.ttf", "Fonts/FixtureSans-Bold.ttf", "Fonts/FixtureSans-Italic.ttf"]),
                .font("Fonts/FixtureSans-Regular.ttf", from: "TestFonts/Generated/Static/FixtureSans-Regular.ttf", "no bold or italic bits"),
                .font("Fonts/FixtureSans-Bold.ttf", from: "TestFonts/Generated/Static/FixtureSans-Bold.ttf", "bold in all three"),
                .font("Fonts/FixtureSans-Italic.ttf", from: "TestFonts/Generated/Static/FixtureSans-Italic.ttf", "italic in all three"),
            ]),
        ])

    func check(_ context: LintContext) -> [Finding] {
        context.bundle.fonts.flatMap { font in
            font.details.compactMap { details -> Finding? in
                guard let os2 = details.os2, let head = details.head else { return nil }
                let chosenStyle = details.names.string(for: NameID.subfamily) ?? details.face.style ?? ""
                let windowsStyle = Self.windowsStyleLinkingSubfamily(details.names)
                // The record each line quotes: the Windows ID 2 when it is the one saying that bit, else the chosen
                // one ("Condensed Bold Italic" says bold where the Windows "Italic" does not: D600).
                func quoted(_ says: (String) -> Bool) -> String { windowsStyle.flatMap { says($0) ? $0 : nil } ?? chosenStyle }
                let bold = (
                    fsSelection: os2.fsSelection.contains(.bold), macStyle: head.macStyle.contains(.bold),
                    name: StyleNameWords.saysBold(chosenStyle) || windowsStyle.map(StyleNameWords.saysBold) == true)
                let italic = (
                    fsSelection: os2.fsSelection.contains(.italic) || os2.fsSelection.contains(.oblique),
                    macStyle: head.macStyle.contains(.italic),
                    name: StyleNameWords.saysItalic(chosenStyle) || windowsStyle.map(StyleNameWords.saysItalic) == true)
                var disagreements: [String] = []
                if !(bold.fsSelection == bold.macStyle && bold.macStyle == bold.name) {
                    disagreements.append("bold: fsSelection \(Self.word(bold.fsSelection)), macStyle \(Self.word(bold.macStyle)), style name \"\(quoted(StyleNameWords.saysBold))\" \(Self.word(bold.name))")
                }
                if !(italic.fsSelection == italic.macStyle && italic.macStyle == italic.name) {
                    disagreements.append("italic: fsSelection \(Self.word(italic.fsSelection)), macStyle \(Self.word(italic.macStyle)), style name \"\(quoted(StyleNameWords.saysItalic))\" \(Self.word(italic.name))")
                }
                guard !disagreements.isEmpty else { return nil }
                // A name loads its face whatever the bits say; they decide what draws only where a style is asked
                // for — macStyle too, which is what Core Text reports of the loaded face (D700).
                return finding(.styleBitsDisagree(disagreements), face: BundleFace(font: font, face: details.face), reachedIn: context, reach: .selection)
            }
        }
    }

    /// The OpenType spec ties style linking to the legacy family and subfamily (name IDs 1 and 2, "Regular, Italic,
    /// Bold, Bold Italic", with fsSelection; learn.microsoft.com/typography/opentype/spec/name#name-ids). Adobe's
    /// Mac records write the typographic style there ("Black") while the Windows ID 2 says "Bold" (FP260): a Bold or
    /// Italic in a Windows ID 2 of the four counts as the style's too. It never clears a Bold the chosen record says:
    /// Core Text does not report that face bold (Euclid Circular B, T7).
    static func windowsStyleLinkingSubfamily(_ names: NameTable) -> String? {
        names.windowsString(for: NameID.subfamily).flatMap { StyleNameWords.isStyleLinkingSubfamily($0) ? $0 : nil }
    }

    private static func word(_ set: Bool) -> String { set ? "yes" : "no" }
}

extension Finding.Message {
    static func styleBitsDisagree(_ disagreements: [String]) -> Self {
        Self("style bits disagree — \(disagreements.joined(separator: "; "))")
    }
}
