/// Fonts held in a dictionary or array literal and scaled where the collection is read (FP243, issue 12 point 8):
///
///     private static let styles: [UIFont.TextStyle: UIFont] = [.body: UIFont(name: "X-Bold", size: 17)!, …]
///     static func font(forTextStyle style: UIFont.TextStyle) -> UIFont {
///         guard let font = styles[style] else { return .preferredFont(forTextStyle: style) }
///         return UIFontMetrics(forTextStyle: style).scaledFont(for: font)
///     }
///
/// The literal may be the declaration's value, or a local of an immediately run closure that initializes the
/// property and returns that local (`= { let map = [ … ]; return map.compactMapValues { $0 } }()`). The fonts
/// are scaled when the name is read at least once in the file and every read is a subscript (`styles[key]`,
/// `Self.styles[key]`) whose value goes to `scaledFont(for:)` as a font call's would (the same statement, a local
/// scaled in its block, a return value scaled by its caller). Any other read (`styles.values`, the name passed on)
/// keeps the warning. Reads in other files are not seen; a name the file reuses for something else counts as a
/// read that does not scale.
///
/// One pass: each `let`/`var` is looked at once, each literal's elements walked once, each read of a holder's
/// name judged once.
extension FontMetricsScaling {
    /// How many tokens a declaration's modifiers and type annotation may take before its `=`.
    private static let declarationReach = 48

    /// The first token of each element value of a collection literal whose every read in the file is scaled.
    static func scaledCollectionElements(_ scaling: FontMetricsScaling) -> Set<Int> {
        let s = scaling.structure
        guard s.language == .swift else { return [] }
        var elementsByHolder: [Substring: [Int]] = [:]
        var declarations: Set<Int> = []
        // The `{` of a closure run to initialize a property, with the property's name.
        var initializerClosures: [Int: Substring] = [:]
        for index in 0..<s.count where s.isWord(index, "let") || s.isWord(index, "var") {
            guard index + 1 < s.count, s.tokens[index + 1].kind == .word, let value = valueStart(ofDeclarationAt: index, in: s) else { continue }
            var holder = s.text(index + 1)
            declarations.insert(index + 1)
            var literal = value
            if s.isPunctuation(value, UInt8(ascii: "{")) {
                let closing = Int(s.partner[value])
                guard closing > value, s.isPunctuation(closing + 1, UInt8(ascii: "(")), s.isPunctuation(closing + 2, UInt8(ascii: ")")) else { continue }
                initializerClosures[value] = holder
                // `= { [ … ] }()` or `= { return [ … ] }()`: the literal is the closure's value.
                literal = s.isWord(value + 1, "return") ? value + 2 : value + 1
                guard s.isPunctuation(literal, UInt8(ascii: "[")), Int(s.partner[literal]) == closing - 1 else { continue }
            } else if let property = returnedByInitializer(local: holder, declaredAt: index, closures: initializerClosures, scaling: scaling) {
                holder = property
            }
            guard s.isPunctuation(literal, UInt8(ascii: "[")), s.partner[literal] > literal else { continue }
            elementsByHolder[holder, default: []] += elementValueStarts(ofLiteralAt: literal, in: s)
        }
        guard !elementsByHolder.isEmpty else { return [] }
        var reads: [Substring: (count: Int, allScaled: Bool)] = [:]
        for index in 0..<s.count where s.tokens[index].kind == .word && !declarations.contains(index) {
            let name = s.text(index)
            guard elementsByHolder[name] != nil else { continue }
            var read = reads[name] ?? (0, true)
            read.count += 1
            if read.allScaled { read.allScaled = isScaledSubscript(nameAt: index, scaling: scaling) }
            reads[name] = read
        }
        var scaled: Set<Int> = []
        for (holder, elements) in elementsByHolder {
            guard let read = reads[holder], read.count > 0, read.allScaled else { continue }
            scaled.formUnion(elements)
        }
        return scaled
    }

    /// The first token of the value of `[modifiers] let|var name[: Type] = value` whose `let`/`var` is at `index`;
    /// nil when the declaration has no value there.
    private static func valueStart(ofDeclarationAt index: Int, in s: TokenStructure) -> Int? {
        var next = index + 2
        if s.isPunctuation(next, UInt8(ascii: ":")) {
            next += 1
            while next < min(s.count, index + declarationReach), !s.isOperator(next, "=") {
                if s.isPunctuation(next, UInt8(ascii: "{")) || s.isPunctuation(next, UInt8(ascii: ";")) { return nil }
                if next > index + 3, s.tokens[next].startsLine { return nil }
                next = s.isOpening(next) && s.partner[next] > next ? Int(s.partner[next]) + 1 : next + 1
            }
        }
        guard s.isOperator(next, "="), next + 1 < s.count else { return nil }
        return next + 1
    }

    /// The property whose initializing closure declares `local` at `index` and ends in `return local…`.
    private static func returnedByInitializer(
        local: Substring, declaredAt index: Int, closures: [Int: Substring], scaling: FontMetricsScaling
    ) -> Substring? {
        let s = scaling.structure
        let brace = scaling.enclosingBrace(of: index)
        guard brace >= 0, let property = closures[brace] else { return nil }
        let closing = Int(s.partner[brace])
        guard closing > brace + 1 else { return nil }
        // The last token may close a trailing closure (`compactMapValues { $0 }`): its statement is the opening's.
        let end = s.isClosing(closing - 1) && s.partner[closing - 1] > brace ? Int(s.partner[closing - 1]) : closing - 1
        let last = scaling.statementRange(around: end).lowerBound
        return s.isWord(last, "return") && s.tokens.indices.contains(last + 1) && s.text(last + 1) == local ? property : nil
    }

    /// Where each element's value starts in the literal at `opening`: after the key's `:` in a dictionary.
    private static func elementValueStarts(ofLiteralAt opening: Int, in s: TokenStructure) -> [Int] {
        let closing = Int(s.partner[opening])
        var starts: [Int] = []
        var elementStart = opening + 1
        var index = opening + 1
        while index <= closing {
            if index == closing || s.isPunctuation(index, UInt8(ascii: ",")) {
                if elementStart < index { starts.append(elementStart) }
                elementStart = index + 1
                index += 1
            } else if s.isPunctuation(index, UInt8(ascii: ":")) {
                elementStart = index + 1
                index += 1
            } else {
                index = s.isOpening(index) && s.partner[index] > index ? Int(s.partner[index]) + 1 : index + 1
            }
        }
        return starts
    }

    /// The read at `index` is `name[…]` (after `self.`, `Self.` or a type's name) and its value is scaled.
    private static func isScaledSubscript(nameAt index: Int, scaling: FontMetricsScaling) -> Bool {
        let s = scaling.structure
        guard s.isPunctuation(index + 1, UInt8(ascii: "[")), !s.tokens[index + 1].followsSpace else { return false }
        var start = index
        while s.isPunctuation(start - 1, Byte.dot), s.tokens.indices.contains(start - 2), s.tokens[start - 2].kind == .word { start -= 2 }
        return scaling.isScaledWhereWritten(callStart: start)
    }
}
