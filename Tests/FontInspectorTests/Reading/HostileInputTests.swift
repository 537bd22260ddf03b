import Foundation
import Testing
@testable import FontInspector
import TestSupport

/// Damaged and hostile files, built at test time from the fixtures: each gives one clear error (or,
/// where the damage is only in names, a face whose names say what was wrong), quickly, and no crash.
/// Empty files, HTML and zip files named .ttf, missing paths, directories, FIFOs, dangling links and
/// link loops are in ReadErrorTests and FontFileCollectorTests.
@Suite struct HostileInputTests {
    let directory: TemporaryDirectory
    let sans: [UInt8]

    init() throws {
        directory = try Fixtures.temporaryDirectory()
        sans = try Self.fixture("Generated/Static/FixtureSans-Regular.ttf")
    }

    static func fixture(_ name: String) throws -> [UInt8] {
        try [UInt8](Data(contentsOf: URL(fileURLWithPath: Fixtures.font(name))))
    }

    func read(_ bytes: [UInt8], as name: String, depth: ReadDepth = .faces) throws -> FontFileReading {
        try directory.write(bytes, as: name)
        let reading = try FaceReader().read(path: directory.path + "/" + name, depth: depth)
        #expect(reading.errors.allSatisfy { $0.file == directory.path + "/" + name })
        return reading
    }

    func reasons(_ bytes: [UInt8], as name: String) throws -> [String] {
        let reading = try read(bytes, as: name)
        #expect(reading.faces.isEmpty)
        return reading.errors.map(\.message)
    }

    /// A collection header declaring `faceCount` faces, every offset pointing at `font` placed after it.
    static func collection(of font: [UInt8], faceCount: Int) -> [UInt8] {
        var bytes: [UInt8] = Array("ttcf".utf8)
        bytes.appendUInt32(0x0001_0000)
        bytes.appendUInt32(faceCount)
        let fontStart = 12 + 4 * faceCount
        for _ in 0..<faceCount { bytes.appendUInt32(fontStart) }
        var moved = font
        for (_, record) in SfntFont.tableRecordOffsets(in: font) {
            moved.setUInt32(font.uint32(at: record + 8) + fontStart, at: record + 8)
        }
        return bytes + moved
    }

    // MARK: Truncated and mislabelled files

