import Foundation
import Testing
@testable import FontInspector
import TestSupport

@Suite struct FontFileCollectorTests {
    @Test func walkingSkipsNonFontsQuietlyAndKeepsFontsInByteOrder() {
        let result = FontFileCollector.collect([Fixtures.font("Malformed"), Fixtures.font("Generated/Web")])
        // not-a-font.ttf (HTML) and empty.otf have no font signature: skipped. truncated.ttf has one: read.
        #expect(result.candidates.map { ($0.path as NSString).lastPathComponent }
            == ["truncated.ttf", "FixtureWeb-Bold.woff2", "FixtureWeb-Regular.woff", "FixtureWebVar.woff2"])
        #expect(result.errors.isEmpty)
    }

    @Test func aNamedNonFontIsKeptSoThatItsErrorIsReported() {
        let result = FontFileCollector.collect([Fixtures.font("Malformed/not-a-font.ttf")])
        #expect(result.candidates.map(\.wasNamed) == [true])
    }

    @Test func aFileReachedTwiceThroughLinksIsListedOnce() throws {
        let directory = try Fixtures.temporaryDirectory()
        try directory.copy("Generated/Static/FixtureSans-Regular.ttf", as: "a/Sans.ttf")
        try directory.link("b", to: directory.path + "/a")
        try directory.link("Alias.ttf", to: directory.path + "/a/Sans.ttf")
        let result = FontFileCollector.collect([directory.path, directory.path + "/a/Sans.ttf"])
        // Listed by its own path, found after the link that reached it first (D361).
        #expect(result.candidates.map(\.path) == [directory.path + "/a/Sans.ttf"])
    }

    @Test func aLinkedFileOutsideTheWalkKeepsTheLinksPath() throws {
        let directory = try Fixtures.temporaryDirectory()
        try directory.copy("Generated/Static/FixtureSans-Regular.ttf", as: "real/Sans.ttf")
        try directory.mkdir("walked")
        try directory.link("walked/Alias.ttf", to: directory.path + "/real/Sans.ttf")
        let result = FontFileCollector.collect([directory.path + "/walked"])
        #expect(result.candidates.map(\.path) == [directory.path + "/walked/Alias.ttf"])
    }

    @Test func symbolicLinkLoopsEnd() throws {
        let directory = try Fixtures.temporaryDirectory()
        try directory.copy("Generated/Static/FixtureSans-Bold.ttf", as: "fonts/Bold.ttf")
        try directory.link("fonts/loop", to: directory.path + "/fonts")
        try directory.link("fonts/self.ttf", to: directory.path + "/fonts/self.ttf")
        let result = FontFileCollector.collect([directory.path])
        #expect(result.candidates.map(\.path) == [directory.path + "/fonts/Bold.ttf"])
        #expect(result.errors.isEmpty)
    }

    @Test func namedPathsThatCannotBeReadAreErrors() throws {
        let directory = try Fixtures.temporaryDirectory()
        try directory.link("loop.ttf", to: directory.path + "/loop.ttf")
        let result = FontFileCollector.collect([directory.path + "/missing", directory.path + "/loop.ttf"])
        #expect(result.errors.map(\.description) == [
            directory.path + "/missing: no such file or directory",
            directory.path + "/loop.ttf: too many levels of symbolic links",
        ])
    }
}

@Suite struct FontScannerTests {
    @Test func resultsComeBackInInputOrderWhateverTheWorkerCount() {
        let candidates = FontFileCollector.collect([Fixtures.testFonts]).candidates
        let serial = FontScanner.read(candidates, workers: 1)
        let parallel = FontScanner.read(candidates, workers: 4)
        #expect(FirstDifference.of(serial.map(\.file), candidates.map(\.path)) == nil)
        #expect(FirstDifference.of(serial, parallel) == nil)
        #expect(serial.flatMap(\.faces).count == 110)
    }

    @Test func streamedReadingsArriveInInputOrderWhenWorkersMayRunOnlyOneFileAhead() {
        let candidates = FontFileCollector.collect([Fixtures.testFonts]).candidates
        var streamed: [FontFileReading] = []
        FontScanner.forEachReading(candidates, workers: 2, window: 1) { streamed.append($0) }
        #expect(FirstDifference.of(streamed.map(\.file), candidates.map(\.path)) == nil)
        #expect(FirstDifference.of(streamed, FontScanner.read(candidates, workers: 1)) == nil)
    }

    @Test func noCandidatesNoReadings() {
        var count = 0
        FontScanner.forEachReading([], workers: 2) { _ in count += 1 }
        #expect(count == 0)
    }
}
