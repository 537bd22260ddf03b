/// Where one type's code sets the font of its Interface Builder outlets (FP1100): `titleLabel.font = …`,
/// `self.titleLabel.font = …`, `button.titleLabel?.font = …`, Objective-C's `[self.titleLabel setFont:…]` and
/// `_titleLabel.font = …`, or the outlet passed to a method of the same type that sets its parameter's font
/// (`setStyle(style, for: label)` → `label.font = …`). A font set in `viewDidLoad`, `awakeFromNib`,
/// `init(coder:)`, `viewWillAppear` or a method one of them calls directly replaces the document's before the
/// view shows.
///
/// One pass over the file's tokens for the type's bodies (every `class`/`struct`/`extension`/`@implementation`
/// of its name), one over each method's body.
struct OutletFontAssignments: Equatable, Sendable {
    /// One place that sets an outlet's font.
    struct Assignment: Equatable, Sendable {
        /// The method whose body sets it, or calls the method that does: `viewDidLoad`, `init(coder:)`,
        /// Objective-C's `initWithCoder:`.
        var method: String
        /// 1-based line of the assignment, or of the call that passes the outlet.
        var line: Int
        /// True when `method` runs before the view shows.
        var beforeShown: Bool
    }

    /// For each outlet asked about whose font the code sets, the first place that does it before the view shows,
    /// else the first place at all.
    var assignments: [String: Assignment] = [:]
    /// The outlets asked about that the file names other than in their declaration.
    var used: Set<String> = []
    /// False when the file declares no body of the type.
    var declaresType = false

    /// The methods that run before a view controller's or a view's content first shows.
    static let lifecycleMethods: Set<String> = [
        "viewDidLoad", "awakeFromNib", "viewWillAppear", "init(coder:)", "initWithCoder:", "viewWillAppear:",
    ]

    /// What the bodies of each type of `outletsByType` in `structure` do with the fonts of its outlets: one pass for
    /// every type's bodies and one for the outlets the file names, whatever the number of types.
    static func all(in structure: TokenStructure, outletsByType: [String: Set<String>]) -> [String: OutletFontAssignments] {
        let bodies = typeBodies(structure, named: Set(outletsByType.keys))
        let named = namedOutlets(structure, among: Set(outletsByType.values.joined()))
        return Dictionary(uniqueKeysWithValues: outletsByType.map { type, outlets in
            (type, OutletFontAssignments(structure, bodies: bodies[type], outlets: outlets, used: named.intersection(outlets)))
        })
    }

    /// What the bodies of `typeName` in `structure` do with the fonts of `outlets`.
    init(_ structure: TokenStructure, typeName: String, outlets: Set<String>) {
        self = Self.all(in: structure, outletsByType: [typeName: outlets])[typeName]
            ?? OutletFontAssignments(structure, bodies: nil, outlets: outlets, used: [])
    }

    /// The reading of one type whose `bodies` (nil: none in the file) were found, `used` its outlets the file names.
    private init(_ structure: TokenStructure, bodies: [Range<Int>]?, outlets: Set<String>, used: Set<String>) {
        self.used = used
        declaresType = bodies != nil
        let methods = (bodies ?? []).flatMap { Self.methods(structure, in: $0) }
        guard !methods.isEmpty else { return }
        let setsParameter = Dictionary(methods.map { ($0.name, $0.parameterFonts) }, uniquingKeysWith: { $0.union($1) })
        var beforeShown = Set(methods.map(\.name).filter(Self.lifecycleMethods.contains))
        for method in methods where beforeShown.contains(method.name) { beforeShown.formUnion(method.calls.map(\.callee)) }
        for method in methods {
            let early = beforeShown.contains(method.name)
            var set = method.outletFonts
            for call in method.calls {
                for (position, argument) in call.arguments.enumerated() {
                    guard let argument, setsParameter[call.callee]?.contains(position) == true else { continue }
                    set.append((argument, call.line))
                }
            }
            for (outlet, line) in set where outlets.contains(outlet) && !method.parameters.contains(outlet) {
                let assignment = Assignment(method: method.name, line: line, beforeShown: early)
                if let known = assignments[outlet], known.beforeShown || !early { continue }
                assignments[outlet] = assignment
            }
        }
    }

