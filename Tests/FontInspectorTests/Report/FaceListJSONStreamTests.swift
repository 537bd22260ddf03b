import Testing
@testable import FontInspector
import TestSupport

/// `list --format json` is written face by face; joined, the pieces must be exactly the document
/// the whole-list serialization gives, which the README documents.
@Suite struct FaceListJSONStreamTests {
    static func streamed(_ faces: [FontFace], languages: [String]? = nil, errors: [InputProblem]) -> String {
        var stream = FaceListJSONStream()
        return stream.start + faces.map { stream.face($0, languages: languages) }.joined() + stream.end(errors: errors)
    }

    static func whole(_ faces: [FontFace], languages: [String]? = nil, errors: [InputProblem]) -> String {
        JSONValue.object([
            ("faces", .array(faces.map { FaceJSON.face($0, languages: languages) })),
            ("errors", .array(errors.map(FaceJSON.error))),
        ]).serialized()
    }

    @Test func theTestFontsStreamAsTheWholeDocument() {
        let readings = FontScanner.read(FontFileCollector.collect([Fixtures.testFonts]).candidates)
        let faces = readings.flatMap(\.faces)
        let errors = readings.flatMap(\.errors)
        #expect(faces.count == 110)  // 66 before the icon/display coverage fixtures (4), the hygiene fixtures (9) the diff pairs (16), Fixture Shaping (1), Fixture Figures and the system twin (2), Fixture Letter Symbols and the three Fixture Thin faces (4), the hygiene system twin (1), Fixture Linked Black and Fixture Solo Bold (2), Fixture Words Bold (1), Fixture Words Normal Light (1), Fixture Weather Symbols (1), Fixture Key Icons (1), Fixture Shared Glyph Icons (1)
        #expect(errors.map(\.file) == [Fixtures.font("Malformed/truncated.ttf")])
        #expect(FirstDifference.of(Self.streamed(faces, errors: errors), Self.whole(faces, errors: errors)) == nil)
        #expect(FirstDifference.of(
            Self.streamed(faces, languages: ["en", "fr"], errors: []), Self.whole(faces, languages: ["en", "fr"], errors: [])) == nil)
    }

    @Test func noFacesAndNoErrors() {
        #expect(Self.streamed([], errors: []) == "{\n  \"faces\": [],\n  \"errors\": []\n}\n")
        #expect(Self.streamed([], errors: []) == Self.whole([], errors: []))
        let error = InputProblem(message: "empty file (0 bytes)", file: "a.ttf")
        #expect(Self.streamed([], errors: [error]) == Self.whole([], errors: [error]))
    }

    @Test func stringsThatNeedEscapesAndOnesThatDoNot() {
        var face = FontFace(
            file: "dir/\"quoted\" back\\slash\ttab\u{1F}\u{7F}.ttf", faceIndex: 0, instanceIndex: 2,
            postScriptName: "Café-中😀", family: "Line\nBreak\r", style: nil, fullName: "", weight: 600, width: 5,
            italic: true, format: .trueType, container: .sfnt, isVariable: true,
            coordinates: [AxisCoordinate(tag: "wght", value: 600), AxisCoordinate(tag: "slnt", value: -12.5)],
            glyphCount: 3, unitsPerEm: 1000, fontRevision: 1.5)
        let text = Self.streamed([face, face], errors: [])
        #expect(text == Self.whole([face, face], errors: []))
        #expect(text.contains(#""file": "dir/\"quoted\" back\\slash\ttab\u001F\u007F.ttf""#))
        #expect(text.contains(#""postScriptName": "Café-中😀""#))
        #expect(text.contains(#""family": "Line\nBreak\r""#))
        face.coordinates = []
        #expect(Self.streamed([face], errors: []).contains(#""coordinates": {}"#))
    }
}