    @Test func truncatedInsideTheHeaderOrTheTableDirectory() throws {
        #expect(try reasons(Array(sans.prefix(4)), as: "magic.ttf")
            == ["damaged font: truncated to 4 bytes, shorter than the 12-byte sfnt header"])
        #expect(try reasons(Array(sans.prefix(12)), as: "header.ttf")
            == ["damaged font: truncated to 12 bytes, shorter than its table directory (10 tables, 172 bytes)"])
        #expect(try reasons(Array(sans.prefix(100)), as: "directory.ttf")
            == ["damaged font: truncated to 100 bytes, shorter than its table directory (10 tables, 172 bytes)"])
    }

    @Test func truncatedCollectionHeaders() throws {
        let header = Self.collection(of: sans, faceCount: 3)
        #expect(try reasons(Array(header.prefix(8)), as: "short.ttc")
            == ["damaged font: truncated to 8 bytes, shorter than the 12-byte collection header"])
        #expect(try reasons(Array(header.prefix(20)), as: "offsets.ttc")
            == ["damaged font: truncated to 20 bytes, shorter than the offsets of its 3 faces (24 bytes)"])
    }

    @Test func aFontWithItsMagicNumberOverwrittenIsNotAFont() throws {
        var bytes = sans
        bytes.replaceSubrange(0..<4, with: Array("truf".utf8))
        #expect(try reasons(bytes, as: "magic.ttf") == ["not a font file (it starts with \"truf\")"])
    }

    @Test func sfntMagicOverGarbageIsADamagedFontNotANonFont() throws {
        // One table record pointing nowhere: FreeType finds no driver for it ("unknown file format").
        var bytes: [UInt8] = [0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x00, 0x10, 0x00, 0x00, 0x00, 0x00]
        bytes.appendTag("zzzz")
        bytes += [UInt8](repeating: 0xEE, count: 20)
        #expect(try reasons(bytes, as: "garbage.ttf") == ["damaged font: FreeType cannot open it (unknown file format)"])
    }

    // MARK: Sizes and counts beyond the limits

    @Test func aFiveGigabyteSparseFileIsRefusedWithoutBeingRead() throws {
        // A real font at the start, so that only the size check stands between it and FreeType.
        let path = directory.path + "/huge.ttf"
        try directory.write(sans, as: "huge.ttf")
        #expect(truncate(path, 5 * 1024 * 1024 * 1024) == 0)
        let start = ContinuousClock.now
        let reading = try FaceReader().read(path: path)
        // Generous: reading 5 GB, even of holes, takes seconds; refusing it takes microseconds.
        #expect(ContinuousClock.now - start < .seconds(1))
        #expect(reading.faces.isEmpty)
        #expect(reading.errors.map(\.message) == ["5368709120 bytes, larger than the 512 MiB fontinspect reads"])
    }

    @Test func aCollectionDeclaringAMillionFacesIsRefusedWhole() throws {
        var header: [UInt8] = Array("ttcf".utf8)
        header.appendUInt32(0x0001_0000)
        header.appendUInt32(1_000_000)
        #expect(try reasons(header + sans, as: "million.ttc")
            == ["declares 1000000 faces, more than the 1024 fontinspect reads from one file"])
    }

    @Test func aCollectionDeclaringZeroFaces() throws {
        #expect(try reasons(Self.collection(of: sans, faceCount: 0), as: "zero.ttc")
            == ["damaged font: the collection header declares 0 faces"])
    }

    @Test func aFontDeclaring65535NamedInstancesKeepsItsDefaultFace() throws {
        var font = try SfntFont(fixture: "Generated/Variable/FixtureVar-VF.ttf")
        font["fvar"] = FvarBytes.withInstances(of: font["fvar"]!, declared: 65535, stored: 65535, subfamilyNameID: 2)
        let reading = try read(font.bytes, as: "instances.ttf")
        #expect(reading.faces.map(\.postScriptName) == ["FixtureVar-Regular"])
        // FreeType reads at most 32,511 instances (name IDs run out) and drops the whole fvar silently.
        #expect(reading.errors.map(\.message)
            == ["face 0 declares 65535 named instances, but FreeType finds the fvar table inconsistent; none were read"])
    }

    @Test func anFvarDeclaringMoreInstancesThanItStores() throws {
        var font = try SfntFont(fixture: "Generated/Variable/FixtureVar-VF.ttf")
        font["fvar"] = FvarBytes.withInstances(of: font["fvar"]!, declared: 3, stored: 0, subfamilyNameID: 2)
        let reading = try read(font.bytes, as: "short-fvar.ttf")
        #expect(reading.faces.map(\.instanceIndex) == [nil])
        #expect(reading.errors.map(\.message)
            == ["face 0 declares 3 named instances, but FreeType finds the fvar table inconsistent; none were read"])
    }

    @Test func namedInstancesBeyondTheFileBudgetAreCounted() throws {
        var font = try SfntFont(fixture: "Generated/Variable/FixtureVar-VF.ttf")
        // Off the default location: an instance there is the default face and is not listed apart.
        font["fvar"] = FvarBytes.withInstances(
            of: font["fvar"]!, declared: 2000, stored: 2000, subfamilyNameID: 2, atMinimum: true)
        let reading = try read(font.bytes, as: "many.ttf")
        #expect(reading.faces.count == 1024)
        #expect(reading.faces.last?.instanceIndex == 1023)
        #expect(reading.faces.last?.postScriptName == "FixtureVar-Regular_Regular")
        #expect(reading.errors.map(\.message) == [
            "face 0 declares 2000 named instances; only the first 1023 were read "
                + "(fontinspect reads at most 1024 faces and named instances from one file)",
        ])
    }

    @Test func aVariableFontWithoutAPostScriptNameGetsNoInventedInstanceNames() throws {
        // Core Text names an instance after name ID 6; without one, what it does is unknown, so only the
        // stored postScriptNameID is given, and the instance at the default location stays a face of its own.
        var font = try SfntFont(fixture: "Generated/Variable/FixtureVar-VF.ttf")
        let records = [(1, "Fixture Var"), (2, "Regular"), (256, "Weight"), (257, "Width"), (258, "Thin"),
                       (259, "SemiBold"), (260, "FixtureVar-SemiBoldCustom"), (261, "Condensed Bold"), (262, "Black")]
        font["name"] = NameTableBytes.make(records.map { .init(nameID: $0.0, bytes: NameTableBytes.utf16($0.1)) })
        let reading = try read(font.bytes, as: "no-id6.ttf")
        #expect(reading.errors.isEmpty)
        #expect(reading.faces.map(\.instanceIndex) == [nil, 1, 2, 3, 4, 5])
        #expect(reading.faces.map(\.postScriptName) == [nil, nil, nil, "FixtureVar-SemiBoldCustom", nil, nil])
    }

    @Test func aCollectionOfVariableFontsCannotMultiplyToAMillionFaces() throws {
        // 1,024 faces (the most a collection may declare) × 5,000 instances would be five million faces.
        // (FreeType refuses a collection smaller than 32 bytes per face it declares: hence 5,000.)
        var font = try SfntFont(fixture: "Generated/Variable/FixtureVar-VF.ttf")
        font["fvar"] = FvarBytes.withInstances(
            of: font["fvar"]!, declared: 5000, stored: 5000, subfamilyNameID: 2, atMinimum: true)
        let reading = try read(Self.collection(of: font.bytes, faceCount: 1024), as: "multiplied.ttc")
        #expect(reading.faces.count == 1024)
        #expect(Set(reading.faces.map(\.faceIndex)) == [0])
        #expect(reading.errors.map(\.message) == [
            "face 0 declares 5000 named instances; only the first 1023 were read "
                + "(fontinspect reads at most 1024 faces and named instances from one file)",
            "declares 1024 faces; faces 1 to 1023 were not read "
                + "(fontinspect reads at most 1024 faces and named instances from one file)",
        ])
    }

    // MARK: Name tables

    @Test func nameRecordsPointingOutsideTheTableAreDropped() throws {
        var font = try SfntFont(fixture: "Generated/Static/FixtureSans-Regular.ttf")
        font["name"] = NameTableBytes.make([
            .init(nameID: 1, bytes: NameTableBytes.utf16("Hostile")),
            .init(nameID: 2, bytes: NameTableBytes.utf16("Regular")),
            .init(nameID: 4, bytes: NameTableBytes.utf16("Too Long"), lengthOverride: 60000),
            .init(nameID: 6, bytes: NameTableBytes.utf16("Far-Away"), offsetOverride: 60000),
        ])
        let reading = try read(font.bytes, as: "offsets.ttf", depth: .details(languages: false))
        #expect(reading.errors.isEmpty)
        #expect(reading.faces.map(\.family) == ["Hostile"])
        #expect(reading.faces.map(\.postScriptName) == [nil])
        #expect(reading.faces.map(\.fullName) == [nil])
        #expect(reading.details.first?.names.records.map(\.nameID) == [1, 2])
    }

    @Test func aNameTableDeclaringMoreRecordsThanItHoldsIsIgnoredWhole() throws {
        var bytes = sans
        let nameTable = try #require(SfntFont.tableRecordOffsets(in: bytes).first(where: { $0.tag == "name" }))
        bytes.setUInt16(60000, at: bytes.uint32(at: nameTable.record + 8) + 2)
        let reading = try read(bytes, as: "count.ttf")
        #expect(reading.errors.isEmpty)
        #expect(reading.faces.map(\.postScriptName) == [nil])
        #expect(reading.faces.map(\.family) == [nil])
        #expect(reading.faces.map(\.weight) == [400])
    }

    @Test func malformedUTF16AndMacRomanControlBytesAreDecodedAndFlagged() throws {
        var font = try SfntFont(fixture: "Generated/Static/FixtureSans-Regular.ttf")
        font["name"] = NameTableBytes.make([
            .init(platformID: 1, encodingID: 0, languageID: 0, nameID: 1, bytes: [0x46, 0x00, 0x0A, 0x1B, 0x8E, 0xFF]),
            .init(nameID: 2, bytes: [0x00, 0x41, 0x00]),  // odd length
            .init(nameID: 6, bytes: [0xDC, 0x00, 0x00, 0x42, 0xD8, 0x3D]),  // lone low surrogate, unpaired high at the end
        ])
        let reading = try read(font.bytes, as: "encodings.ttf", depth: .details(languages: false))
        #expect(reading.errors.isEmpty)
        let face = try #require(reading.faces.first)
        #expect(face.family == "F\u{0}\n\u{1B}éˇ")
        #expect(face.style == "A")
        #expect(face.postScriptName == "\u{FFFD}B\u{FFFD}")
        #expect(reading.details.first?.names.records.map(\.isWellFormed) == [true, false, false])
    }

    // MARK: Web fonts whose declared sizes lie

    @Test func woffWhoseHeaderLies() throws {
        let woff = try Self.fixture("Generated/Web/FixtureWeb-Regular.woff")
        #expect(woff.count == 976)
        var longer = woff
        longer.setUInt32(1076, at: 8)
        #expect(try reasons(longer, as: "length.woff") == ["damaged font: the WOFF header declares 1076 bytes, the file has 976"])

        // FreeType would allocate the declared size before inflating anything.
        var huge = woff
        huge.setUInt32(0xFFFF_FFFC, at: 16)
        #expect(try reasons(huge, as: "huge.woff") == [
            "damaged font: the WOFF header declares 4294967292 bytes once decompressed, larger than the 512 MiB fontinspect reads",
        ])
        var inflated = woff
        inflated.setUInt32(100_000_000, at: 16)
        #expect(try reasons(inflated, as: "inflated.woff") == [
            "damaged font: the WOFF header declares 100000000 bytes once decompressed, more than zlib can expand 976 bytes into",
        ])
        #expect(try reasons(Array(woff.prefix(40)), as: "short.woff")
            == ["damaged font: truncated to 40 bytes, shorter than the 44-byte WOFF header"])
    }

    @Test func woffWhoseTableDirectoryLies() throws {
        var woff = try Self.fixture("Generated/Web/FixtureWeb-Regular.woff")
        woff.setUInt32(0x00FF_FFFF, at: 44 + 8)  // the first table's compressed length
        #expect(try reasons(woff, as: "table.woff") == ["damaged font: FreeType cannot open it (broken table)"])
    }

    @Test func woff2WhoseHeaderLies() throws {
        let woff2 = try Self.fixture("Generated/Web/FixtureWeb-Bold.woff2")
        #expect(woff2.count == 656)
        var longer = woff2
        longer.setUInt32(756, at: 8)
        #expect(try reasons(longer, as: "length.woff2") == ["damaged font: the WOFF2 header declares 756 bytes, the file has 656"])
        var compressed = woff2
        compressed.setUInt32(0x7FFF_FFF0, at: 20)  // totalCompressedSize
        #expect(try reasons(compressed, as: "compressed.woff2") == ["damaged font: FreeType cannot open it (broken table)"])
        #expect(try reasons(Array(woff2.prefix(47)), as: "short.woff2")
            == ["damaged font: truncated to 47 bytes, shorter than the 48-byte WOFF2 header"])
    }

    @Test func woff2DeclaredSfntSizeIsNotTrusted() throws {
        // FreeType rebuilds the sfnt from the table directory (capped at 30 MiB), not from totalSfntSize.
        var woff2 = try Self.fixture("Generated/Web/FixtureWeb-Bold.woff2")
        woff2.setUInt32(0x7FFF_FFF0, at: 16)
        let reading = try read(woff2, as: "total.woff2")
        #expect(reading.errors.isEmpty)
        #expect(reading.faces.map(\.postScriptName) == ["FixtureWeb-Bold"])
    }

    // MARK: Permissions

    @Test func readFailuresAreDescribedByTheirErrno() throws {
        // open(2) succeeds on a directory and read(2) fails: the path FaceReader takes when a file
        // stat(2) could see cannot be read.
        let result = FileSignature.prefix(of: directory.path, count: 16)
        #expect(throws: SystemError.self) { try result.get() }
        if case .failure(let error) = result { #expect(error.description == "is a directory") }
    }

    /// Walking keeps a file it cannot open when this says its name is a font's, so that its error is reported.
    @Test func fontExtensionsAreTheTextAfterTheLastDot() {
        #expect(FileSignature.hasFontExtension("Locked.TTF"))
        #expect(FileSignature.hasFontExtension("font.woff2"))
        #expect(!FileSignature.hasFontExtension("ttf"))
        #expect(!FileSignature.hasFontExtension("notes.txt"))
    }

    /// Root reads every file whatever its mode bits, so this only runs as another user: as root
    /// (CI's containers) no file can be made unreadable, and a test that cannot fail is not written.
    @Test(.enabled(if: getuid() != 0, "root reads files whatever their permission bits"))
    func anUnreadableFontSaysPermissionDenied() throws {
        let path = directory.path + "/locked.ttf"
        try directory.write(sans, as: "locked.ttf")
        #expect(chmod(path, 0) == 0)
        let reading = try FaceReader().read(path: path)
        #expect(reading.faces.isEmpty)
        #expect(reading.errors.map(\.message) == ["permission denied"])
        let walked = FontFileCollector.collect([directory.path])
        #expect(walked.candidates.map(\.path) == [path])
    }
}
