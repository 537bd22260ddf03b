import Foundation

/// A font name an `SKLabelNode` of a SpriteKit scene file (`.sks`) is archived with (M200).
public struct SpriteKitSceneFontReference: Sendable, Hashable {
    /// The label's `fontName` as archived.
    public var name: String
    /// The scene file.
    public var file: String
    /// The node's `name`, nil when the scene editor left it unnamed.
    public var nodeName: String?
    /// The label's 1-based place among the file's label nodes, in archive order: how an unnamed one is told apart.
    public var labelIndex: Int

    /// A reference to `name` in `file`.
    public init(name: String, file: String, nodeName: String?, labelIndex: Int) {
        self.name = name
        self.file = file
        self.nodeName = nodeName
        self.labelIndex = labelIndex
    }

    /// `Title.fontName`, or `label 3 (unnamed).fontName`: where in the scene, as a finding's key path. A scene has
    /// no line worth giving (it is a binary archive, or XML nobody edits by hand).
    public var keyPath: String {
        (nodeName ?? "label \(labelIndex) (unnamed)") + ".fontName"
    }
}

/// What reading the SpriteKit scenes found.
public struct SpriteKitSceneScan: Sendable {
    /// The label nodes' font names, in file order.
    public var references: [SpriteKitSceneFontReference] = []
    /// Scenes read, skipped ones not counted.
    public var fileCount = 0
    /// Scenes passed over, each with why.
    public var skipped: [InputProblem] = []

    /// A scan's results, as the reader (or a test) gathers them.
    public init(references: [SpriteKitSceneFontReference] = [], fileCount: Int = 0, skipped: [InputProblem] = []) {
        self.references = references
        self.fileCount = fileCount
        self.skipped = skipped
    }
}

/// Reads the label fonts of SpriteKit scene files: `.sks` files are `NSKeyedArchiver` archives (binary or XML
/// property lists) of the node tree, and an `SKLabelNode` keeps its font name under `_fontName`. A wrong name
/// fails as in code: SpriteKit draws the label in its default font. The label's size is not read: a game's
/// playfield text is not expected to follow Dynamic Type (D200).
public enum SpriteKitSceneReader {
    package static func isSceneFile(_ path: String) -> Bool {
        path.lowercased().hasSuffix(".sks")
    }

    /// The label fonts of every scene among `files`, with the files passed over.
    public static func scan(_ files: [String]) -> SpriteKitSceneScan {
        let scenes = files.filter(isSceneFile)
        let results = WorkerPool.map(count: scenes.count) { index in read(file: scenes[index]) }
        var scan = SpriteKitSceneScan()
        for result in results {
            switch result {
            case .success(let references):
                scan.fileCount += 1
                scan.references += references
            case .failure(let problem):
                scan.skipped.append(problem)
            }
        }
        return scan
    }

    /// The label fonts of one scene file, or why it was not read.
    public static func read(file: String) -> Result<[SpriteKitSceneFontReference], InputProblem> {
        labelFonts(of: file) { () throws(InputProblem) in try KeyedArchive.read(file: file) }
    }

    /// The label fonts of a scene's bytes, or why they could not be read.
    public static func read(_ data: Data, file: String) -> Result<[SpriteKitSceneFontReference], InputProblem> {
        labelFonts(of: file) { () throws(InputProblem) in try KeyedArchive.parse(data, file: file) }
    }

    /// The label fonts of the archive `open` gives, or its problem said as the scene's.
    private static func labelFonts(
        of file: String, _ open: () throws(InputProblem) -> KeyedArchive
    ) -> Result<[SpriteKitSceneFontReference], InputProblem> {
        do throws(InputProblem) {
            return .success(references(in: try open()))
        } catch {
            return .failure(InputProblem(message: "not read for label font names: \(error.message)", file: file))
        }
    }

    /// Every archived object whose class is or derives from `SKLabelNode` and that has a font name; a label left
    /// at SpriteKit's default font archives none.
    /// Each object is looked at once and each class once, however often the table lists them: linear in the file.
    private static func references(in archive: KeyedArchive) -> [SpriteKitSceneFontReference] {
        var references: [SpriteKitSceneFontReference] = []
        var labelIndex = 0
        var seen: Set<Int> = []
        var isLabelClass: [Int: Bool] = [:]
        for object in archive.objects where seen.insert(object).inserted {
            guard archive.plist.value(forKey: "_fontName", inDictionary: object) != nil, let classIndex = archive.member("$class", of: object)
            else { continue }
            let isLabel = isLabelClass[classIndex] ?? archive.classNames(of: object).contains("SKLabelNode")
            isLabelClass[classIndex] = isLabel
            guard isLabel else { continue }
            labelIndex += 1
            guard let name = archive.string("_fontName", of: object), !name.isEmpty else { continue }
            references.append(SpriteKitSceneFontReference(
                name: name, file: archive.file, nodeName: archive.string("_name", of: object).flatMap { $0.isEmpty ? nil : $0 },
                labelIndex: labelIndex))
        }
        return references
    }
}
