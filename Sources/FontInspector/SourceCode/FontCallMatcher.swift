/// Finds the font-name calls among a file's tokens. Each form is matched on its shape, labels included, so
/// that a string that is not a font-name argument never matches: `UIFont(name: "X", size: 17)` is a call,
/// `UIFontDescriptor(name: "X", matrix: m)` and `Color.custom("X", size: 1)` are not.
struct FontCallMatcher {
    /// A call found, before its position and Dynamic Type behaviour are worked out.
    struct Match {
        var form: FontCallForm
        /// The first token of the call (`UIFont`, `Font`, the `.` of `.custom`, Objective-C's `[`).
        var callStart: Int
        /// The first token of the name argument.
        var argument: Int
        /// Just past the name argument's last token.
        var argumentEnd: Int
        /// Where the name's expression starts inside the argument: after a leading cast in Objective-C.
        var expressionStart: Int? = nil
        /// The name when the argument is one string literal (or, for Core Text, a literal cast to a CFString).
        var name: String?
        /// `Font.custom`'s closing parenthesis, where a chained `.weight(…)` or `.bold()` would follow.
        var callEnd: Int? = nil
        /// The family and style of a Tuist accessor (`TuistFontAccessor`), which the loader resolves.
        var tuistFont: TuistFontAccessor.Path? = nil
        /// SwiftGen's `path: "X.ttf"` literal, after a literal `family:`.
        var generatedFontPath: String? = nil
    }

    let structure: TokenStructure
    /// The project's `SKLabelNode` subclasses: `Subclass(fontNamed:)` is SpriteKit's call too (M381).
    var labelNodeTypes: Set<Substring> = []
    /// The fonts enums the project's SwiftGen configs generate (`SwiftGenFontEnums`), whose accessors are Tuist's (M744).
    var swiftGenFontEnums: Set<Substring> = []

    func matches() -> [Match] {
        var found: [Match] = []
        let extensions = FontTypeExtensions(structure)
        let tuistExtensions = TuistFontAccessor.Extensions(structure, swiftGenEnums: swiftGenFontEnums)
        let subclasses = LabelNodeSubclasses(structure)
        let labelNodes = Self.labelNodeNames(in: structure, subclasses: subclasses, otherFiles: labelNodeTypes)
        for index in 0..<structure.count where structure.tokens[index].kind == .word {
            if let match = match(at: index, extensions: extensions) ?? spriteKitMatch(at: index, labelNodes: labelNodes, subclasses: subclasses)
                ?? cocos2dMatch(at: index)
                ?? tuistAccessor(at: index, inFamilyExtension: !tuistExtensions.isEmpty && tuistExtensions.contains(index))
            {
                found.append(match)
            }
        }
        return found
    }

    private func match(at index: Int, extensions: FontTypeExtensions) -> Match? {
        let s = structure
        switch s.language {
        case .swift:
            if !extensions.isEmpty, let extended = extensions.type(at: index), let match = insideExtension(of: extended, at: index) { return match }
            if s.isWord(index, "UIFont") { return familyQuery(at: index) ?? initializer(at: index, form: .uiFont) ?? rSwiftInitializer(at: index) }
            if s.isWord(index, "R") { return rSwiftFontFunction(at: index) }
            if s.isWord(index, "init"), isLeadingDot(index - 1), s.isWord(index + 2, "name") { return implicitInitializer(at: index) }
            if s.isWord(index, "NSFont") { return initializer(at: index, form: .nsFont) }
            if s.isWord(index, "UIFontDescriptor") { return initializer(at: index, form: .uiFontDescriptor) }
            if s.isWord(index, "Font"), s.isPunctuation(index + 1, Byte.dot), s.isWord(index + 2, "custom"),
                isUnqualified(index, allowing: "SwiftUI")
            {
                return custom(openingAt: index + 3, callStart: index)
            }
            if s.isWord(index, "custom"), isLeadingDot(index - 1) { return custom(openingAt: index + 1, callStart: index - 1) }
            if s.isWord(index, "CTFontCreateWithName") { return coreText(at: index) }
            if s.isWord(index, "FontConvertible") { return generated(at: index, form: .swiftGenFontConvertible) }
            if s.isWord(index, "FontResource") { return generated(at: index, form: .rSwiftFontResource) }
        case .objectiveC:
            if s.isWord(index, "fontWithName") {
                if s.isWord(index - 1, "UIFont") { return message(at: index, form: .objectiveCUIFont) }
                if s.isWord(index - 1, "NSFont") { return message(at: index, form: .objectiveCNSFont) }
            }
            if s.isWord(index, "containsObject") || s.isWord(index, "fontNamesForFamilyName") { return objectiveCFamilyQuery(at: index) }
            if s.isWord(index, "fontDescriptorWithName"), s.isWord(index - 1, "UIFontDescriptor") {
                return message(at: index, form: .objectiveCUIFontDescriptor)
            }
            if s.isWord(index, "CTFontCreateWithName") { return coreText(at: index) }
        }
        return nil
    }

