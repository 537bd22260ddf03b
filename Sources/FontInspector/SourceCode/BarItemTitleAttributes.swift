/// Whether a font call's font goes into the title text attributes of a navigation bar, a bar button item, a
/// tab bar item (D121) or a segmented control (D585): `UINavigationBar.appearance().titleTextAttributes = [.font: …]`,
/// `item.setTitleTextAttributes([.font: …], for: .normal)`, or a local dictionary later handed to one of them.
/// UIKit keeps the text of these bars at a fixed size whatever the user's text size, and shows it larger in the
/// Large Content Viewer instead (Apple, WWDC19 "Large Content Viewer: Ensuring Readability for Everyone": shown by
/// default in standard navigation bars, tab bars and toolbars); a segmented control's titles stay at their size
/// too, the system font's included. A large title (`largeTitleTextAttributes`) follows Dynamic Type and is not
/// one of them.
extension TokenStructure {
    /// How far the walks look, in tokens: attributes dictionaries are short, and the walk stays linear.
    private static let barTitleReach = 256

    func isInBarItemTitleAttributes(callStart: Int) -> Bool {
        // `guard let font = UIFont(…) else { return }`, then `[.font: font]` in a bar item's attributes (FP581).
        if let name = localConstant(initializedAt: callStart) {
            return isEveryRead(of: name, after: callStart) { isInBarItemTitleAttributes(callStart: $0) }
        }
        var index = callStart - 1
        var steps = 0
        while index >= 0, steps < Self.barTitleReach {
            steps += 1
            if isPunctuation(index, UInt8(ascii: ")")) || isPunctuation(index, UInt8(ascii: "]")) {
                guard partner[index] >= 0 else { return false }
                index = Int(partner[index]) - 1
                continue
            }
            if isPunctuation(index, UInt8(ascii: ";")) || isPunctuation(index, UInt8(ascii: "}")) { return false }
            var opening = index
            // Objective-C's `@{ … }` dictionary.
            if isPunctuation(index, UInt8(ascii: "{")) {
                guard language == .objectiveC, isPunctuation(index - 1, Byte.at) else { return false }
                opening = index - 1
            } else if !(isPunctuation(index, UInt8(ascii: "(")) || isPunctuation(index, UInt8(ascii: "["))) {
                index -= 1
                continue
            }
            if let use = barTitleAttributesUse(opening: opening, value: index) { return use }
            index = opening - 1
        }
        return false
    }

    /// What the bracket at `opening` (whose own bracket is at `value`) is: the value handed to a bar item's title
    /// attributes (true), to another receiver's (false), a local dictionary (then where it goes), or none of
    /// these (nil: the walk goes on outwards).
    private func barTitleAttributesUse(opening: Int, value: Int) -> Bool? {
        // `setTitleTextAttributes(` in Swift, `setTitleTextAttributes:` in Objective-C.
        if isPunctuation(value, UInt8(ascii: "(")) || isPunctuation(opening - 1, UInt8(ascii: ":")) {
            let selector = isPunctuation(value, UInt8(ascii: "(")) ? value - 1 : opening - 2
            if isWord(selector, "setTitleTextAttributes") { return receiverIsBarItem(before: selector) }
        }
        guard isOperator(opening - 1, "=") else { return nil }
        // A member (`bar.titleTextAttributes = [`); a local of the same name (`let titleTextAttributes = [`) is
        // followed to where it is handed on.
        let member = isPunctuation(opening - 3, Byte.dot)
        if member, isWord(opening - 2, "titleTextAttributes") { return receiverIsBarItem(before: opening - 2) }
        if member, isWord(opening - 2, "largeTitleTextAttributes") { return false }
        // `let attributes: [NSAttributedString.Key: Any] = [ … ]`: the name, then where it is handed on.
        guard let name = declaredName(assignedBy: opening - 1) else { return false }
        let end = Int(partner[value])
        guard end > value else { return false }
        return isEveryRead(of: name, after: end) { isBarItemTitleAttributesValue(start: $0, end: $0) }
    }

    /// The name's token when the call at `callStart` initializes a local (`let font = `, `guard let font = `,
    /// `if var font: UIFont = `).
    private func localConstant(initializedAt callStart: Int) -> Int? {
        isOperator(callStart - 1, "=") ? declaredName(assignedBy: callStart - 1) : nil
    }