    // MARK: - Reading

    /// One method of the type: its name (Swift's `init(coder:)` with its first label), its parameters' names in
    /// order, the outlets and parameter positions whose font its body sets, and the type's methods it calls.
    private struct Method {
        var name: String
        var parameters: [String] = []
        var outletFonts: [(String, Int)] = []
        var parameterFonts: Set<Int> = []
        var calls: [(callee: String, arguments: [String?], line: Int)] = []
    }

    /// For each of `names`, the token ranges inside each `{ … }` of `class/struct/extension Name` (Swift) and
    /// `@implementation Name … @end` (Objective-C), in one pass.
    private static func typeBodies(_ s: TokenStructure, named names: Set<String>) -> [String: [Range<Int>]] {
        var bodies: [String: [Range<Int>]] = [:]
        var index = 0
        while index + 1 < s.count {
            defer { index += 1 }
            let opensType = s.language == .objectiveC
                ? s.isWord(index, "implementation") && s.isPunctuation(index - 1, UInt8(ascii: "@"))
                : s.isWord(index, "class") || s.isWord(index, "struct") || s.isWord(index, "extension")
            guard opensType, s.tokens[index + 1].kind == .word else { continue }
            let name = String(s.text(index + 1))
            guard names.contains(name) else { continue }
            if s.language == .objectiveC {
                var end = index + 2
                while end + 1 < s.count, !(s.isPunctuation(end, UInt8(ascii: "@")) && s.isWord(end + 1, "end")) { end += 1 }
                bodies[name, default: []].append((index + 2)..<end)
                index = end
            } else {
                guard let open = (index + 2..<min(s.count, index + 2 + 256)).first(where: { s.isPunctuation($0, UInt8(ascii: "{")) }),
                      s.partner[open] > open
                else { continue }
                let close = Int(s.partner[open])
                bodies[name, default: []].append((open + 1)..<close)
                index = close
            }
        }
        return bodies
    }

    /// Which of `outlets` the file names other than in their declaration: anywhere, since another type beside the
    /// owner may reach the outlet (`alert.closeButton.setTitle`).
    private static func namedOutlets(_ s: TokenStructure, among outlets: Set<String>) -> Set<String> {
        var named: Set<String> = []
        guard !outlets.isEmpty else { return named }
        for index in 0..<s.count where s.tokens[index].kind == .word {
            let word = property(s.text(index))
            if outlets.contains(word), !isDeclared(s, at: index) { named.insert(word) }
        }
        return named
    }

    /// The methods declared directly in `body`, each read once.
    private static func methods(_ s: TokenStructure, in body: Range<Int>) -> [Method] {
        var methods: [Method] = []
        var index = body.lowerBound
        while index < body.upperBound {
            guard let (method, open) = s.language == .objectiveC ? objectiveCMethod(s, at: index, in: body) : swiftMethod(s, at: index, in: body),
                  s.partner[open] > open
            else {
                index += 1
                continue
            }
            let close = Int(s.partner[open])
            methods.append(reading(s, body: (open + 1)..<close, of: method))
            index = close + 1
        }
        return methods
    }