    // MARK: - Swift

    /// The calls the type's own name is left out of inside its extension (M160): `custom(…)` and
    /// `Self.custom(…)` in `extension Font`; `self.init(name:size:)`, `Self.init(…)`, `Self(…)` and `.init(…)` in
    /// `extension UIFont`/`NSFont`. A `func custom(` declares, and is not a call.
    private func insideExtension(of extended: FontTypeExtensions.Extended, at index: Int) -> Match? {
        let s = structure
        let afterDot = s.isPunctuation(index - 1, Byte.dot)
        let afterSelf = afterDot && (s.isWord(index - 2, "self") || s.isWord(index - 2, "Self")) && !s.isPunctuation(index - 3, Byte.dot)
        guard let form = extended.initializerForm else {
            guard s.isWord(index, "custom") else { return nil }
            if !afterDot, !s.isWord(index - 1, "func") { return custom(openingAt: index + 1, callStart: index) }
            if afterSelf, s.isWord(index - 2, "Self") { return custom(openingAt: index + 1, callStart: index - 2) }
            return nil
        }
        if s.isWord(index, "init"), afterSelf { return initializer(openingAt: index + 1, callStart: index - 2, form: form) }
        if s.isWord(index, "init"), isLeadingDot(index - 1) { return initializer(openingAt: index + 1, callStart: index - 1, form: form) }
        if s.isWord(index, "Self"), !afterDot { return initializer(openingAt: index + 1, callStart: index, form: form) }
        return nil
    }

    /// `UIFont(name: …, size: …)`, also `UIFont.init(…)` and `UIKit.UIFont(…)`.
    private func initializer(at index: Int, form: FontCallForm) -> Match? {
        guard isUnqualified(index, allowing: form == .nsFont ? "AppKit" : "UIKit") else { return nil }
        return initializer(openingAt: initializerOpening(afterTypeAt: index), callStart: index, form: form)
    }

    /// Where the arguments of `Type(…` or `Type.init(…` open, the type's name being at `index`.
    func initializerOpening(afterTypeAt index: Int) -> Int {
        let s = structure
        return s.isPunctuation(index + 1, Byte.dot) && s.isWord(index + 2, "init") ? index + 3 : index + 1
    }

    /// The first token of the first argument when it is labelled `label` and the `(` is at `opening`; else nil.
    func firstArgument(labelled label: StaticString, openingAt opening: Int) -> Int? {
        let s = structure
        guard s.isPunctuation(opening, UInt8(ascii: "(")), s.isWord(opening + 1, label), s.isPunctuation(opening + 2, UInt8(ascii: ":"))
        else { return nil }
        return opening + 3
    }

    /// The arguments `(name: …, size: …` of an initialiser whose `(` is at `opening`.
    func initializer(openingAt opening: Int, callStart index: Int, form: FontCallForm) -> Match? {
        let s = structure
        guard let argument = firstArgument(labelled: "name", openingAt: opening) else { return nil }
        let end = s.endOfArgument(from: argument)
        guard s.isPunctuation(end, UInt8(ascii: ",")), s.isWord(end + 1, "size"), s.isPunctuation(end + 2, UInt8(ascii: ":")) else {
            return nil
        }
        return Match(form: form, callStart: index, argument: argument, argumentEnd: end, name: literal(from: argument, to: end))
    }

