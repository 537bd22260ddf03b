import Foundation
import Testing
@testable import FontInspector

/// SpriteKit scenes (M200): label nodes' font names from XML and binary keyed archives, and the archives the
/// reader refuses, each with a one-line problem naming the file.
@Suite struct SpriteKitSceneReaderTests {
    static let labels: [(name: String?, fontName: String?)] = [
        ("Title", "Harbor-Bold"), (nil, "HarborSans-Regular"), ("Default", nil), ("Best Score", "Harbor Sans Light"),
    ]
    /// Computed, not a stored static: LeakSanitizer reports a lazily stored global `Data` as leaked at exit.
    static var xml: Data { Data(RuleExample.File.spriteKitSceneXML(labels: labels).utf8) }

    func found(_ data: Data) -> [String] {
        switch SpriteKitSceneReader.read(data, file: "Title.sks") {
        case .success(let references): references.map { "\($0.keyPath) \($0.name)" }
        case .failure(let problem): ["problem: \(problem.file): \(problem.message)"]
        }
    }

    static let expected = [
        "Title.fontName Harbor-Bold", "label 2 (unnamed).fontName HarborSans-Regular", "Best Score.fontName Harbor Sans Light",
    ]

    /// The label at SpriteKit's default font archives `$null` and is passed over; the sprite node's `_fontName`
    /// is not a label's.
    @Test func xmlArchive() {
        #expect(found(Self.xml) == Self.expected)
    }

    /// Foundation turns the XML's `CF$UID` dictionaries into UIDs and writes them as binary UIDs: the form Xcode saves.
    @Test func binaryArchive() throws {
        let object = try PropertyListSerialization.propertyList(from: Self.xml, options: [], format: nil)
        let binary = try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
        #expect(binary.starts(with: Array("bplist00".utf8)))
        #expect(found(binary) == Self.expected)
    }

    @Test func refusedArchives() throws {
        let object = try PropertyListSerialization.propertyList(from: Self.xml, options: [], format: nil)
        let binary = try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)
        let damaged = "problem: Title.sks: not read for label font names: truncated or damaged binary property list"
        #expect(found(binary.prefix(binary.count - 8)) == [damaged])
        #expect(found(Data("bplist00".utf8) + Data(repeating: 0xFF, count: 64)) == [damaged])
        #expect(found(Data()) == ["problem: Title.sks: not read for label font names: the file is empty"])
        #expect(found(Data("<plist version=\"1.0\"><dict><key>root</key><string>x</string></dict></plist>".utf8)) == [
            "problem: Title.sks: not read for label font names: not an NSKeyedArchiver archive (no $archiver and $objects)",
        ])
        let plain = try PropertyListSerialization.data(fromPropertyList: ["$archiver": "NSKeyedArchiver", "$objects": "none"], format: .binary, options: 0)
        #expect(found(plain) == ["problem: Title.sks: not read for label font names: not an NSKeyedArchiver archive (no $archiver and $objects)"])
    }

    /// Every byte of a real-shaped binary archive damaged in turn: a problem or fewer references, never a crash.
    @Test func everyByteDamaged() throws {
        let object = try PropertyListSerialization.propertyList(from: Self.xml, options: [], format: nil)
        let binary = [UInt8](try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0))
        for offset in binary.indices {
            for value: UInt8 in [0x00, 0x0F, 0xFF] {
                var bytes = binary
                bytes[offset] = value
                if case .success(let references) = SpriteKitSceneReader.read(Data(bytes), file: "Title.sks") {
                    #expect(references.count <= 5)
                }
            }
        }
    }

    /// An object whose `$class` is itself: no class names, no label, no loop.
    @Test func aClassThatIsItsOwnObject() {
        let repeated = """
            <plist version="1.0"><dict><key>$archiver</key><string>NSKeyedArchiver</string><key>$objects</key><array>
            <string>$null</string>
            <dict><key>$class</key><dict><key>CF$UID</key><integer>1</integer></dict><key>_fontName</key><dict><key>CF$UID</key><integer>1</integer></dict></dict>
            </array><key>$top</key><dict><key>root</key><dict><key>CF$UID</key><integer>1</integer></dict></dict></dict></plist>
            """
        #expect(found(Data(repeated.utf8)) == [])
    }
}