    /// `func name(_ a: A, for b: B) … {` or `init(coder: NSCoder) {` at `index`: the method and its body's `{`.
    private static func swiftMethod(_ s: TokenStructure, at index: Int, in body: Range<Int>) -> (Method, Int)? {
        let isInit = s.isWord(index, "init") && !s.isPunctuation(index - 1, UInt8(ascii: "."))
        guard isInit || (s.isWord(index, "func") && index + 1 < body.upperBound && s.tokens[index + 1].kind == .word) else { return nil }
        let parameterStart = isInit ? index + 1 : index + 2
        var open = parameterStart
        while open < body.upperBound, s.isOperator(open, "?") || s.isOperator(open, "!") { open += 1 }
        guard s.isPunctuation(open, UInt8(ascii: "(")), s.partner[open] > open else { return nil }
        let close = Int(s.partner[open])
        var method = Method(name: isInit ? "init" : String(s.text(index + 1)))
        var start = open + 1
        while start < close {
            let end = min(s.endOfArgument(from: start), close)
            let colon = (start..<end).first { s.isPunctuation($0, UInt8(ascii: ":")) } ?? end
            let words = (start..<colon).filter { s.tokens[$0].kind == .word }
            if isInit, method.parameters.isEmpty, let label = words.first { method.name = "init(\(s.text(label)):)" }
            method.parameters.append(words.last.map { String(s.text($0)) } ?? "")
            start = end + 1
        }
        // The body's `{` follows the signature (`throws`, `-> T`, `where …`) on the way.
        guard let brace = (close + 1..<min(body.upperBound, close + 1 + 256)).first(where: { s.isPunctuation($0, UInt8(ascii: "{")) }) else { return nil }
        return (method, brace)
    }

    /// `- (void)setStyle:(Style)style forLabel:(UILabel *)label {` at `index` (a `-` or `+` starting a line): the
    /// method, named by its first keyword (with `:` when it takes arguments), and its body's `{`.
    private static func objectiveCMethod(_ s: TokenStructure, at index: Int, in body: Range<Int>) -> (Method, Int)? {
        guard s.tokens[index].startsLine, s.isOperator(index, "-") || s.isOperator(index, "+"),
              let brace = (index + 1..<min(body.upperBound, index + 256)).first(where: {
                  s.isPunctuation($0, UInt8(ascii: "{")) || s.isPunctuation($0, UInt8(ascii: ";"))
              }), s.isPunctuation(brace, UInt8(ascii: "{"))
        else { return nil }
        var method = Method(name: "")
        var token = index + 1
        while token < brace {
            if s.isPunctuation(token, UInt8(ascii: "(")), s.partner[token] > token {
                let after = Int(s.partner[token]) + 1
                // `:(Type)name`: a parameter.
                if s.isPunctuation(token - 1, UInt8(ascii: ":")), after < brace, s.tokens[after].kind == .word {
                    method.parameters.append(String(s.text(after)))
                }
                token = after
                continue
            }
            if method.name.isEmpty, s.tokens[token].kind == .word {
                method.name = String(s.text(token)) + (s.isPunctuation(token + 1, UInt8(ascii: ":")) ? ":" : "")
            }
            token += 1
        }
        return method.name.isEmpty ? nil : (method, brace)
    }

