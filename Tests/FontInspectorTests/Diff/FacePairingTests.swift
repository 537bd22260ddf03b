import Testing
@testable import FontInspector

/// Pairing's order on faces made in place: a PostScript name wins over family and style, which wins over the file.
@Suite struct FacePairingTests {
    static func face(_ file: String, _ postScriptName: String?, _ family: String?, _ style: String?, instance: Int? = nil) -> DiffFace {
        DiffFace(face: FontFace(
            file: file, faceIndex: 0, instanceIndex: instance, postScriptName: postScriptName, family: family, style: style,
            fullName: nil, weight: 400, width: 5, italic: false, format: .trueType, container: .sfnt, isVariable: instance != nil,
            coordinates: [], glyphCount: 1, unitsPerEm: 1000, fontRevision: 1))
    }

    @Test func eachFacePairsOnceInTheOrderOfTheMethods() {
        let old = [
            Self.face("old/A.ttf", "A-Regular", "A", "Regular"),
            Self.face("old/B.ttf", "B-Regular", "B", "Regular"),
            Self.face("old/C.ttf", "C-Regular", "C", "Regular"),
            Self.face("old/D.ttf", nil, nil, nil),
            Self.face("old/E.ttf", "E-Regular", "E", "Regular"),
        ]
        let new = [
            // Same family and style as A, but A's PostScript name is taken by the next face: name first.
            Self.face("new/A2.ttf", "A-Renamed", "A", "Regular"),
            Self.face("new/Z.ttf", "A-Regular", "Z", "Other"),
            Self.face("new/B.otf", "B-New", "B", "Regular"),
            Self.face("new/C.woff2", "C-Split", "C Text", "Regular"),
            Self.face("new/D.ttf", nil, nil, nil),
        ]
        let outcome = FacePairing.pair(old: old, new: new)
        #expect(outcome.pairs.map { "\($0.old.face.file) \($0.new.face.file) \($0.method.rawValue)" } == [
            "old/A.ttf new/Z.ttf postScriptName",
            "old/B.ttf new/B.otf familyAndStyle",
            "old/C.ttf new/C.woff2 file",
            "old/D.ttf new/D.ttf file",
        ])
        #expect(outcome.removed.map(\.face.file) == ["old/E.ttf"])
        #expect(outcome.added.map(\.face.file) == ["new/A2.ttf"])
    }

    @Test func namedInstancesPairByTheirOwnNames() {
        let old = [Self.face("old/V.ttf", "V-Bold", "V", "Bold", instance: 2), Self.face("old/V.ttf", "V-Light", "V", "Light", instance: 1)]
        let new = [Self.face("new/V.ttf", "V-Light", "V", "Light", instance: 3), Self.face("new/V.ttf", "V-Bold", "V", "Bold", instance: 1)]
        let outcome = FacePairing.pair(old: old, new: new)
        #expect(outcome.pairs.map { "\($0.old.face.instanceIndex ?? 0)->\($0.new.face.instanceIndex ?? 0)" } == ["2->1", "1->3"])
    }
}
