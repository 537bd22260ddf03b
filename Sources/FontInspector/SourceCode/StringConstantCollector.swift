/// One pass over a file's tokens that finds its string constants (see `StringConstant`) and, for each font
/// call whose name is not a literal, what the argument says and which of the file's own declarations it can
/// mean (the innermost that encloses the call). Linear in the tokens: braces are kept on a stack, and each
/// `return` is given to the innermost function-like body.
struct StringConstantCollector {
    /// A font call's name argument as the project pass needs it.
    struct UseSite: Sendable, Hashable {
        var expression: NameExpression
        /// The type whose body holds the call: an unqualified name may be one of its static members.
        var owner: String?
        /// The file's declarations the name can mean, innermost scope first; empty when the name is not declared
        /// in the file (or is qualified).
        var local: [StringConstant]
        /// True when a bare name is bound in an enclosing body (a parameter, a `let`, a closure's or a `for`'s
        /// variable) by something that is not a constant: it is not the project's constant of that name.
        var isBoundLocally = false
        /// `name.rawValue` where `name` is a parameter declared with a type (`_ font: CustomFont`): the type's
        /// last component, whose every enum case can reach the call (M80).
        var parameterType: String?
        /// `name(label: .bold)`, `name(Weight.bold)`: the one argument of the call is a literal enum case (FP241).
        var argumentCase: String? = nil
        /// The argument as messages quote it, when that is not its path's text (`.bold` for `FontName.bold.rawValue`).
        var writtenAs: String? = nil
        /// `flag ? A : B` (M403): each branch's use, resolved on its own; `expression` is then the first branch's.
        var branches: [UseSite] = []
    }

    struct Output: Sendable {
        var constants: [StringConstant] = []
        /// Parallel to the arguments asked about: nil where the argument is a literal or no followable shape.
        var uses: [UseSite?] = []
        /// The file declares SwiftGen's `FontConvertible` (or extends it): its font calls are SwiftGen's helpers.
        var definesFontConvertible = false
    }

    /// How many of a file's declarations of one name a use looks through for the one it means.
    static let maximumDeclarationsPerName = 32
    /// How deep a `switch` in a `switch` arm is read for its values: bounded, so that no text nests the reading deeper.
    static let maximumSwitchNesting = 4

    private enum BraceKind {
        case type(name: String, hasStringRawValues: Bool)
        /// A function, initialiser, accessor or closure body: its `return`s are its own. `constant` is the index
        /// (in `constants`) of the String-returning declaration it is the body of, if any.
        case function(constant: Int?)
        /// `if`, `switch`, `for`… and `get`: returns pass through to the enclosing function.
        case control
    }

    private struct Brace {
        var open: Int
        var kind: BraceKind
        /// The innermost type whose body this is or is in: kept per brace so that asking costs nothing.
        var owner: String?
        /// The names bound in this body, to unbind when it closes.
        var bound: [Substring] = []
        var returns: [NameExpression] = []
        /// Parallel to `returns`: the cases of the arm of a `switch` over a parameter that reaches each (FP241).
        var returnCases: [NameReferencePath.CaseSelection?] = []
        var hasUnreadableReturn = false
    }

    private let s: TokenStructure
    private let file: String
    private var constants: [StringConstant] = []
    private var braces: [Brace] = []
    /// Indices into `braces` of the function-like ones, innermost last.
    private var functionBraces: [Int] = []
    private var columns: TokenStructure.ColumnCounter
    /// A `struct`/`enum`/… or `func` seen whose body has not opened yet.
    private var pendingType: (name: String, isEnum: Bool, hasString: Bool)?
    private var pendingFunction = false
    /// The `(` of the pending function's parameters.
    private var pendingParameters: Int?
    /// For each name bound in an open body (parameters, `let`/`var`, closure and `for` variables), the opening
    /// braces binding it, innermost last: a stack per name, so that asking which binds a name costs nothing.
    private var bindings: [Substring: [Int32]] = [:]
    /// The declared type of each parameter, by the opening brace of the body binding it and its name.
    private var parameterTypes: [Int32: [Substring: Substring]] = [:]
    /// Typed parameters a `let`/`var` of the same name shadows from the token `from` on (the end of its statement).
    /// Checked at every token while any is pending, so at most `maximumPendingShadows`: past that (functions nested
    /// in one statement, each shadowing its parameter) a shadow starts at once, and the walk stays linear.
    private var typedParameterShadows: [(from: Int, open: Int32, name: Substring)] = []
    private static let maximumPendingShadows = 8
    private var pendingControl = false
    private var definesFontConvertible = false
    /// The arms of each `switch self` a `return rawValue` was read in, by the switch body's `{`.
    private var switchArms: [Int: SwitchArms] = [:]
    /// Locals bound to an element of a collection (`guard let face = fonts[key]`), by the binding body's `{` and
    /// name: a function returning one returns a value looked up at run time (FP240).
    private var lookedUpLocals: Set<LookedUpLocal> = []
    /// The local constants (indices into `constants`) by name, in declaration order: a concatenation's part may
    /// name one (`let base = "\(font.rawValue)-"; return base.appending("Bold")`, M644).
    private var localConstants: [String: [Int]] = [:]

    /// The `didSet`/`willSet` bodies of stored properties, by the property's name: inside one the name is the value
    /// just set, never the initial value (Swift runs no observer for a property's initial value; FP420).
    private var observerBodies: [Substring: [ClosedRange<Int32>]] = [:]

    private struct LookedUpLocal: Hashable {
        var scope: Int32
        var name: Substring
    }

    private struct SwitchArms {
        /// `fallsThrough`: the arm's whole body is `fallthrough`, so its cases reach the next arm too.
        var labels: [(start: Int, isDefault: Bool, cases: [String]?, fallsThrough: Bool)] = []
        /// Every case the `case` labels list.
        var listed: [String] = []
        var everyLabelReadable = true
    }

    private init(structure: TokenStructure, file: String) {
        s = structure
        self.file = file
        columns = TokenStructure.ColumnCounter(structure: structure)
    }

