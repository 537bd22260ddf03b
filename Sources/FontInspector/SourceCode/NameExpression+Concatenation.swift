/// Names joined from parts in Swift (M643, M644): `font.rawValue + style.rawValue`, `"NotoSans-" + weight`,
/// `base.appending("Bold")` and `"DMMono-\(rawValue)"`. Each part is a literal or one of `NameExpression`'s
/// references; anything else in a part leaves the whole name one given at run time.
extension TokenStructure {
    /// The parts of `a + b + …` or `a.appending(b)` spelled by the tokens `start..<end`: two to
    /// `NameExpression.maximumParts` of them, each a literal or a reference. Nil for any other shape.
    func concatenatedParts(from start: Int, to end: Int) -> [NameExpression]? {
        guard language == .swift, end - start >= 3, end <= count else { return nil }
        var pieces: [Range<Int>] = []
        var pieceStart = start
        var index = start
        while index < end {
            if isOpening(index) {
                guard partner[index] > index, Int(partner[index]) < end else { return nil }
                index = Int(partner[index]) + 1
                continue
            }
            if isOperator(index, "+") {
                guard index > pieceStart, pieces.count + 1 < NameExpression.maximumParts else { return nil }
                pieces.append(pieceStart..<index)
                pieceStart = index + 1
            }
            index += 1
        }
        guard pieceStart < end else { return nil }
        pieces.append(pieceStart..<end)
        if pieces.count == 1 { return appendedParts(from: start, to: end) }
        var parts: [NameExpression] = []
        for piece in pieces {
            guard let read = self.parts(from: piece.lowerBound, to: piece.upperBound) else { return nil }
            parts += read
        }
        return parts.count <= NameExpression.maximumParts ? parts : nil
    }

    /// `receiver.appending(argument)` spanning `start..<end`: the receiver's parts, then the argument's.
    private func appendedParts(from start: Int, to end: Int) -> [NameExpression]? {
        let closing = end - 1
        guard isPunctuation(closing, UInt8(ascii: ")")) else { return nil }
        let opening = Int(partner[closing])
        guard opening > start + 2, opening < closing - 1, isWord(opening - 1, "appending"), isPunctuation(opening - 2, Byte.dot),
            let receiver = parts(from: start, to: opening - 2), let argument = parts(from: opening + 1, to: closing)
        else { return nil }
        let parts = receiver + argument
        return parts.count <= NameExpression.maximumParts ? parts : nil
    }

    /// The tokens `start..<end` as parts of a concatenation: one literal or reference, or a concatenation's parts.
    private func parts(from start: Int, to end: Int) -> [NameExpression]? {
        switch nameExpression(from: start, to: end) {
        case .literal(let text)?: [.literal(text)]
        // An interpolation with literal text around it (`"\(family.rawValue)-"`) is its parts: the text stays.
        case .reference(let path)?: path.isAffixed ? path.parts : [.reference(path)]
        case .concatenation(let parts)?: parts
        case .defaulted?, nil: nil
        }
    }

    /// `"Prefix\(a)-\(b.rawValue)"` at `index`: a one-line Swift literal without `#` whose only escapes are
    /// interpolations of plain names (`name`, `Type.name`, `name.rawValue`, `rawValue`, `self.` dropped), as parts.
    /// Nil for any other literal, and for one without an interpolation.
    func interpolatedParts(_ index: Int) -> [NameExpression]? {
        guard language == .swift, isString(index), literalText(index) == nil else { return nil }
        let token = tokens[index]
        let literal = bytes[Int(token.start)..<Int(token.end)]
        let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")
        guard literal.count >= 2, literal.first == quote, literal.last == quote else { return nil }
        let inner = literal.dropFirst().dropLast()
        var parts: [NameExpression] = []
        var rest = inner[...]
        while let hole = rest.firstIndex(of: backslash) {
            let text = rest[..<hole]
            guard !text.contains(quote), !text.contains(Byte.newline) else { return nil }
            if !text.isEmpty { parts.append(.literal(String(decoding: text, as: UTF8.self))) }
            let open = rest.index(after: hole)
            guard open < rest.endIndex, rest[open] == UInt8(ascii: "("), let close = rest[open...].firstIndex(of: UInt8(ascii: ")")),
                let path = Self.interpolatedPath(String(decoding: rest[rest.index(after: open)..<close], as: UTF8.self))
            else { return nil }
            parts.append(.reference(path))
            rest = rest[rest.index(after: close)...]
        }
        guard !parts.isEmpty, !rest.contains(quote), !rest.contains(Byte.newline) else { return nil }
        if !rest.isEmpty { parts.append(.literal(String(decoding: rest, as: UTF8.self))) }
        return parts.count <= NameExpression.maximumParts ? parts : nil
    }

    /// The path an interpolation's text names: dotted identifiers, `self.` dropped, a last `rawValue` read as the
    /// case's raw value (a bare `rawValue` is the enclosing enum's own).
    private static func interpolatedPath(_ text: String) -> NameReferencePath? {
        var components = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let isIdentifier = { (word: String) -> Bool in
            guard let first = word.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
            return word.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || $0.properties.numericType != nil }
        }
        guard !components.isEmpty, components.allSatisfy(isIdentifier) else { return nil }
        if components.first == "self", components.count > 1 { components.removeFirst() }
        guard !components.contains(where: { TokenStructure.keywords.contains(Substring($0)) }) else { return nil }
        let rawValue = components.count >= 2 && components.last == "rawValue"
        if rawValue { components.removeLast() }
        return NameReferencePath(components: components, isCall: false, rawValue: rawValue)
    }
}

extension NameReferencePath {
    /// An interpolated path (`"\(family.rawValue)-Regular"`) as a concatenation's parts: its prefix, itself, its suffix.
    var parts: [NameExpression] {
        var plain = self
        (plain.prefix, plain.suffix) = ("", "")
        return (prefix.isEmpty ? [] : [.literal(prefix)]) + [.reference(plain)] + (suffix.isEmpty ? [] : [.literal(suffix)])
    }
}

extension NameExpression {
    /// A part of a concatenation as messages quote it: `"Inter"`, `style.rawValue`.
    var text: String {
        switch self {
        case .literal(let text): "\"\(text)\""
        case .defaulted(let text): "… ?? \"\(text)\""
        case .reference(let path): path.text
        case .concatenation(let parts): parts.map(\.text).joined(separator: " + ")
        }
    }
}
