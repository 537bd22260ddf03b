struct ItalicAngle: Rule {
    static let description = RuleDescription(
        id: "italic-angle", category: .faceHygiene, defaultSeverity: .warning,
        rationale: "post.italicAngle places the caret and synthesised underlines; an italic face with angle 0, or an upright face with a slant, draws carets and selections askew. Info for a face of a family no font name of the app reaches, when the app names other faces, and for a face whose file nothing registers (no UIAppFonts entry, no code registering fonts at run time) and no name loads: iOS never loads it. Info too for a face no name loads where nothing in the app selects its family by style (a family name, a trait request, SwiftUI's .italic(), NSFontManager, CSS) and every name is a PostScript name of another face: nothing draws it (D426). Nothing for a slanted face that is the only one of its family and whose hhea caret leans as its angle says (within a degree): a brush or display face whose letters lean by design, with no upright sibling to tell apart. Nothing for a bundled copy of a system face (its PostScript name is preinstalled on every platform of the targets that copy it): registering a name already registered fails, so the system's face is the one that loads.",
        triggering: [
            RuleExample("an italic face with post.italicAngle 0", files: [
                .infoPlist(["Fonts/HarborSlab-Italic.ttf"]), .brokenFont("HarborSlab-Italic", "an italic face with post.italicAngle 0"),
            ], expectedCount: 1, severity: .warning),
            RuleExample("the italic named by PostScript name: carets and selections in it lean wrongly where it is drawn", files: [
                .text("Sources/Quote.swift", "let quote = UIFont(name: \"HarborSlab-Italic\", size: 17)\n"),
                .infoPlist(["Fonts/HarborSlab-Italic.ttf"]), .brokenFont("HarborSlab-Italic", "an italic face with post.italicAngle 0, named"),
            ], expectedCount: 1, severity: .warning),
            RuleExample("only the Bold is named, by PostScript name, and nothing asks for italic: the italic is drawn nowhere (info, D426)", files: [
                .text("Sources/Title.swift", "let title = UIFont(name: \"HarborSlab-Bold\", size: 17)\n"),
                .infoPlist(["Fonts/HarborSlab-Bold.ttf", "Fonts/HarborSlab-Italic.ttf"]),
                .brokenFont("HarborSlab-Bold", "the named face"), .brokenFont("HarborSlab-Italic", "an italic face with post.italicAngle 0, not named"),
            ], expectedCount: 1, severity: .info),
            RuleExample("only the Bold is named, and code asks its descriptor for the italic trait: the italic can be picked", files: [
                .text("Sources/Title.swift", "let title = UIFont(name: \"HarborSlab-Bold\", size: 17)!\nlet slanted = title.fontDescriptor.withSymbolicTraits(.traitItalic)\n"),
                .infoPlist(["Fonts/HarborSlab-Bold.ttf", "Fonts/HarborSlab-Italic.ttf"]),
                .brokenFont("HarborSlab-Bold", "the named face"), .brokenFont("HarborSlab-Italic", "an italic face with post.italicAngle 0, not named"),
            ], expectedCount: 1, severity: .warning),
            RuleExample("the italic face's family is named by no code: the app draws it nowhere (info)", files: [
                .text("Sources/Body.swift", "let body = UIFont(name: \"HarborSans-Regular\", size: 17)\n"),
                .infoPlist(["Fonts/HarborSans-Regular.ttf", "Fonts/HarborSlab-Italic.ttf"]),
                .sampleFont("HarborSans-Regular", "the named face"), .brokenFont("HarborSlab-Italic", "an italic face with post.italicAngle 0"),
            ], expectedCount: 1, severity: .info),
            RuleExample("an italic the target copies but nothing registers or names, beside its family's named Bold: iOS never loads it (info, D340)", files: [
                .xcodeProject([RuleExample.Target("App", resources: ["Fonts/HarborSlab-Bold.ttf", "Fonts/HarborSlab-Italic.ttf"], sources: ["Sources/Title.swift"])]),
                .infoPlist(["HarborSlab-Bold.ttf"]),
                .text("Sources/Title.swift", "let title = UIFont(name: \"HarborSlab-Bold\", size: 17)\n"),
                .brokenFont("HarborSlab-Bold", "registered and named"),
                .brokenFont("HarborSlab-Italic", "an italic face with post.italicAngle 0, copied only"),
            ], expectedCount: 1, severity: .info),
        ],
        nonTriggering: [
            RuleExample("a bundled copy of the system's Futura-MediumItalic with fsSelection 0 and italicAngle -12: the system's face is the one that loads (FP200)", files: [
                .infoPlist(["Fonts/Futura-MediumItalic.ttf"]),
                .font("Fonts/Futura-MediumItalic.ttf", from: "TestFonts/Generated/Hygiene/FixtureSystemTwin-MediumItalic.ttf", "PostScript name Futura-MediumItalic, fsSelection 0, macStyle italic, italicAngle -12"),
            ]),
            RuleExample("a WOFF file a script loads into a web view, as MathJax's fonts are: not the app's (FP17)", files: [
                .infoPlist(["Fonts/HarborSans-Regular.ttf"]), .sampleFont("HarborSans-Regular", "the app's font"),
                .font("Preview.bundle/js/fonts/HarborSlab-Italic.woff", from: "Examples/BrokenSampleApp/BrokenApp/Fonts/HarborSlab-Italic.ttf", "italic with post.italicAngle 0, unregistered, in a web format"),
            ]),
            RuleExample("an italic face with a negative italicAngle", files: [
                .infoPlist(["Fonts/HarborSans-Italic.ttf"]), .sampleFont("HarborSans-Italic", "an italic face with a negative italicAngle"),
            ]),
        ])

    func check(_ context: LintContext) -> [Finding] {
        context.bundle.fonts.flatMap { font in
            font.details.compactMap { details in
                guard let angle = details.italicAngle else { return nil }
                let face = BundleFace(font: font, face: details.face)
                if details.face.italic && angle == 0 { return finding(.italicFaceWithoutAngle, face: face, reachedIn: context, reach: .loadedFace) }
                if !details.face.italic && angle != 0 && !Self.isSlantedByDesign(details, angle: angle, in: context.bundle) {
                    return finding(.uprightFaceWithAngle(angle), face: face, reachedIn: context, reach: .loadedFace)
                }
                return nil
            }
        }
    }

    /// A face whose caret leans with its italicAngle and that no other face of the bundle shares a family with:
    /// the slant is its design (FP321), not an angle copied from an italic sibling.
    static func isSlantedByDesign(_ details: FontDetails, angle: Double, in bundle: FontBundle) -> Bool {
        guard let caret = details.caretAngle, abs(caret - angle) <= 1, let family = details.face.family else { return false }
        return !bundle.fonts.flatMap(\.details).contains { $0.face.family == family && $0.face != details.face }
    }
}

extension Finding.Message {
    static let italicFaceWithoutAngle = Self("the face is italic but post.italicAngle is 0")

    static func uprightFaceWithAngle(_ angle: Double) -> Self {
        Self("the face is upright but post.italicAngle is \(JSONValue.format(angle))")
    }
}
