/// SpriteKit's label node takes a font name (M140): `SKLabelNode(fontNamed:)`, `[SKLabelNode
/// labelNodeWithFontNamed:]`, `[[SKLabelNode alloc] initWithFontNamed:]` and its `fontName` property. A wrong name
/// fails silently there too: SpriteKit draws the label in a default font. A subclass the file declares
/// (`LabelNodeSubclasses`) is a label node too: `ScoreHUD(fontNamed:)`, and inside its body `self.fontName =`,
/// `fontName =` and `super.init(fontNamed:)` (M260); so is one another file declares, in the files scanned again
/// for one (`labelNodeTypes`): its initializers, and the variables and properties declared as it (M340).
extension FontCallMatcher {
    /// The names a file declares as label nodes — `let title = SKLabelNode(…)`, `var score: SKLabelNode!`,
    /// `SKLabelNode *title`, `self.score = [[SKLabelNode alloc] …]`, or the same with one of the file's subclasses
    /// or of the project's (`otherFiles`, declared in another file: M340) — whose `fontName` is a label's font.
    /// Any other `x.fontName` (a theme's, a settings object's) is not a font-name use lint can be sure of.
    static func labelNodeNames(in s: TokenStructure, subclasses: LabelNodeSubclasses, otherFiles: Set<Substring> = []) -> Set<Substring> {
        var names: Set<Substring> = []
        for index in 0..<s.count where s.isWord(index, "SKLabelNode") || isSubclass(index, subclasses, in: s)
            || isProjectSubclass(index, otherFiles, in: s)
        {
            func word(_ at: Int) -> Substring? { s.tokens.indices.contains(at) && s.tokens[at].kind == .word ? s.text(at) : nil }
            if s.isPunctuation(index - 1, UInt8(ascii: ":")) || s.isOperator(index - 1, "="), let name = word(index - 2) { names.insert(name) }
            if s.language == .objectiveC {
                if s.isOperator(index + 1, "*"), let name = word(index + 2) { names.insert(name) }
                var opening = index - 1
                if s.isPunctuation(opening - 1, UInt8(ascii: "[")) { opening -= 1 }
                if s.isPunctuation(opening, UInt8(ascii: "[")), s.isOperator(opening - 1, "="), let name = word(opening - 2) { names.insert(name) }
            }
        }
        return names
    }

    /// A SpriteKit font-name use at the word `index`, `labelNodes` being the file's label-node names.
    func spriteKitMatch(at index: Int, labelNodes: Set<Substring>, subclasses: LabelNodeSubclasses) -> Match? {
        let s = structure
        switch s.language {
        case .swift:
            if !subclasses.isEmpty, let match = insideSubclass(at: index, subclasses) { return match }
            // The project's subclasses declared in other files (`labelNodeTypes`) are known only in the files
            // scanned again for one (most files know none).
            let isLabelNodeType = (s.isWord(index, "SKLabelNode") || Self.isSubclass(index, subclasses, in: s))
                ? isUnqualified(index, allowing: "SpriteKit") : Self.isProjectSubclass(index, labelNodeTypes, in: s)
            if isLabelNodeType {
                guard let argument = firstArgument(labelled: "fontNamed", openingAt: initializerOpening(afterTypeAt: index)) else { return nil }
                let end = s.endOfArgument(from: argument)
                guard end > argument, s.isPunctuation(end, UInt8(ascii: ")")) else { return nil }
                return namedMatch(.spriteKitLabelNode, callStart: index, argument: argument, end: end)
            }
        case .objectiveC:
            if s.isWord(index, "labelNodeWithFontNamed"), index > 0, isObjectiveCLabelNodeType(index - 1, subclasses),
                s.isPunctuation(index - 2, UInt8(ascii: "["))
            {
                return messageArgument(.objectiveCSpriteKitLabelNode, opening: index - 2, selector: index)
            }
            if s.isWord(index, "initWithFontNamed"), s.isPunctuation(index - 1, UInt8(ascii: "]")) {
                let inner = Int(s.partner[index - 1])
                guard inner > 0, inner == index - 4, isObjectiveCLabelNodeType(inner + 1, subclasses), s.isWord(inner + 2, "alloc"),
                    s.isPunctuation(inner - 1, UInt8(ascii: "["))
                else { return nil }
                return messageArgument(.objectiveCSpriteKitLabelNodeInit, opening: inner - 1, selector: index)
            }
            if s.isWord(index, "setFontName"), labelNodes.contains(wordText(index - 1)), s.isPunctuation(index - 2, UInt8(ascii: "[")) {
                return messageArgument(.spriteKitFontName, opening: index - 2, selector: index)
            }
        }
        // `title.fontName = …`, `self.title.fontName = …`, in both languages.
        guard s.isWord(index, "fontName"), s.isPunctuation(index - 1, Byte.dot), labelNodes.contains(wordText(index - 2)),
            !s.isPunctuation(index - 3, Byte.dot) || s.isWord(index - 4, "self"), s.isOperator(index + 1, "=")
        else { return nil }
        let argument = index + 2
        let end = s.endOfStatement(from: argument)
        guard end > argument, s.language == .swift || s.isPunctuation(end, UInt8(ascii: ";")) else { return nil }
        return namedMatch(.spriteKitFontName, callStart: index - 2, argument: argument, end: end)
    }