    /// The name a `let` or `var` declares when the `=` at `equals` gives it its value (`let attributes:
    /// [NSAttributedString.Key: Any] = `), a type annotation allowed, or an Objective-C local a statement declares
    /// (`NSDictionary *attributes = `, FP1201); nil for any other assignment.
    private func declaredName(assignedBy equals: Int) -> Int? {
        if language == .objectiveC { return objectiveCDeclaredName(assignedBy: equals) }
        var keyword = equals - 1
        while keyword >= 0, equals - keyword < 24, !isWord(keyword, "let"), !isWord(keyword, "var") {
            for byte in "(){};".utf8 where isPunctuation(keyword, byte) { return nil }
            keyword -= 1
        }
        guard keyword >= 0, isWord(keyword, "let") || isWord(keyword, "var"), tokens.indices.contains(keyword + 2),
            tokens[keyword + 1].kind == .word, keyword + 2 == equals || isPunctuation(keyword + 2, UInt8(ascii: ":")),
            // The `=` is this declaration's, not a later statement's (`let x = a` then `label.font = UIFont(…)`).
            !(keyword + 2..<equals).contains(where: { isOperator($0, "=") })
        else { return nil }
        return keyword + 1
    }

    /// `Type *name =` starting a statement (after `;`, `{` or `}`, maybe `const` or `static` first).
    private func objectiveCDeclaredName(assignedBy equals: Int) -> Int? {
        let name = equals - 1
        guard name >= 2, tokens[name].kind == .word, isOperator(name - 1, "*"), tokens[name - 2].kind == .word else { return nil }
        var before = name - 3
        while before >= 0, isWord(before, "const") || isWord(before, "static") { before -= 1 }
        guard before < 0 || "{};".utf8.contains(where: { isPunctuation(before, $0) }) else { return nil }
        return name
    }

    /// Whether the local named at `name` is read later in its body, and `isBarTitle` holds for every read (a font
    /// put in a bar item's title attributes, a dictionary handed whole to them). A body longer than the walk's reach
    /// is not taken as one. The walk starts after `start`, the initializer's first token: in `guard var header =
    /// header` that token is the read of the outer name, and taking it for a read of the local would walk from it
    /// again without end (M760).
    private func isEveryRead(of name: Int, after start: Int, _ isBarTitle: (Int) -> Bool) -> Bool {
        let word = text(name)
        var depth = 0
        var reads = 0
        var index = start + 1
        while index < count, index - start < Self.barTitleReach {
            if isPunctuation(index, UInt8(ascii: "{")) { depth += 1 }
            if isPunctuation(index, UInt8(ascii: "}")) {
                depth -= 1
                if depth < 0 { return reads > 0 }
            }
            // A read, not a member (`.font`) nor an argument label (`font:`).
            if tokens[index].kind == .word, text(index) == word, !isPunctuation(index - 1, Byte.dot), !isPunctuation(index + 1, UInt8(ascii: ":")) {
                guard isBarTitle(index) else { return false }
                reads += 1
            }
            index += 1
        }
        return false
    }

    /// The property whose dictionary literal holds the font call (or font property) at `callStart` as one of its
    /// values — stored (`var titleTextAttributes = [NSFontAttributeName: UIFont(…)!, …]`, a type annotation allowed)
    /// or computed (`var titleTextAttributes: [NSAttributedString.Key: Any] { [.font: titleFont] }`, FP763): its
    /// name, which `markBarTitleProperties` follows to where the dictionary is used (D241). Nil for a font inside a
    /// call or a closure, and in Objective-C.
    func attributesPropertyName(around callStart: Int) -> Substring? {
        guard language == .swift else { return nil }
        var index = callStart - 1
        while index >= 0, callStart - index < Self.barTitleReach, !isPunctuation(index, UInt8(ascii: "[")) {
            if isPunctuation(index, UInt8(ascii: ")")) || isPunctuation(index, UInt8(ascii: "]")) {
                guard partner[index] >= 0 else { return nil }
                index = Int(partner[index]) - 1
                continue
            }
            for byte in "(){};".utf8 where isPunctuation(index, byte) { return nil }
            index -= 1
        }
        guard index >= 1, isPunctuation(index, UInt8(ascii: "[")) else { return nil }
        if isOperator(index - 1, "=") { return declaredName(assignedBy: index - 1).map(text) }
        return computedPropertyName(body: isWord(index - 1, "return") ? index - 2 : index - 1)
    }

    /// `var titleTextAttributes: [NSAttributedString.Key: Any] {` with its `{` at `body`: the property's name (FP763).
    private func computedPropertyName(body: Int) -> Substring? {
        guard isPunctuation(body, UInt8(ascii: "{")), isPunctuation(body - 1, UInt8(ascii: "]")), partner[body - 1] >= 0 else { return nil }
        let type = Int(partner[body - 1])
        guard isPunctuation(type - 1, UInt8(ascii: ":")), type >= 3, tokens[type - 2].kind == .word, isWord(type - 3, "var") else { return nil }
        return text(type - 2)
    }