    /// `UIFont.familyNames.contains(X)` and `UIFont.fontNames(forFamilyName: X)`, with `index` at `UIFont`.
    private func familyQuery(at index: Int) -> Match? {
        let s = structure
        guard isUnqualified(index, allowing: "UIKit"), s.isPunctuation(index + 1, Byte.dot) else { return nil }
        let form: FontCallForm
        let argument: Int
        if s.isWord(index + 2, "familyNames"), s.isPunctuation(index + 3, Byte.dot), s.isWord(index + 4, "contains"),
            s.isPunctuation(index + 5, UInt8(ascii: "(")), !(s.tokens.indices.contains(index + 6) && s.isPunctuation(index + 7, UInt8(ascii: ":")))
        {
            form = .familyNamesContains
            argument = index + 6
        } else if s.isWord(index + 2, "fontNames"), s.isPunctuation(index + 3, UInt8(ascii: "(")), s.isWord(index + 4, "forFamilyName"),
            s.isPunctuation(index + 5, UInt8(ascii: ":"))
        {
            form = .fontNamesForFamilyName
            argument = index + 6
        } else {
            return nil
        }
        let end = s.endOfArgument(from: argument)
        guard end > argument, s.isPunctuation(end, UInt8(ascii: ")")) else { return nil }
        return Match(form: form, callStart: index, argument: argument, argumentEnd: end, name: literal(from: argument, to: end))
    }

    /// `[[UIFont familyNames] containsObject:X]` and `[UIFont fontNamesForFamilyName:X]`, with `index` at the
    /// selector; the argument runs to the message's closing bracket.
    private func objectiveCFamilyQuery(at index: Int) -> Match? {
        let s = structure
        guard s.isPunctuation(index + 1, UInt8(ascii: ":")) else { return nil }
        let opening: Int
        let form: FontCallForm
        if s.isWord(index, "fontNamesForFamilyName") {
            guard s.isWord(index - 1, "UIFont"), s.isPunctuation(index - 2, UInt8(ascii: "[")) else { return nil }
            opening = index - 2
            form = .objectiveCFontNamesForFamilyName
        } else {
            let inner = Int(s.isPunctuation(index - 1, UInt8(ascii: "]")) ? s.partner[index - 1] : -1)
            guard inner > 0, inner == index - 4, s.isWord(inner + 1, "UIFont"), s.isWord(inner + 2, "familyNames"),
                s.isPunctuation(inner - 1, UInt8(ascii: "[")) else { return nil }
            opening = inner - 1
            form = .objectiveCFamilyNamesContains
        }
        let closing = Int(s.partner[opening])
        let argument = index + 2
        guard closing > argument else { return nil }
        return Match(form: form, callStart: opening, argument: argument, argumentEnd: closing, name: literal(from: argument, to: closing))
    }

    /// SwiftGen's `FontConvertible(name: "X", family: …` and R.swift's `FontResource(fontName: "X"` or
    /// `FontResource(name: "X", bundle: …`: generated code that names a font. Only a literal name is kept.
    private func generated(at index: Int, form: FontCallForm) -> Match? {
        let s = structure
        guard s.isPunctuation(index + 1, UInt8(ascii: "(")), s.isWord(index + 2, "name") || s.isWord(index + 2, "fontName"),
            s.isPunctuation(index + 3, UInt8(ascii: ":")), let name = s.literalText(index + 4)
        else { return nil }
        let end = index + 5
        let next: StaticString = form == .swiftGenFontConvertible ? "family" : "bundle"
        guard s.isWord(index + 2, "fontName") ? s.isPunctuation(end, UInt8(ascii: ")")) : (s.isPunctuation(end, UInt8(ascii: ",")) && s.isWord(end + 1, next))
        else { return nil }
        var match = Match(form: form, callStart: index, argument: index + 4, argumentEnd: end, name: name)
        if form == .swiftGenFontConvertible, s.isPunctuation(end + 2, UInt8(ascii: ":")), s.literalText(end + 3) != nil,
           s.isPunctuation(end + 4, UInt8(ascii: ",")), s.isWord(end + 5, "path"), s.isPunctuation(end + 6, UInt8(ascii: ":")) {
            match.generatedFontPath = s.literalText(end + 7)
        }
        return match
    }

