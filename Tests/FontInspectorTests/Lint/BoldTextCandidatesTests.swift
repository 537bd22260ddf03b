import Testing
@testable import FontInspector

/// Bold Text inference through the per-family index: the same choices as a scan of every face, tie by tie.
@Suite struct BoldTextCandidatesTests {
    static func face(_ name: String, weight: Int?, italic: Bool = false, family: String = "Brand", format: FontFormat = .trueType) -> FontFace {
        FontFace(
            file: "/app/\(name).ttf", faceIndex: 0, instanceIndex: nil, postScriptName: name, family: family, style: nil,
            fullName: nil, weight: weight, width: 5, italic: italic, format: format, container: .sfnt, isVariable: false,
            coordinates: [], glyphCount: 2, unitsPerEm: 1000, fontRevision: 1)
    }

    static func bold(for name: String, among faces: [FontFace], unregistered: Set<String> = []) -> String? {
        let fonts = faces.map { BundleFont(path: $0.file, faces: [$0], details: [], errors: []) }
        var bundle = FontBundle(root: "/app", fonts: fonts)
        if !unregistered.isEmpty {
            let files = fonts.map(\.path)
            let registered = faces.filter { !unregistered.contains($0.postScriptName ?? "") }.map(\.file)
            let (infoPlist, registration) = LintFixtures.registration(registering: registered, among: files)
            bundle.infoPlists = [infoPlist]
            bundle.registration = registration
        }
        guard let regular = bundle.allFaces.first(where: { $0.face.postScriptName == name }) else { return nil }
        return BoldTextCandidates(bundle).bold(for: regular)?.face.postScriptName
    }

    @Test func theMappedWeightWinsThenTheNearestWithAHeavierOneWinningATie() {
        let family = [Self.face("Regular", weight: 400), Self.face("Medium", weight: 500), Self.face("Semibold", weight: 600), Self.face("Bold", weight: 700)]
        // 400 → 600 exactly.
        #expect(Self.bold(for: "Regular", among: family) == "Semibold")
        // Without 600: 500 and 700 are both 100 away; the heavier wins.
        #expect(Self.bold(for: "Regular", among: family.filter { $0.weight != 600 }) == "Bold")
        // Without 600 and 700: the nearest heavier face below the target.
        #expect(Self.bold(for: "Regular", among: Array(family.prefix(2))) == "Medium")
        // 500 → 700; 600 is 100 under it, nothing above: 600.
        #expect(Self.bold(for: "Medium", among: Array(family.prefix(3))) == "Semibold")
        // 550 → 800: 750 is 50 under it, 900 is 100 over it; the nearer wins.
        #expect(Self.bold(for: "A", among: [Self.face("A", weight: 550), Self.face("B", weight: 750), Self.face("C", weight: 900)]) == "B")
    }

    @Test func onlyHeavierFacesOfTheSameFamilyAndSlopeThatAppleLoadsAreCandidates() {
        #expect(Self.bold(for: "Black", among: [Self.face("Black", weight: 900), Self.face("Heavy", weight: 800)]) == nil)
        #expect(Self.bold(for: "Regular", among: [Self.face("Regular", weight: 400), Self.face("BoldItalic", weight: 700, italic: true)]) == nil)
        #expect(Self.bold(for: "Regular", among: [Self.face("Regular", weight: 400), Self.face("OtherBold", weight: 700, family: "Other")]) == nil)
        #expect(Self.bold(for: "Regular", among: [Self.face("Regular", weight: 400), Self.face("BitmapBold", weight: 700, format: .bdf)]) == nil)
        #expect(Self.bold(for: "Regular", among: [Self.face("Regular", weight: nil), Self.face("Bold", weight: 700)]) == nil)
    }

    @Test func aRegisteredFaceWinsAtTheSameWeightThenTheFirstInTheBundle() {
        let faces = [Self.face("Regular", weight: 400), Self.face("SemiboldA", weight: 600), Self.face("SemiboldB", weight: 600)]
        #expect(Self.bold(for: "Regular", among: faces) == "SemiboldA")
        #expect(Self.bold(for: "Regular", among: faces, unregistered: ["SemiboldA"]) == "SemiboldB")
        #expect(Self.bold(for: "Regular", among: faces, unregistered: ["SemiboldA", "SemiboldB"]) == "SemiboldA")
    }
}
