import Foundation
@testable import FontInspectCommands
import Testing
import TestSupport

/// Specimens of generated fonts compared, decoded pixel by pixel, with the committed golden images. A small
/// tolerance absorbs antialiasing differences between FreeType builds; a changed layout, label or box does not
/// fit in it. `scripts/update-specimen-goldens` (FONTINSPECT_UPDATE_GOLDENS=1) rewrites the goldens.
@Suite(.serialized) struct SpecimenGoldenTests {
    static let goldens = Fixtures.repositoryRoot + "/Tests/FontInspectCommandsTests/Fixtures/specimen"
    /// A channel may differ by this much…
    static let channelTolerance = 24
    /// …and beyond that, at most this share of the bytes.
    static let differingShare = 0.002

    func check(_ name: String, _ arguments: [String]) throws {
        let folder = try Fixtures.temporaryDirectory()
        let output = folder.path + "/" + name
        let result = FontInspectCLIRunner.run(["specimen"] + arguments + ["-o", output])
        #expect(result.status == 0, "\(result.errors)")
        let golden = Self.goldens + "/" + name
        if ProcessInfo.processInfo.environment["FONTINSPECT_UPDATE_GOLDENS"] == "1" {
            try? FileManager.default.removeItem(atPath: golden)
            try FileManager.default.copyItem(atPath: output, toPath: golden)
            return
        }
        let drawn = try SpecimenImage.read(output), expected = try SpecimenImage.read(golden)
        #expect(drawn.width == expected.width)
        #expect(drawn.height == expected.height)
        let drawnPixels = drawn.pixels, expectedPixels = expected.pixels
        guard drawnPixels.count == expectedPixels.count else { return }
        let differing = zip(drawnPixels, expectedPixels).reduce(0) { $0 + (abs(Int($1.0) - Int($1.1)) > Self.channelTolerance ? 1 : 0) }
        #expect(Double(differing) <= Self.differingShare * Double(expectedPixels.count),
                "\(name): \(differing) of \(expectedPixels.count) bytes differ from the golden by more than \(Self.channelTolerance)")
    }

    @Test func aStyleMapWithNamedInferredAndMissingBoldFaces() throws {
        let app = try Fixtures.specimenApp()
        try check("style-map.png", [app.path, "--sizes", "Large,AX5", "--text", "Abc ł т", "--width", "640"])
    }

    @Test func aWaterfallAtTwiceTheScaleWithMissingCharacters() throws {
        try check("waterfall-2x.png", [Fixtures.font("Generated/Coverage/FixtureCover-Regular.ttf"), "--sizes", "xSmall,AX5",
                                       "--text", "Zaś łą", "--text", "Привет", "--width", "400", "--scale", "2"])
    }
}

/// `fontinspect` in-process with an array of arguments (runTool takes a variadic list).
enum FontInspectCLIRunner {
    static func run(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
        let console = CapturingConsole()
        let status = FontInspectCLI.run(arguments, console: console)
        return (status, console.output, console.errors)
    }
}