    /// In a label-node subclass's body: `super.init(fontNamed: …)`, `self.fontName = …` and `fontName = …` (not
    /// `let fontName =`, not `other.fontName =`).
    private func insideSubclass(at index: Int, _ subclasses: LabelNodeSubclasses) -> Match? {
        let s = structure
        if s.isWord(index, "init"), s.isPunctuation(index - 1, Byte.dot), s.isWord(index - 2, "super"), subclasses.encloses(index) {
            guard let argument = firstArgument(labelled: "fontNamed", openingAt: index + 1) else { return nil }
            let end = s.endOfArgument(from: argument)
            guard end > argument, s.isPunctuation(end, UInt8(ascii: ")")) else { return nil }
            return namedMatch(.spriteKitLabelNode, callStart: index - 2, argument: argument, end: end)
        }
        guard s.isWord(index, "fontName"), s.isOperator(index + 1, "="), subclasses.encloses(index) else { return nil }
        let onSelf = s.isPunctuation(index - 1, Byte.dot) && s.isWord(index - 2, "self") && !s.isPunctuation(index - 3, Byte.dot)
        let bare = !s.isPunctuation(index - 1, Byte.dot) && !s.isWord(index - 1, "let") && !s.isWord(index - 1, "var")
            && !s.isWord(index - 1, "case")
        guard onSelf || bare else { return nil }
        let argument = index + 2
        let end = s.endOfStatement(from: argument)
        guard end > argument else { return nil }
        return namedMatch(.spriteKitFontName, callStart: onSelf ? index - 2 : index, argument: argument, end: end)
    }

    /// True when token `index` names one of the file's label-node subclasses.
    private static func isSubclass(_ index: Int, _ subclasses: LabelNodeSubclasses, in s: TokenStructure) -> Bool {
        !subclasses.isEmpty && s.tokens[index].kind == .word && subclasses.names.contains(s.text(index))
    }

    /// True when token `index` names one of the project's label-node subclasses declared in other files.
    private static func isProjectSubclass(_ index: Int, _ types: Set<Substring>, in s: TokenStructure) -> Bool {
        !types.isEmpty && s.tokens[index].kind == .word && types.contains(s.text(index))
    }

    /// `SKLabelNode`, or a subclass the file or the project declares, as an Objective-C message's receiver.
    private func isObjectiveCLabelNodeType(_ index: Int, _ subclasses: LabelNodeSubclasses) -> Bool {
        structure.isWord(index, "SKLabelNode") || Self.isSubclass(index, subclasses, in: structure)
            || Self.isProjectSubclass(index, labelNodeTypes, in: structure)
    }

    /// `[receiver selector:argument]`: the argument runs to the message's closing bracket.
    private func messageArgument(_ form: FontCallForm, opening: Int, selector: Int) -> Match? {
        let s = structure
        let closing = Int(s.partner[opening])
        let argument = selector + 2
        guard s.isPunctuation(selector + 1, UInt8(ascii: ":")), closing > argument else { return nil }
        return namedMatch(form, callStart: opening, argument: argument, end: closing)
    }

    private func namedMatch(_ form: FontCallForm, callStart: Int, argument: Int, end: Int) -> Match {
        Match(form: form, callStart: callStart, argument: argument, argumentEnd: end, name: literal(from: argument, to: end))
    }

    private func wordText(_ index: Int) -> Substring {
        structure.tokens.indices.contains(index) && structure.tokens[index].kind == .word ? structure.text(index) : ""
    }
}