    /// The arguments of `custom(` after its opening parenthesis: an unlabelled name, then `size:` (and
    /// optionally `relativeTo:`) or `fixedSize:`.
    private func custom(openingAt opening: Int, callStart: Int) -> Match? {
        let s = structure
        guard s.isPunctuation(opening, UInt8(ascii: "(")) else { return nil }
        let argument = opening + 1
        // A labelled first argument is some other `custom(label:)`.
        guard !(s.tokens.indices.contains(argument) && s.tokens[argument].kind == .word && s.isPunctuation(argument + 1, UInt8(ascii: ":")))
        else { return nil }
        let end = s.endOfArgument(from: argument)
        guard s.isPunctuation(end, UInt8(ascii: ",")), s.isPunctuation(end + 2, UInt8(ascii: ":")) else { return nil }
        let form: FontCallForm
        let sizeEnd = s.endOfArgument(from: end + 3)
        var callEnd = sizeEnd
        if s.isWord(end + 1, "size") {
            if s.isPunctuation(sizeEnd, UInt8(ascii: ")")) {
                form = .fontCustom
            } else if s.isPunctuation(sizeEnd, UInt8(ascii: ",")), s.isWord(sizeEnd + 1, "relativeTo"),
                s.isPunctuation(sizeEnd + 2, UInt8(ascii: ":")), s.isPunctuation(s.endOfArgument(from: sizeEnd + 3), UInt8(ascii: ")"))
            {
                form = .fontCustomRelativeTo
                callEnd = s.endOfArgument(from: sizeEnd + 3)
            } else {
                return nil
            }
        } else if s.isWord(end + 1, "fixedSize"), s.isPunctuation(sizeEnd, UInt8(ascii: ")")) {
            form = .fontCustomFixedSize
        } else {
            return nil
        }
        return Match(
            form: form, callStart: callStart, argument: argument, argumentEnd: end, name: literal(from: argument, to: end),
            callEnd: callEnd)
    }

    /// `.weight(.bold)` or `.bold()` chained right after the call's closing parenthesis `closing`, in the
    /// spelling the message quotes; nil for anything else (a modifier on the `Text`, after `.font(…)`, is not the
    /// font's).
    func weightModifier(after closing: Int) -> String? {
        let s = structure
        let opening = closing + 3
        guard s.isPunctuation(closing + 1, Byte.dot), s.isPunctuation(opening, UInt8(ascii: "(")) else { return nil }
        let partner = Int(s.partner[opening])
        if s.isWord(closing + 2, "bold"), partner == opening + 1 { return ".bold()" }
        if s.isWord(closing + 2, "weight"), partner == opening + 3, s.isPunctuation(opening + 1, Byte.dot),
            s.tokens[opening + 2].kind == .word
        {
            return ".weight(.\(s.text(opening + 2)))"
        }
        return nil
    }