    /// The expression from `start` to `end` is the whole value handed to a bar item's title attributes:
    /// `navigationBar.titleTextAttributes = style.titleTextAttributes` (ending the statement), or
    /// `item.setTitleTextAttributes(style.attributes, for: .normal)`.
    func isBarItemTitleAttributesValue(start: Int, end: Int) -> Bool {
        let after = end + 1
        // `[item setTitleTextAttributes:attributes forState:…]` (FP1201).
        if language == .objectiveC {
            return isPunctuation(start - 1, UInt8(ascii: ":")) && isWord(start - 2, "setTitleTextAttributes") && receiverIsBarItem(before: start - 2)
        }
        if isOperator(start - 1, "="), isWord(start - 2, "titleTextAttributes") {
            let endsStatement = !tokens.indices.contains(after) || tokens[after].startsLine || isPunctuation(after, UInt8(ascii: ";"))
                || isPunctuation(after, UInt8(ascii: "}"))
            return endsStatement && receiverIsBarItem(before: start - 2)
        }
        if isPunctuation(start - 1, UInt8(ascii: "(")), isWord(start - 2, "setTitleTextAttributes"),
            isPunctuation(after, UInt8(ascii: ",")) || isPunctuation(after, UInt8(ascii: ")"))
        {
            return receiverIsBarItem(before: start - 2)
        }
        return false
    }

    /// The receiver before the selector or property at `member` (`UINavigationBar.appearance()`, `navigationItem
    /// .rightBarButtonItem?`, `[[UITabBarItem appearance] …`, `appearance.buttonAppearance.normal`,
    /// `segmentedControl`) names a navigation bar, a bar button item, a tab bar (item), a toolbar or a segmented
    /// control, or a bar appearance of one.
    private func receiverIsBarItem(before member: Int) -> Bool {
        var start = member
        if language == .swift {
            // `setTitleTextAttributes(…)` or `self.setTitleTextAttributes(…)` in a bar item's own subclass (FP763).
            if !isPunctuation(member - 1, Byte.dot) { return tokens[member].startsLine && isInBarItemSubclassBody(member) }
            if isWord(member - 2, "self"), !isPunctuation(member - 3, Byte.dot) { return isInBarItemSubclassBody(member) }
            var index = member - 2
            while index >= 0, member - index < 48 {
                if isPunctuation(index, UInt8(ascii: ")")) || isPunctuation(index, UInt8(ascii: "]")) {
                    guard partner[index] >= 0 else { break }
                    index = Int(partner[index]) - 1
                } else if tokens[index].kind == .word || isPunctuation(index, Byte.dot) || isOperator(index, "?") || isOperator(index, "!") {
                    start = index
                    // A line that starts with `.` continues the one before; any other line starts the statement.
                    if tokens[index].startsLine, !isPunctuation(index, Byte.dot) { break }
                    index -= 1
                } else {
                    break
                }
            }
        } else {
            // `[receiver setTitleTextAttributes:…]`: the receiver runs from the message's `[`.
            var index = member - 1
            while index >= 0, member - index < 48, !isPunctuation(index, UInt8(ascii: "[")) || partner[index] < member {
                if isPunctuation(index, UInt8(ascii: ";")) || isPunctuation(index, UInt8(ascii: "{")) { break }
                index = isPunctuation(index, UInt8(ascii: "]")) && partner[index] >= 0 ? Int(partner[index]) - 1 : index - 1
            }
            start = index + 1
        }
        for index in start..<member where tokens[index].kind == .word {
            let word = text(index).lowercased()
            if Self.barWords.contains(where: { word.contains($0) }) { return true }
        }
        // `appearance.titleTextAttributes = …`: a bar appearance held in a local (`let appearance =
        // UINavigationBarAppearance()`); UIKit's other `titleTextAttributes` belong to bar appearances too. Not
        // `UIView.appearance()`, the proxy, whose receiver is the type before it.
        let last = member - 2
        return language == .swift && isWord(member, "titleTextAttributes") && last >= 0 && tokens[last].kind == .word
            && text(last).lowercased().hasSuffix("appearance")
    }

    /// Words of UIKit's bar types, of the properties that lead to them (`drawingsBarButton`, FP1201), and of the
    /// segmented control.
    static let barWords = [
        "navigationbar", "navbar", "barbutton", "tabbar", "toolbar", "buttonappearance", "layoutappearance", "segmentedcontrol",
    ]
}
