/// The classes a Swift file declares as subclasses of `SKLabelNode` — `class ScoreHUD: SKLabelNode`, or a
/// subclass of one the same file declares — with the token range of each body (M260). Inside such a body the
/// label's own property is set by `self.fontName = …` or a bare `fontName = …`, and `super.init(fontNamed:)`
/// names its font; outside it, `ScoreHUD(fontNamed:)` does. An Objective-C `@interface ScoreHUD : SKLabelNode`
/// (a header's) gives its name only: the project's other files know it as a label node (M340). A class lint
/// cannot see declared (another module) is not followed: precision over recall.
struct LabelNodeSubclasses {
    /// The subclasses' names.
    private(set) var names: Set<Substring> = []
    /// The `{` and `}` of each subclass body in which a bare `fontName` is the label's: a body that declares a
    /// `let` or `var` named `fontName` (a local, a property of a nested type) is left out.
    private var bodies: [ClosedRange<Int>] = []

    var isEmpty: Bool { names.isEmpty }

    init(_ s: TokenStructure) {
        var declared: [(name: Substring, superclass: Substring, body: ClosedRange<Int>?)] = []
        var fontNameDeclarations: [Int] = []
        for index in 0..<s.count where s.tokens[index].kind == .word {
            if s.language == .objectiveC {
                if s.isWord(index, "interface"), index > 0, s.text(index - 1) == "@", Self.isWord(s, index + 1),
                    s.isPunctuation(index + 2, UInt8(ascii: ":")), Self.isWord(s, index + 3)
                {
                    declared.append((s.text(index + 1), s.text(index + 3), nil))
                }
                continue
            }
            if (s.isWord(index, "let") || s.isWord(index, "var")) && s.isWord(index + 1, "fontName") { fontNameDeclarations.append(index) }
            guard s.isWord(index, "class"), Self.isWord(s, index + 1), s.isPunctuation(index + 2, UInt8(ascii: ":")) else { continue }
            var superclass = index + 3
            if s.isWord(superclass, "SpriteKit"), s.isPunctuation(superclass + 1, Byte.dot) { superclass += 2 }
            guard Self.isWord(s, superclass), let body = Self.body(after: superclass, in: s) else { continue }
            declared.append((s.text(index + 1), s.text(superclass), body))
        }
        guard !declared.isEmpty else { return }
        // From SKLabelNode down the file's own inheritance, each class once: linear in the declarations.
        var subclassesOf: [Substring: [Int]] = [:]
        for (offset, declaration) in declared.enumerated() { subclassesOf[declaration.superclass, default: []].append(offset) }
        var pending: [Substring] = ["SKLabelNode"]
        var found: [Int] = []
        while let superclass = pending.popLast() {
            for offset in subclassesOf[superclass] ?? [] where !names.contains(declared[offset].name) {
                names.insert(declared[offset].name)
                found.append(offset)
                pending.append(declared[offset].name)
            }
        }
        bodies = found.compactMap { declared[$0].body }.filter { body in !Self.contains(fontNameDeclarations, within: body) }
    }

    /// True when token `index` is inside the body of a subclass whose bare `fontName` is the label's.
    func encloses(_ index: Int) -> Bool {
        bodies.contains { $0.contains(index) }
    }

    private static func isWord(_ s: TokenStructure, _ index: Int) -> Bool {
        index >= 0 && index < s.count && s.tokens[index].kind == .word
    }

    /// True when one of `sorted` (ascending token indices) falls within `range`.
    private static func contains(_ sorted: [Int], within range: ClosedRange<Int>) -> Bool {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < range.lowerBound { low = middle + 1 } else { high = middle }
        }
        return low < sorted.count && sorted[low] <= range.upperBound
    }

    /// The braces of the class body that follows the superclass at `index` (after protocols and a `where`
    /// clause, which are short: a brace further than that is not this class's); nil when a statement ends first
    /// or the brace is unmatched.
    private static func body(after index: Int, in s: TokenStructure) -> ClosedRange<Int>? {
        var open = index + 1
        while open < s.count, !s.isPunctuation(open, UInt8(ascii: "{")) {
            if s.isPunctuation(open, UInt8(ascii: ";")) || s.isClosing(open) || open > index + 256 { return nil }
            open += 1
        }
        guard open < s.count, s.partner[open] > open else { return nil }
        return open...Int(s.partner[open])
    }
}