    /// `method` with what its body sets and calls.
    private static func reading(_ s: TokenStructure, body: Range<Int>, of method: Method) -> Method {
        var method = method
        let parameterPositions = Dictionary(method.parameters.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        for index in body where s.tokens[index].kind == .word {
            let line = Int(s.tokens[index].line)
            // `receiver.font = …` and Objective-C's `[receiver setFont:…]`.
            let setsFont = (s.isWord(index, "font") && s.isPunctuation(index - 1, UInt8(ascii: ".")) && s.isOperator(index + 1, "="))
                || (s.language == .objectiveC && s.isWord(index, "setFont") && s.isPunctuation(index + 1, UInt8(ascii: ":")))
            if setsFont, let receiver = fontReceiver(s, before: s.isWord(index, "font") ? index - 2 : index - 1) {
                if let position = parameterPositions[receiver] { method.parameterFonts.insert(position) } else { method.outletFonts.append((receiver, line)) }
                continue
            }
            if let call = call(s, at: index, in: body) { method.calls.append((call.callee, call.arguments, line)) }
        }
        return method
    }

    /// The outlet or parameter whose font is set, the chain ending at `end`: `name`, `self.name`, `_name`,
    /// with `?`/`!` and a button's `.titleLabel` on the way.
    private static func fontReceiver(_ s: TokenStructure, before end: Int) -> String? {
        var index = end
        func skipUnwrap() { while s.isOperator(index, "?") || s.isOperator(index, "!") { index -= 1 } }
        skipUnwrap()
        if s.isWord(index, "titleLabel"), s.isPunctuation(index - 1, UInt8(ascii: ".")), !s.isWord(index - 2, "self") {
            index -= 2
            skipUnwrap()
        }
        guard index >= 0, s.tokens[index].kind == .word else { return nil }
        // `other.label.font`: another object's property, not this type's outlet.
        if s.isPunctuation(index - 1, UInt8(ascii: ".")), !s.isWord(index - 2, "self") { return nil }
        return property(s.text(index))
    }

    /// A call of one of the type's own methods at `index`: Swift's `name(…)` or `self.name(…)`, Objective-C's
    /// `[self name:…]`; each argument the bare name of an outlet or parameter (`x`, `self.x`, `label: x`) or nil.
    private static func call(_ s: TokenStructure, at index: Int, in body: Range<Int>) -> (callee: String, arguments: [String?])? {
        if s.language == .objectiveC {
            guard s.isWord(index - 1, "self"), s.isPunctuation(index - 2, UInt8(ascii: "[")), s.partner[index - 2] > index else { return nil }
            let close = Int(s.partner[index - 2])
            let takesArguments = s.isPunctuation(index + 1, UInt8(ascii: ":"))
            var arguments: [String?] = []
            var token = index + 1
            while token < close {
                if s.isPunctuation(token, UInt8(ascii: ":")) {
                    var end = token + 1
                    while end < close, !(s.tokens[end].kind == .word && s.isPunctuation(end + 1, UInt8(ascii: ":"))) {
                        end = s.isOpening(end) && s.partner[end] > end ? Int(s.partner[end]) + 1 : end + 1
                    }
                    arguments.append(bareName(s, (token + 1)..<end))
                    token = end
                } else {
                    // Each bracket's tokens are walked by its own call: skip nested ones whole.
                    token = s.isOpening(token) && s.partner[token] > token ? Int(s.partner[token]) + 1 : token + 1
                }
            }
            return (String(s.text(index)) + (takesArguments ? ":" : ""), arguments)
        }
        guard s.isPunctuation(index + 1, UInt8(ascii: "(")), s.partner[index + 1] > index + 1, !s.isWord(index - 1, "func"),
              !s.isPunctuation(index - 1, UInt8(ascii: ".")) || s.isWord(index - 2, "self")
        else { return nil }
        let close = Int(s.partner[index + 1])
        var arguments: [String?] = []
        var start = index + 2
        while start < close {
            let end = min(s.endOfArgument(from: start), close)
            // `for: label`: the value after the label.
            let value = s.isPunctuation(start + 1, UInt8(ascii: ":")) && start + 2 <= end ? start + 2 : start
            arguments.append(bareName(s, value..<end))
            start = end + 1
        }
        return (String(s.text(index)), arguments)
    }

    /// The name an argument is, when it is one alone: `x`, `self.x`, `_x`.
    private static func bareName(_ s: TokenStructure, _ range: Range<Int>) -> String? {
        switch range.count {
        case 1 where s.tokens[range.lowerBound].kind == .word: property(s.text(range.lowerBound))
        case 3 where s.isWord(range.lowerBound, "self") && s.isPunctuation(range.lowerBound + 1, UInt8(ascii: "."))
            && s.tokens[range.lowerBound + 2].kind == .word: property(s.text(range.lowerBound + 2))
        default: nil
        }
    }

    /// An Objective-C property's name from its instance variable's (`_titleLabel` → `titleLabel`).
    private static func property(_ word: Substring) -> String {
        String(word.count > 1 && word.hasPrefix("_") ? word.dropFirst() : word)
    }

    /// True for the name a declaration gives (`var titleLabel`, `@synthesize titleLabel`): not a use.
    private static func isDeclared(_ s: TokenStructure, at index: Int) -> Bool {
        s.isWord(index - 1, "var") || s.isWord(index - 1, "let") || s.isWord(index - 1, "synthesize")
    }
}