    /// The constants of a file, and the use sites of the arguments `arguments` (token ranges, in file order).
    static func collect(_ structure: TokenStructure, file: String, arguments: [Range<Int>]) -> Output {
        var collector = StringConstantCollector(structure: structure, file: file)
        // A ternary's branches are uses of their own (M403), each bound where it is written.
        let branches = arguments.map { structure.ternaryBranches(from: $0.lowerBound, to: $0.upperBound) }
        var ranges: [Range<Int>] = []
        for (argument, pair) in zip(arguments, branches) {
            ranges.append(argument)
            if let pair { ranges += [pair.0, pair.1] }
        }
        let places = collector.run(arguments: ranges)
        return collector.output(arguments: arguments, branches: branches, places: places)
    }

    // MARK: - The walk

    /// Walks the tokens; returns the owner (enclosing type) at each argument's start, the opening brace of the
    /// innermost body binding the argument when it is a bare name, and a concatenation's parts as read there.
    private mutating func run(arguments: [Range<Int>]) -> [Place] {
        var owners: [Place] = []
        var nextArgument = 0
        for index in 0..<s.count {
            if !typedParameterShadows.isEmpty { endShadowingStatements(at: index) }
            while nextArgument < arguments.count, arguments[nextArgument].lowerBound <= index {
                let argument = arguments[nextArgument]
                let start = argument.lowerBound
                let bare = s.tokens.indices.contains(start) && s.tokens[start].kind == .word && !s.isPunctuation(start + 1, Byte.dot)
                var concatenation: NameExpression?
                if case .concatenation(let parts)? = s.nameExpression(from: start, to: argument.upperBound) {
                    let switchOpen = innermostType.flatMap(innermostSwitchOnSelf(inside:))
                    concatenation = readableParts(parts, switchOpen: switchOpen, at: start).map(NameExpression.concatenation)
                }
                owners.append((
                    currentOwner, bare ? bindings[s.text(start)]?.last : nil, memberParameterType(at: start), ownCasesReaching(start),
                    concatenation))
                nextArgument += 1
            }
            let token = s.tokens[index]
            switch token.kind {
            case .punctuation:
                if s.isPunctuation(index, UInt8(ascii: "(")), pendingFunction, pendingParameters == nil {
                    pendingParameters = index
                } else if s.isPunctuation(index, UInt8(ascii: "{")) {
                    openBrace(at: index)
                } else if s.isPunctuation(index, UInt8(ascii: "}")) {
                    closeBrace(at: index)
                } else if s.isPunctuation(index, UInt8(ascii: ";")) {
                    pendingControl = false
                } else if s.language == .objectiveC, s.isPunctuation(index, Byte.hash), token.startsLine, s.isWord(index + 1, "define") {
                    define(at: index + 2)
                }
            case .word:
                word(at: index)
            case .operatorRun:
                if s.language == .objectiveC, s.isOperator(index, "="), braces.isEmpty { objectiveCConstant(equalsAt: index) }
            case .string, .character:
                break
            }
        }
        while owners.count < arguments.count { owners.append((currentOwner, nil, nil, nil, nil)) }
        return owners
    }

    private var currentOwner: String? { braces.last?.owner }

    private mutating func word(at index: Int) {
        let text = s.bytes(of: index)
        switch text {
        case "struct", "enum", "protocol", "actor", "extension", "class":
            // `class func`, `class var`: a modifier, not a type.
            guard index + 1 < s.count, s.tokens[index + 1].kind == .word, !Self.modifierFollowers.contains(s.text(index + 1)) else { return }
            // `extension Outer.Inner`: the last component names the type.
            var name = index + 1
            while s.isPunctuation(name + 1, Byte.dot), s.tokens.indices.contains(name + 2), s.tokens[name + 2].kind == .word { name += 2 }
            pendingType = (String(s.text(name)), text == "enum", false)
            if s.isWord(name, "FontConvertible"), text == "struct" || text == "extension" { definesFontConvertible = true }
            pendingFunction = false
        case "String":
            if pendingType?.isEnum == true { pendingType?.hasString = true }
        case "func", "subscript", "deinit":
            pendingFunction = true
            pendingParameters = nil
            pendingType = nil
        case "init", "set", "willSet", "didSet":
            // `init(…) {` declares; `.init(…)` and a `set` that is some other word do not.
            guard !s.isPunctuation(index - 1, Byte.dot) else { return }
            pendingFunction = true
            pendingParameters = nil
            pendingType = nil
        case "if", "guard", "while", "for", "switch", "else", "do", "repeat", "catch", "defer":
            pendingControl = true
            if text == "for", s.tokens.indices.contains(index + 1), s.tokens[index + 1].kind == .word { bind(index + 1) }
        case "get":
            // An accessor: its returns are the property's.
            if s.isPunctuation(index + 1, UInt8(ascii: "{")) { pendingControl = true }
        case "let", "var":
            guard s.language == .swift else { return }
            if s.tokens.indices.contains(index + 1), s.tokens[index + 1].kind == .word {
                bind(index + 1, isDeclaration: true)
                if s.isOperator(index + 2, "="), s.tokens.indices.contains(index + 4), s.tokens[index + 3].kind == .word,
                    s.isPunctuation(index + 4, UInt8(ascii: "[")), let open = braces.last?.open
                {
                    lookedUpLocals.insert(LookedUpLocal(scope: Int32(open), name: s.text(index + 1)))
                }
            }
            storedConstant(keywordAt: index)
        case "case":
            enumCases(keywordAt: index)
        case "return":
            returnStatement(at: index)
        default:
            break
        }
    }

    private static let modifierFollowers: Set<Substring> = ["func", "var", "let", "subscript", "override", "final", "static"]