    /// True when the dot at `index` starts an implicit member expression (`.font(.custom(…))`,
    /// `let f: Font = .custom(…)`) rather than a member access on a value (`theme.custom(…)`).
    private func isLeadingDot(_ index: Int) -> Bool {
        let s = structure
        guard s.isPunctuation(index, Byte.dot) else { return false }
        let before = index - 1
        guard before >= 0 else { return true }
        let token = s.tokens[before]
        switch token.kind {
        case .punctuation:
            return [UInt8(ascii: "("), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ";")]
                .contains(s.bytes[Int(token.start)])
        case .operatorRun:
            // `value!.custom` and `value?.custom` are postfix operators on a value; `a ?? .custom` is binary.
            let postfix = (s.isOperator(before, "!") || s.isOperator(before, "?")) && !s.tokens[index].followsSpace && !token.followsSpace
            return !postfix
        case .word:
            return s.isWord(before, "return") || s.isWord(before, "in") || s.isWord(before, "case") || s.isWord(before, "try")
                || s.isWord(before, "await")
        case .string, .character:
            return false
        }
    }

    /// `CTFontCreateWithName("X" as CFString, 17, nil)`; in Objective-C `CFSTR("X")`, `@"X"` or
    /// `(__bridge CFStringRef)@"X"`.
    private func coreText(at index: Int) -> Match? {
        let s = structure
        guard s.isPunctuation(index + 1, UInt8(ascii: "(")) else { return nil }
        let argument = index + 2
        let end = s.endOfArgument(from: argument)
        guard s.isPunctuation(end, UInt8(ascii: ",")) else { return nil }
        var name: String?
        var literalIndex = argument
        var argumentEnd = end
        switch s.language {
        case .swift:
            // The cast may sit in parentheses, optional and force-unwrapped: `("X" as CFString?)!` (M360).
            var start = argument, stop = end
            if s.isOperator(stop - 1, "!"), s.isPunctuation(start, UInt8(ascii: "(")), Int(s.partner[start]) == stop - 2 { stop -= 1 }
            while s.isPunctuation(start, UInt8(ascii: "(")), Int(s.partner[start]) == stop - 1 {
                start += 1
                stop -= 1
            }
            let cast = s.isWord(start + 1, "as") && s.isWord(start + 2, "CFString")
                && (stop == start + 3 || (stop == start + 4 && s.isOperator(start + 3, "?")))
            if cast, let text = s.literalText(start) {
                name = text
                literalIndex = start
                argumentEnd = start + 1
            } else {
                name = literal(from: argument, to: end)
            }
        case .objectiveC:
            if end == argument + 4, s.isWord(argument, "CFSTR"), s.isPunctuation(argument + 1, UInt8(ascii: "(")) {
                literalIndex = argument + 2
                name = s.literalText(literalIndex)
            } else {
                // A leading cast, `(CFStringRef)` or `(__bridge CFStringRef)`, is skipped.
                if s.isPunctuation(argument, UInt8(ascii: "(")), s.partner[argument] > 0 {
                    literalIndex = Int(s.partner[argument]) + 1
                }
                name = literal(from: literalIndex, to: end)
            }
        }
        // A name given through a constant is read after the cast too.
        return Match(
            form: .ctFontCreateWithName, callStart: index, argument: name == nil ? argument : literalIndex, argumentEnd: argumentEnd,
            expressionStart: literalIndex, name: name)
    }

    // MARK: - Objective-C

    /// `[UIFont fontWithName:… size:…]`, with `index` at `fontWithName`.
    private func message(at index: Int, form: FontCallForm) -> Match? {
        let s = structure
        guard s.isPunctuation(index - 2, UInt8(ascii: "[")), s.isPunctuation(index + 1, UInt8(ascii: ":")) else { return nil }
        let argument = index + 2
        // A message argument runs to the next `label:` at its own depth.
        var end = argument
        while end < s.count, !(s.tokens[end].kind == .word && s.isPunctuation(end + 1, UInt8(ascii: ":"))) {
            if s.isClosing(end) || s.isPunctuation(end, UInt8(ascii: ";")) { return nil }
            if s.isOpening(end) {
                guard s.partner[end] >= 0 else { return nil }
                end = Int(s.partner[end]) + 1
            } else {
                end += 1
            }
        }
        guard s.isWord(end, "size") else { return nil }
        return Match(form: form, callStart: index - 2, argument: argument, argumentEnd: end, name: literal(from: argument, to: end))
    }

    // MARK: - Shared

    /// The literal's text when the argument from `start` to `end` is exactly one string literal.
    func literal(from start: Int, to end: Int) -> String? {
        end == start + 1 ? structure.literalText(start) : nil
    }

    /// A type name used on its own, or qualified only by its module (`UIKit.UIFont`): not `Theme.UIFont`.
    func isUnqualified(_ index: Int, allowing module: StaticString) -> Bool {
        let s = structure
        guard s.isPunctuation(index - 1, Byte.dot) else { return true }
        return s.isWord(index - 2, module) && !s.isPunctuation(index - 3, Byte.dot)
    }
}