    private mutating func openBrace(at index: Int) {
        let kind: BraceKind
        if let type = pendingType {
            kind = .type(name: type.name, hasStringRawValues: type.isEnum && type.hasString)
        } else if let constant = computedDeclaration(bodyAt: index) {
            kind = .function(constant: constant)
        } else if pendingFunction || isClosure(index) || !pendingControl {
            kind = .function(constant: nil)
        } else {
            kind = .control
        }
        let parameters = pendingFunction ? pendingParameters : nil
        pendingType = nil
        pendingFunction = false
        pendingParameters = nil
        pendingControl = false
        if case .function = kind { functionBraces.append(braces.count) }
        var owner = currentOwner
        if case .type(let name, _) = kind { owner = name }
        braces.append(Brace(open: index, kind: kind, owner: owner))
        if let parameters {
            bindParameters(openingAt: parameters)
        } else if case .function = kind {
            bindClosureParameters(after: index)
        }
    }

    /// A `{` right after `(`, `,`, `=`, `[`, `:`, `return` or `in` opens a closure even inside an `if`'s condition.
    private func isClosure(_ index: Int) -> Bool {
        let before = index - 1
        guard before >= 0 else { return false }
        for byte in [UInt8(ascii: "("), UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: ":")] where s.isPunctuation(before, byte) { return true }
        return s.isOperator(before, "=") || s.isWord(before, "return") || s.isWord(before, "in")
    }

    private mutating func closeBrace(at index: Int) {
        // An unmatched `}` (unbalanced text) closes nothing.
        guard let top = braces.last, Int(s.partner[index]) == top.open else { return }
        // A body of one expression is read while its parameters and locals are still bound (a part of a
        // concatenation may name them).
        if case .function(let constant?) = top.kind {
            var values = top.returns
            if top.hasUnreadableReturn {
                values = []
            } else if values.isEmpty {
                values = singleExpressionValues(from: top.open + 1, to: index)
            }
            constants[constant].values = values
            if !top.hasUnreadableReturn, !top.returns.isEmpty, top.returnCases.contains(where: { $0 != nil }) {
                constants[constant].valueCases = top.returnCases
            }
        }
        for name in top.bound {
            bindings[name]?.removeLast()
            if bindings[name]?.isEmpty == true { bindings[name] = nil }
        }
        parameterTypes[Int32(top.open)] = nil
        braces.removeLast()
        if functionBraces.last == braces.count { functionBraces.removeLast() }
        pendingControl = false
    }

    // MARK: - Bindings

    /// Binds the word at `index` in the innermost open body; file-level names are the project's own constants.
    /// `isDeclaration`: a `let`/`var`, whose own initialiser still sees a parameter of the name.
    private mutating func bind(_ index: Int, isDeclaration: Bool = false) {
        guard !braces.isEmpty else { return }
        let name = s.text(index)
        let open = Int32(braces[braces.count - 1].open)
        bindings[name, default: []].append(open)
        // A later `let` of the name in the same body is not the typed parameter any more, past its own statement:
        // `let font = UIFont(name: font.name, size: size)` reads the parameter (tonkeeper's TKUIKit, M460).
        if isDeclaration, parameterTypes[open]?[name] != nil, typedParameterShadows.count < Self.maximumPendingShadows {
            typedParameterShadows.append((from: s.endOfStatement(from: index + 1), open: open, name: name))
        } else {
            parameterTypes[open]?[name] = nil
        }
        braces[braces.count - 1].bound.append(name)
    }

    /// Forgets the typed parameters whose shadowing `let`/`var` statement has ended by `index`.
    private mutating func endShadowingStatements(at index: Int) {
        var kept: [(from: Int, open: Int32, name: Substring)] = []
        for shadow in typedParameterShadows {
            if shadow.from <= index { parameterTypes[shadow.open]?[shadow.name] = nil } else { kept.append(shadow) }
        }
        typedParameterShadows = kept
    }

    /// `(label name: Type, _ other: Type = …)`: the word before each parameter's top-level `:`.
    private mutating func bindParameters(openingAt open: Int) {
        let close = Int(s.partner[open])
        guard close > open else { return }
        var index = open + 1
        var seenColon = false
        while index < close {
            if s.isPunctuation(index, UInt8(ascii: ",")) {
                seenColon = false
            } else if !seenColon, s.isPunctuation(index, UInt8(ascii: ":")), s.tokens[index - 1].kind == .word {
                bind(index - 1)
                seenColon = true
                if let type = declaredType(after: index, before: close) {
                    parameterTypes[Int32(braces[braces.count - 1].open), default: [:]][s.text(index - 1)] = type
                }
            }
            if s.isOpening(index), s.partner[index] > index { index = Int(s.partner[index]) }
            index += 1
        }
    }

    /// `: Type`, `: Module.Type`, `: Type = .default` up to the parameter's end: the type's last word; nil for
    /// any other shape (optionals, generics, tuples, closures).
    private func declaredType(after colon: Int, before close: Int) -> Substring? {
        var index = colon + 1
        var last: Int?
        while index < close, s.tokens[index].kind == .word {
            last = index
            guard s.isPunctuation(index + 1, Byte.dot) else { break }
            index += 2
        }
        guard let last else { return nil }
        let next = last + 1
        guard next == close || s.isPunctuation(next, UInt8(ascii: ",")) || s.isOperator(next, "=") else { return nil }
        return s.text(last)
    }

    /// The declared type of the parameter `name` in `name.rawValue` (M80) or `name.name` (a font value's name, M460)
    /// at `start`, when the innermost binding of `name` is a parameter with one.
    private func memberParameterType(at start: Int) -> Substring? {
        if let path = s.interpolatedRawValue(start), let name = path.components.first, let open = bindings[Substring(name)]?.last {
            return parameterTypes[open]?[Substring(name)]
        }
        guard s.tokens.indices.contains(start + 2), s.tokens[start].kind == .word, s.isPunctuation(start + 1, Byte.dot),
            s.isWord(start + 2, "rawValue") || s.isWord(start + 2, "name"), let open = bindings[s.text(start)]?.last
        else { return nil }
        return parameterTypes[open]?[s.text(start)]
    }

    /// `{ name in`, `{ a, b in`, `{ (name: String) in`: every word before a closure's `in`, a few tokens in.
    private mutating func bindClosureParameters(after open: Int) {
        var index = open + 1
        while index < s.count, index - open <= 24 {
            if s.isWord(index, "in") {
                for word in (open + 1)..<index where s.tokens[word].kind == .word { bind(word) }
                return
            }
            if s.isPunctuation(index, UInt8(ascii: "{")) || s.isPunctuation(index, UInt8(ascii: "}")) || s.isOperator(index, "=") { return }
            index += 1
        }
    }

    // MARK: - Declarations

    /// `var name: String {` or `func name(…) -> String {` (also `String?`): adds the constant, whose values
    /// the body's returns give, and returns its index.
    private mutating func computedDeclaration(bodyAt open: Int) -> Int? {
        var type = open - 1
        if s.isOperator(type, "?") || s.isOperator(type, "!") { type -= 1 }
        guard s.isWord(type, "String") else { return nil }
        let name: Int
        if s.isPunctuation(type - 1, UInt8(ascii: ":")), s.isWord(type - 3, "var") {
            name = type - 2
        } else if s.isOperator(type - 1, "->"), s.isPunctuation(type - 2, UInt8(ascii: ")")), s.partner[type - 2] > 0 {
            var nameIndex = Int(s.partner[type - 2]) - 1
            // `func name<T>(…)`: generic parameters are not followed.
            if s.isOperator(nameIndex, ">") { return nil }
            guard s.isWord(nameIndex - 1, "func") else { return nil }
            nameIndex = max(nameIndex, 0)
            name = nameIndex
        } else {
            return nil
        }
        guard s.tokens[name].kind == .word else { return nil }
        add(name: name, kind: .computed, keyword: name - 1, values: [])
        return constants.count - 1
    }

    /// `let name = …` or `var name: T = …`: a constant when the value is one of `NameExpression`'s shapes.
    private mutating func storedConstant(keywordAt keyword: Int) {
        let name = keyword + 1
        guard name < s.count, s.tokens[name].kind == .word, !Self.bindingKeywords(before: keyword, in: s) else { return }
        var equals = name + 1
        if s.isPunctuation(equals, UInt8(ascii: ":")) {
            // The type annotation runs to the `=`, on the same line.
            var index = equals + 1
            while index < s.count, index - equals < 16, !s.tokens[index].startsLine || index == equals + 1 {
                if s.isOperator(index, "=") { break }
                if s.isPunctuation(index, UInt8(ascii: "{")) || s.isPunctuation(index, UInt8(ascii: ";")) { return }
                index += 1
            }
            equals = index
        }
        guard s.isOperator(equals, "=") else { return }
        let end = s.endOfStatement(from: equals + 1)
        if s.isPunctuation(equals + 1, UInt8(ascii: "[")), Int(s.partner[equals + 1]) + 1 == end {
            // A literal map of names (M8): each value is checked where an element is used, or none when one is not a literal.
            guard let literals = s.collectionLiterals(at: equals + 1) else { return }
            add(name: name, kind: .collection, keyword: keyword, values: literals.map(NameExpression.literal))
            return
        }
        if let value = s.fontValue(from: equals + 1, to: end) {
            add(name: name, kind: .fontValue, keyword: keyword, values: [.literal(value.name)], valueType: value.type)
            return
        }
        if s.isPunctuation(end, UInt8(ascii: "{")), s.isWord(end + 1, "didSet") || s.isWord(end + 1, "willSet"), s.partner[end] > end {
            observerBodies[s.text(name), default: []].append(Int32(end)...s.partner[end])
        }
        guard var value = s.nameExpression(from: equals + 1, to: end) else { return }
        // `"\(font.rawValue)-"` in a function: the parameter's cases, read as a concatenation's parts are.
        if case .reference(let path) = value, path.isAffixed { value = .concatenation(path.parts) }
        if case .concatenation(let parts) = value {
            guard let readable = readableParts(parts, switchOpen: nil, at: equals + 1) else { return }
            value = .concatenation(readable)
        }
        add(name: name, kind: .stored, keyword: keyword, values: [value])
    }

    /// `if let x = …`, `guard var x = …`, `case let x`: bindings, not declarations.
    private static func bindingKeywords(before keyword: Int, in s: TokenStructure) -> Bool {
        s.isWord(keyword - 1, "if") || s.isWord(keyword - 1, "guard") || s.isWord(keyword - 1, "while") || s.isWord(keyword - 1, "case")
            || s.isPunctuation(keyword - 1, UInt8(ascii: ","))
    }

    /// `case a = "X", b` directly in the body of an enum with String raw values.
    private mutating func enumCases(keywordAt keyword: Int) {
        guard let brace = braces.last, case .type(_, true) = brace.kind, s.depthInBraces[keyword] == 0 else { return }
        var index = keyword + 1
        while index < s.count, s.tokens[index].kind == .word, !s.tokens[index].startsLine || index == keyword + 1 {
            let name = index
            var next = index + 1
            var value: NameExpression = .literal(Self.caseName(s.text(name)))
            if s.isOperator(next, "=") {
                guard let text = s.literalText(next + 1) else { return }
                value = .literal(text)
                next += 2
            }
            add(name: name, kind: .enumCase, keyword: keyword, values: [value])
            guard s.isPunctuation(next, UInt8(ascii: ",")) else { return }
            index = next + 1
        }
    }

    /// A backticked case name's raw value is the name without its backticks.
    private static func caseName(_ word: Substring) -> String {
        String(word.hasPrefix("`") && word.hasSuffix("`") && word.count >= 2 ? word.dropFirst().dropLast() : word)
    }

    /// `return <value>` inside a function-like body.
    private mutating func returnStatement(at index: Int) {
        guard let braceIndex = functionBraces.last, case .function(let constant?) = braces[braceIndex].kind, constant >= 0 else { return }
        let end = s.endOfStatement(from: index + 1)
        if end > index + 1, let value = s.nameExpression(from: index + 1, to: end), !isRunTimeLocal(value, at: index + 1) {
            // The innermost `switch self {` in the function, whose arm says which cases reach a `return rawValue`.
            let switchOpen = innermostSwitchOnSelf(inside: braceIndex)
            guard let value = readable(value, switchOpen: switchOpen, at: index + 1).flatMap({ parameterRawValue($0, functionAt: braces[braceIndex].open) })
            else {
                braces[braceIndex].hasUnreadableReturn = true
                return
            }
            braces[braceIndex].returns.append(value)
            let parameterSwitch = braces[(braceIndex + 1)...].last { isSwitchOnParameter(bodyAt: $0.open, functionAt: braces[braceIndex].open) }
            braces[braceIndex].returnCases.append(parameterSwitch.flatMap { armCases(switchOpen: $0.open, containing: index) })
        } else {
            braces[braceIndex].hasUnreadableReturn = true
        }
    }

    /// `return name` where `name` is bound to a collection's element (FP240: `guard let name = fonts[key] else
    /// { return "regular" }; return name`): the function's value is looked up at run time, its fallback is not it.
    /// (A local read from a setting, `… as? String`, keeps its literal fallback: that is the app's default.)
    private func isRunTimeLocal(_ value: NameExpression, at start: Int) -> Bool {
        guard case .reference(let path) = value, path.components.count == 1, !path.isCall, !path.rawValue, !path.isSubscript,
            s.tokens[start].kind == .word, s.text(start) == path.components[0], let scope = bindings[s.text(start)]?.last
        else { return false }
        return lookedUpLocals.contains(LookedUpLocal(scope: scope, name: s.text(start)))
    }

    /// A body without `return`: one expression (`{ "X" }`), or a `switch` whose every arm is one
    /// (`{ switch self { case .bold: "X" default: "Y" } }`) or, up to `maximumSwitchNesting` deep, such a `switch`
    /// itself (M180: a switch over the script whose arm switches over the font). Empty when it is neither.
    private mutating func singleExpressionValues(from start: Int, to end: Int, nesting: Int = 0) -> [NameExpression] {
        if let value = s.nameExpression(from: start, to: end) {
            if case .reference(let path) = value, path.isAffixed { return [] }
            return readable(value, switchOpen: nil, at: start).map { [$0] } ?? []
        }
        guard s.isWord(start, "switch") else { return [] }
        var open = start + 1
        while open < end, !s.isPunctuation(open, UInt8(ascii: "{")) {
            if s.isOpening(open), s.partner[open] > open { open = Int(s.partner[open]) }
            open += 1
        }
        guard open < end, Int(s.partner[open]) == end - 1 else { return [] }
        var values: [NameExpression] = []
        var index = open + 1
        while index < end - 1 {
            guard s.isWord(index, "case") || s.isWord(index, "default") else { return [] }
            // The arm's body starts after the first `:` at its own level.
            var colon = index + 1
            while colon < end - 1, !s.isPunctuation(colon, UInt8(ascii: ":")) {
                if s.isOpening(colon), s.partner[colon] > colon { colon = Int(s.partner[colon]) }
                colon += 1
            }
            var armEnd = colon + 1
            while armEnd < end - 1, !s.isWord(armEnd, "case"), !s.isWord(armEnd, "default") {
                if s.isOpening(armEnd), s.partner[armEnd] > armEnd { armEnd = Int(s.partner[armEnd]) }
                armEnd += 1
            }
            if let expression = s.nameExpression(from: colon + 1, to: armEnd) {
                if case .reference(let path) = expression, path.isAffixed { return [] }
                guard let value = readable(expression, switchOpen: isSwitchOnSelf(bodyAt: open) ? open : nil, at: colon + 1)
                else { return [] }
                values.append(value)
            } else if nesting < Self.maximumSwitchNesting, s.isWord(colon + 1, "switch") {
                let nested = singleExpressionValues(from: colon + 1, to: armEnd, nesting: nesting + 1)
                guard !nested.isEmpty else { return [] }
                values += nested
            } else {
                return []
            }
            index = armEnd
        }
        return values
    }

    /// `rawValue` or `self.rawValue` returned in a type's body stands for the raw values of the enum's cases that
    /// reach it (M40): those its `switch self` arm lists, those no other arm lists for `default:`, or every case
    /// outside such a switch. Nil when the arms cannot be read; any other value as it is.
    private mutating func ownRawValue(_ value: NameExpression, switchOpen: Int?, at index: Int) -> NameExpression? {
        guard case .reference(let path) = value, path.components == ["rawValue"], !path.isCall, !path.isSubscript, let owner = currentOwner
        else { return value }
        let selection: NameReferencePath.CaseSelection
        if let switchOpen {
            guard let arm = armCases(switchOpen: switchOpen, containing: index) else { return nil }
            selection = arm
        } else {
            selection = .all
        }
        return .reference(Self.rawValues(of: owner, cases: selection))
    }

    /// The raw values of `owner`'s cases `selection` lists: the path the table looks up among the enum's cases.
    private static func rawValues(of owner: String, cases selection: NameReferencePath.CaseSelection) -> NameReferencePath {
        var own = NameReferencePath(components: [owner], isCall: false, rawValue: false)
        own.ownCases = selection
        return own
    }

    /// `rawValue` or `self.rawValue` passed to a font call inside a type's body (`Font.custom(self.rawValue, size:)`
    /// in a String enum's method, M743): the cases that reach the call, as for a returned `rawValue` (M40) — its
    /// `switch self` arm's, or every case outside such a switch. Nil for any other argument, or an arm not read.
    private mutating func ownCasesReaching(_ start: Int) -> NameReferencePath.CaseSelection? {
        let word = s.isWord(start, "self") && s.isPunctuation(start + 1, Byte.dot) ? start + 2 : start
        guard s.isWord(word, "rawValue"), !s.isPunctuation(word + 1, Byte.dot), !s.isPunctuation(start - 1, Byte.dot),
            let type = innermostType
        else { return nil }
        guard let switchOpen = innermostSwitchOnSelf(inside: type) else { return .all }
        return armCases(switchOpen: switchOpen, containing: start)
    }

    /// The innermost open type body, by index in `braces`.
    private var innermostType: Int? { braces.lastIndex { if case .type = $0.kind { true } else { false } } }

    /// The opening brace of the innermost `switch self {` inside the body at `body` (an index in `braces`: a type's
    /// or a function's), whose arm says which cases reach a `rawValue` written in it.
    private func innermostSwitchOnSelf(inside body: Int) -> Int? {
        braces[(body + 1)...].last { isSwitchOnSelf(bodyAt: $0.open) }?.open
    }

    /// `"\(family.rawValue)-Regular"` returned by a function whose parameter `family` has a declared type: every
    /// case of that enum, each raw value inside the literal's text (M320). Nil for an interpolation of anything
    /// else (not read); any other value as it is.
    private func parameterRawValue(_ value: NameExpression, functionAt function: Int) -> NameExpression? {
        guard case .reference(let path) = value, path.isAffixed else { return value }
        guard let name = path.components.first, let type = parameterTypes[Int32(function)]?[Substring(name)] else { return nil }
        var cases = path
        cases.components = [String(type)]
        cases.rawValue = false
        cases.ownCases = .all
        return .reference(cases)
    }

    /// `switch name {` opens at `open`, where `name` is a typed parameter of the function whose body opens at
    /// `function`: a call passing a literal case reaches only that case's arm.
    private func isSwitchOnParameter(bodyAt open: Int, functionAt function: Int) -> Bool {
        guard s.isWord(open - 2, "switch"), s.tokens[open - 1].kind == .word else { return false }
        return parameterTypes[Int32(function)]?[s.text(open - 1)] != nil
    }

    /// `switch self {` opens at `open`.
    private func isSwitchOnSelf(bodyAt open: Int) -> Bool {
        s.isWord(open - 1, "self") && s.isWord(open - 2, "switch")
    }

    /// The cases whose arm of the switch whose body opens at `open` holds token `index`: the arm's own `.a, .b`,
    /// or for `default:` every case but those the other arms list. Nil when a label it depends on is not a plain
    /// list of cases (`case .a(let x)`, `case .a where …`).
    private mutating func armCases(switchOpen open: Int, containing index: Int) -> NameReferencePath.CaseSelection? {
        // Read once per switch: a switch of many `return rawValue` arms stays linear.
        if switchArms[open] == nil { switchArms[open] = readArms(switchOpen: open) }
        guard let arms = switchArms[open] else { return nil }
        var low = 0
        var high = arms.labels.count
        while low < high {
            let middle = (low + high) / 2
            if arms.labels[middle].start < index { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return nil }
        let arm = arms.labels[low - 1]
        // `case .a: fallthrough` just before the arm: `.a` reaches it too.
        var fallingIn: [String] = []
        var previous = low - 2
        while previous >= 0, arms.labels[previous].fallsThrough {
            guard let cases = arms.labels[previous].cases else { return nil }
            fallingIn += cases
            previous -= 1
        }
        if arm.isDefault { return arms.everyLabelReadable ? .allBut(arms.listed.filter { !fallingIn.contains($0) }) : nil }
        return arm.cases.map { .only($0 + fallingIn) }
    }

    /// The labels of the switch whose body opens at `open`, in order.
    private func readArms(switchOpen open: Int) -> SwitchArms {
        var arms = SwitchArms()
        let close = Int(s.partner[open])
        guard close > open else { return arms }
        var position = open + 1
        while position < close {
            guard s.isWord(position, "case") || s.isWord(position, "default") else {
                position = s.isOpening(position) && s.partner[position] > position ? Int(s.partner[position]) + 1 : position + 1
                continue
            }
            let isDefault = s.isWord(position, "default")
            let (cases, colon) = caseLabel(after: position, before: close)
            if let cases { arms.listed += cases } else if !isDefault { arms.everyLabelReadable = false }
            let next = colon + 2
            let fallsThrough = s.isWord(colon + 1, "fallthrough") && (next >= close || s.isWord(next, "case") || s.isWord(next, "default"))
            arms.labels.append((position, isDefault, cases, fallsThrough))
            position = colon + 1
        }
        return arms
    }

    /// The cases a `case .a, .b:` label lists (from the keyword at `keyword`) and the index of its `:`; the
    /// cases are nil for any other pattern, and empty for `default:`.
    private func caseLabel(after keyword: Int, before close: Int) -> (cases: [String]?, colon: Int) {
        var cases: [String]? = []
        var label = keyword + 1
        while label < close, !s.isPunctuation(label, UInt8(ascii: ":")) {
            if s.isPunctuation(label, Byte.dot), label + 2 < close, s.tokens[label + 1].kind == .word,
                s.isPunctuation(label + 2, UInt8(ascii: ",")) || s.isPunctuation(label + 2, UInt8(ascii: ":"))
            {
                cases?.append(Self.caseName(s.text(label + 1)))
                label += 2
            } else {
                if !s.isPunctuation(label, UInt8(ascii: ",")) { cases = nil }
                label = s.isOpening(label) && s.partner[label] > label ? Int(s.partner[label]) + 1 : label + 1
            }
        }
        return (cases, label)
    }

    /// `#define NAME @"X"` (or `NAME OTHER_NAME`, or `NAME (@"X")`), on one line.
    private mutating func define(at name: Int) {
        guard name < s.count, s.tokens[name].kind == .word, !s.tokens[name].startsLine, s.tokens[name].line == s.tokens[name - 1].line else { return }
        var start = name + 1
        var end = start
        while end < s.count, !s.tokens[end].startsLine { end += 1 }
        if s.isPunctuation(start, UInt8(ascii: "(")), Int(s.partner[start]) == end - 1 {
            start += 1
            end -= 1
        }
        guard let value = s.nameExpression(from: start, to: end) else { return }
        add(name: name, kind: .objectiveC, keyword: name, values: [value])
    }

    /// `NSString *const NAME = @"X";` (or `static NSString * const`) at file level.
    private mutating func objectiveCConstant(equalsAt equals: Int) {
        let name = equals - 1
        guard s.tokens.indices.contains(name), s.tokens[name].kind == .word, s.isWord(name - 1, "const") || s.isOperator(name - 1, "*") else { return }
        let end = s.endOfStatement(from: equals + 1)
        guard s.isPunctuation(end, UInt8(ascii: ";")), let value = s.nameExpression(from: equals + 1, to: end) else { return }
        let isStatic = (max(0, name - 6)..<name).contains { s.isWord($0, "static") }
        constants.append(StringConstant(
            name: String(s.text(name)), owner: nil, kind: .objectiveC, isShared: true, isPrivate: isStatic, values: [value], file: file,
            line: Int(s.tokens[name].line), column: columns.column(of: name), scopeOpen: -1, scopeClose: -1, nameToken: Int32(name), isLocal: false))
    }

    private mutating func add(name: Int, kind: StringConstant.Kind, keyword: Int, values: [NameExpression], valueType: String? = nil) {
        // Modifiers stand just before the keyword: `public static let`, `private(set) var`.
        var isStatic = kind == .enumCase
        var isPrivate = false
        var index = keyword - 1
        while index >= 0, keyword - index <= 6, s.tokens[index].kind == .word || s.isPunctuation(index, UInt8(ascii: ")")) {
            if s.isPunctuation(index, UInt8(ascii: ")")) {
                guard s.partner[index] > 0 else { break }
                index = Int(s.partner[index]) - 1
                continue
            }
            let word = s.text(index)
            if word == "static" || word == "class" { isStatic = true }
            if (word == "private" || word == "fileprivate") && !s.isPunctuation(index + 1, UInt8(ascii: "(")) { isPrivate = true }
            index -= 1
        }
        let brace = braces.last
        var isLocal = false
        var owner: String?
        if let brace {
            if case .type(let typeName, _) = brace.kind { owner = typeName } else { isLocal = true; owner = currentOwner }
        }
        // The computed declaration's own body is not yet on the stack; its scope is the brace around it.
        let scopeOpen = brace.map { Int32($0.open) } ?? -1
        let scopeClose = brace.map { s.partner[$0.open] } ?? -1
        constants.append(StringConstant(
            name: Self.caseName(s.text(name)), owner: owner, kind: kind, isShared: brace == nil || (!isLocal && isStatic), isPrivate: isPrivate,
            values: values, valueType: valueType, file: file, line: Int(s.tokens[name].line), column: columns.column(of: name), scopeOpen: scopeOpen,
            scopeClose: scopeClose < 0 && brace != nil ? Int32(s.count) : scopeClose, nameToken: Int32(name), isLocal: isLocal))
        if isLocal { localConstants[constants[constants.count - 1].name, default: []].append(constants.count - 1) }
    }

    // MARK: - Concatenations

    /// `value` as the table can follow it from token `index`: `rawValue` in an enum's body its own cases (M40), a
    /// concatenation's parts each read where they are written (`readableParts`). Nil when it cannot be followed.
    private mutating func readable(_ value: NameExpression, switchOpen: Int?, at index: Int) -> NameExpression? {
        guard case .concatenation(let parts) = value else { return ownRawValue(value, switchOpen: switchOpen, at: index) }
        return readableParts(parts, switchOpen: switchOpen, at: index).map(NameExpression.concatenation)
    }

    /// The parts of a concatenation written at token `index` (M643, M644), as the table can follow them: a literal
    /// as it is; `rawValue` in an enum's body its own cases; `p.rawValue` of a parameter `p: SomeEnum` every case
    /// of that enum (any can be passed); a local constant the value it was declared with; a member or another
    /// file's constant as it is. Nil when a part is a value given at run time (a parameter or a local the walk
    /// cannot read), so that no half of a name is guessed.
    private mutating func readableParts(_ parts: [NameExpression], switchOpen: Int?, at index: Int) -> [NameExpression]? {
        var read: [NameExpression] = []
        for part in parts {
            guard case .reference(let path) = part else {
                read.append(part)
                continue
            }
            // A collection's element joined to text (`"NotoSans-" + weights[weight]!`): which key the code passes is
            // not followed, and every value joined would name faces the code never asks for (M580, left).
            if path.isSubscript { return nil }
            if path.components == ["rawValue"] {
                guard let own = ownRawValue(part, switchOpen: switchOpen, at: index) else { return nil }
                read.append(own)
                continue
            }
            let name = Substring(path.components[0])
            guard let open = bindings[name]?.last, !isTypeBody(openingAt: open) else {
                read.append(part)
                continue
            }
            if path.rawValue, path.components.count == 1, let type = parameterTypes[open]?[name] {
                var cases = NameReferencePath(components: [String(type)], isCall: false, rawValue: false)
                cases.ownCases = .all
                read.append(.reference(cases))
                continue
            }
            guard path.components.count == 1, !path.rawValue, !path.isCall, !path.isSubscript,
                let value = localValue(of: path.components[0], boundAt: open, before: index)
            else { return nil }
            switch value {
            case .concatenation(let inner): read += inner
            case .literal, .reference: read.append(value)
            case .defaulted: return nil
            }
        }
        return read.count <= NameExpression.maximumParts ? read : nil
    }

    /// True when the brace opening at `open` is a type's body: a name bound there is a member, the table's to find.
    private func isTypeBody(openingAt open: Int32) -> Bool {
        guard let brace = braces.last(where: { $0.open == Int(open) }), case .type = brace.kind else { return false }
        return true
    }

    /// The one value of the local constant `name` declared in the body opening at `open` before token `index`.
    private func localValue(of name: String, boundAt open: Int32, before index: Int) -> NameExpression? {
        for position in (localConstants[name] ?? []).reversed().prefix(Self.maximumDeclarationsPerName) {
            let constant = constants[position]
            guard constant.scopeOpen == open, constant.nameToken < index else { continue }
            return constant.values.count == 1 ? constant.values[0] : nil
        }
        return nil
    }

    // MARK: - Use sites

    /// `ownCases`: for an argument `rawValue` or `self.rawValue` inside a type's body, the cases that reach it.
    /// `concatenation`: the argument's parts as `readableParts` reads them where it is written; nil when it is no
    /// concatenation or one of its parts is a value given at run time.
    private typealias Place = (
        owner: String?, binding: Int32?, parameterType: Substring?, ownCases: NameReferencePath.CaseSelection?,
        concatenation: NameExpression?
    )

    /// `places`: where each argument, and each branch of the ternaries `branches` finds, is written (in that order).
    private func output(arguments: [Range<Int>], branches: [(Range<Int>, Range<Int>)?], places: [Place]) -> Output {
        let readable = constants.filter { !$0.values.isEmpty }
        var byName: [String: [StringConstant]] = [:]
        for constant in readable where constant.kind != .enumCase { byName[constant.name, default: []].append(constant) }
        byName = byName.mapValues { $0.sorted { $0.scopeOpen < $1.scopeOpen } }
        var next = 0
        let uses = zip(arguments, branches).map { argument, pair -> UseSite? in
            let place = places[next]
            next += pair == nil ? 1 : 3
            if let (first, second) = pair {
                let sides = [(first, places[next - 2]), (second, places[next - 1])].compactMap { use(of: $0.0, at: $0.1, byName: byName) }
                guard sides.count == 2 else { return nil }
                var ternary = sides[0]
                ternary.branches = sides
                if sides.contains(where: { !$0.expression.isLiteral }) { ternary.writtenAs = "… ? \(s.spelled(first)) : \(s.spelled(second))" }
                return ternary
            }
            var end = argument.upperBound
            // `name as CFString`.
            if end - argument.lowerBound >= 3, s.isWord(end - 2, "as"), s.isWord(end - 1, "CFString") { end -= 2 }
            guard let site = use(of: argument.lowerBound..<end, at: place, byName: byName), !site.expression.isLiteral else { return nil }
            return site
        }
        return Output(constants: readable, uses: uses, definesFontConvertible: definesFontConvertible)
    }

    /// The use the tokens `argument` make at a call whose place is `place`; nil when they are no followable name.
    private func use(of argument: Range<Int>, at place: Place, byName: [String: [StringConstant]]) -> UseSite? {
        let end = argument.upperBound
        guard var expression = s.nameExpression(from: argument.lowerBound, to: end) else { return nil }
        if let cases = place.ownCases, let owner = place.owner, case .reference(let path) = expression, path.components == ["rawValue"],
            !path.isCall, !path.isSubscript
        {
            expression = .reference(Self.rawValues(of: owner, cases: cases))
        }
        if case .concatenation = expression {
            guard let readable = place.concatenation else { return nil }
            expression = readable
        }
        var local: [StringConstant] = []
        if case .reference(let path) = expression, path.components.count == 1, !path.rawValue,
            let candidates = byName[path.components[0]]
        {
            local = Self.innermost(candidates, enclosing: Int32(argument.lowerBound), isCall: path.isCall)
        }
        // A binding inside the constant's scope shadows it: `func f(name: String) { UIFont(name: name, …) }`.
        if let binding = place.binding, let deepest = local.first?.scopeOpen, deepest < binding { local = [] }
        // In its own `didSet`, a property is the value just set: known only at run time, like a parameter.
        let inOwnObserver = observedName(of: expression).map { name in
            observerBodies[name]?.contains { $0.contains(Int32(argument.lowerBound)) } ?? false
        } ?? false
        if inOwnObserver { local = [] }
        var site = UseSite(
            expression: expression, owner: place.owner, local: local,
            isBoundLocally: (place.binding != nil || inOwnObserver) && local.isEmpty,
            parameterType: place.parameterType.map(String.init), argumentCase: literalCaseArgument(ofCallEndingAt: end))
        if case .concatenation = expression { site.writtenAs = s.spelled(argument) }
        return site
    }

    /// `name` or `self.name`: the property a use may name from inside that property's observer.
    private func observedName(of expression: NameExpression) -> Substring? {
        guard !observerBodies.isEmpty, case .reference(let path) = expression, !path.rawValue else { return nil }
        let components = path.components.first == "self" ? Array(path.components.dropFirst()) : path.components
        return components.count == 1 ? Substring(components[0]) : nil
    }

    /// The case of `f(label: .bold)` or `f(Weight.bold)` when the tokens before `end` are such a call of one argument.
    private func literalCaseArgument(ofCallEndingAt end: Int) -> String? {
        guard end > 0, s.isPunctuation(end - 1, UInt8(ascii: ")")) else { return nil }
        let open = Int(s.partner[end - 1])
        guard open >= 0, open < end - 1 else { return nil }
        var start = open + 1
        if s.tokens[start].kind == .word, s.isPunctuation(start + 1, UInt8(ascii: ":")) { start += 2 }
        // `.bold` or `Weight.bold`, `Module.Weight.bold`: type names joined by dots, ending in the case.
        let last = end - 2
        guard last > start, s.tokens[last].kind == .word else { return nil }
        var first = last
        while first > start {
            guard s.isPunctuation(first - 1, Byte.dot) else { return nil }
            first -= 1
            if first == start { break }
            guard s.tokens[first - 1].kind == .word, s.text(first - 1).first?.isUppercase == true else { return nil }
            first -= 1
        }
        guard first == start else { return nil }
        return Self.caseName(s.text(last))
    }

    /// The declarations visible at token `use` whose scope is innermost: a local only after its name, a member
    /// or file-level declaration anywhere in its scope. `candidates` are sorted by where their scope opens; braces
    /// nest, so the innermost enclosing scope is found by walking down from the last scope opening before `use`,
    /// at most `maximumDeclarationsPerName` steps (a name declared in more sibling scopes than that, between
    /// the use and the scope it means, is left to the project table).
    private static func innermost(_ candidates: [StringConstant], enclosing use: Int32, isCall: Bool) -> [StringConstant] {
        var low = 0
        var high = candidates.count
        while low < high {
            let middle = (low + high) / 2
            if candidates[middle].scopeOpen < use { low = middle + 1 } else { high = middle }
        }
        var found: [StringConstant] = []
        var index = low - 1
        var steps = 0
        while index >= 0, steps < maximumDeclarationsPerName {
            let constant = candidates[index]
            if let first = found.first, constant.scopeOpen != first.scopeOpen { break }
            let encloses = constant.scopeOpen < 0 || (constant.scopeOpen < use && use < constant.scopeClose)
            if encloses, constant.kind == .computed || !isCall, !constant.isLocal || constant.nameToken < use { found.append(constant) }
            index -= 1
            steps += 1
        }
        return found.reversed()
    }
}
