/// The font files a Swift file's run-time registrations take, when lint can name every one (M382):
/// `FontLoader.loadSketchFont()` registers `bundle.url(forResource: "ItsaSketch", withExtension: "ttf")` through
/// `CTFontManagerRegisterGraphicsFont`, and nothing else. Then the app's other files are registered by nothing at run
/// time, and `unregistered-font` judges them as it does without run-time registration.
///
/// Precision first: the files are known only when every registration call of the file is Core Text's (a URL or a
/// graphics font; FontBlaster and icon-font classes register whole bundles) and sits in a function without
/// parameters whose body looks up only literal font resources (`forResource: "A", withExtension: "ttf"`,
/// `forResource: "A.otf", withExtension: nil`, `ofType:` alike), at least one, and reaches files no other way
/// (`urls(forResourcesWithExtension:)`, a folder's contents, a path built at run time). Anything else (a name passed
/// in, a loop over names, a closure property, Objective-C) is nil: the registration keeps silencing the rule.
enum RunTimeRegisteredFiles {
    /// The bundle file names (`ItsaSketch.ttf`) the file's registrations take; nil when lint cannot name them all.
    /// Linear: one pass for the functions, then each function that registers is read once.
    static func names(in s: TokenStructure) -> [String]? {
        guard s.language == .swift else { return nil }
        var registrations: [Int] = []
        for index in 0..<s.count where s.tokens[index].kind == .word && SourceFileScanner.registrationWords.contains(s.text(index)) {
            guard coreTextRegistrations.contains(s.text(index)) else { return nil }
            registrations.append(index)
        }
        guard !registrations.isEmpty else { return nil }
        let functions = functionBodies(in: s)
        var read: Set<Int> = []
        var names: [String] = []
        for registration in registrations {
            // The innermost function around the call; one that takes parameters (or none at all) hides where the file comes from.
            guard let body = innermost(functions, around: registration, in: s) else { return nil }
            guard read.insert(body.lowerBound).inserted else { continue }
            guard let found = lookups(in: body, of: s), !found.isEmpty else { return nil }
            names += found
        }
        return names
    }

    /// The names, lowercased (a lookup that differs only in case is not taken for a miss), of the files that
    /// `files`' registrations take; nil when one of them registers files lint cannot name (it is not in `naming`).
    static func fileNames(registeredBy files: [String], naming: [String: [String]]) -> Set<String>? {
        var names: Set<String> = []
        for file in files {
            guard let named = naming[file] else { return nil }
            names.formUnion(named.map { $0.lowercased() })
        }
        return names
    }

    /// Core Text's calls that register the file of a URL or an already made graphics font.
    private static let coreTextRegistrations: Set<Substring> = [
        "CTFontManagerRegisterGraphicsFont", "CTFontManagerRegisterFontsForURL", "CTFontManagerRegisterFontsForURLs",
        "CTFontManagerRegisterFontURLs",
    ]

    /// Ways to reach a file other than a lookup by literal name: with one of them in the body, lint cannot tell which
    /// files are registered.
    private static let otherFileSources: Set<Substring> = [
        "forResourcesWithExtension", "urls", "paths", "contentsOfDirectory", "enumerator", "fileURLWithPath",
        "appendingPathComponent", "appending", "resourceURL", "resourcePath", "bundleURL", "bundlePath", "URL",
    ]

    private static let fontExtensions: Set<String> = ["ttf", "otf", "ttc", "otc"]

    /// The names the literal lookups of `body` give, or nil when the body reaches a file any other way.
    private static func lookups(in body: ClosedRange<Int>, of s: TokenStructure) -> [String]? {
        var names: [String] = []
        for index in body where s.tokens[index].kind == .word {
            if otherFileSources.contains(s.text(index)) { return nil }
            guard s.isWord(index, "forResource") else { continue }
            guard s.isPunctuation(index + 1, UInt8(ascii: ":")), let name = s.literalText(index + 2),
                s.isPunctuation(index + 3, UInt8(ascii: ",")), s.isWord(index + 4, "withExtension") || s.isWord(index + 4, "ofType"),
                s.isPunctuation(index + 5, UInt8(ascii: ":")), s.isPunctuation(index + 7, UInt8(ascii: ",")) || s.isPunctuation(index + 7, UInt8(ascii: ")"))
            else { return nil }
            let file: String
            if let pathExtension = s.literalText(index + 6) {
                file = pathExtension.isEmpty ? name : name + "." + pathExtension
            } else if s.isWord(index + 6, "nil") {
                file = name
            } else {
                return nil
            }
            guard let dot = file.lastIndex(of: "."), fontExtensions.contains(file[file.index(after: dot)...].lowercased()) else { return nil }
            names.append(file)
        }
        return names
    }

    /// The bodies of the file's `func` declarations, each with whether its function takes parameters.
    private static func functionBodies(in s: TokenStructure) -> [(body: ClosedRange<Int>, takesParameters: Bool)] {
        var bodies: [(body: ClosedRange<Int>, takesParameters: Bool)] = []
        for index in 0..<s.count where s.isWord(index, "func") {
            var open = index + 2
            if s.isOperator(open, "<") {
                while open < s.count, open < index + 64, !s.isOperator(open, ">") { open += 1 }
                open += 1
            }
            guard s.isPunctuation(open, UInt8(ascii: "(")) else { continue }
            let close = Int(s.partner[open])
            guard close > open else { continue }
            var brace = close + 1
            while brace < s.count, !s.isPunctuation(brace, UInt8(ascii: "{")) {
                if s.isPunctuation(brace, UInt8(ascii: ";")) || s.isClosing(brace) || brace > close + 64 { brace = -1; break }
                brace += 1
            }
            guard brace > close, brace < s.count, s.partner[brace] > brace else { continue }
            bodies.append((brace...Int(s.partner[brace]), close != open + 1))
        }
        return bodies
    }

    /// The body of the innermost function around `index`, when that function takes no parameters.
    private static func innermost(
        _ functions: [(body: ClosedRange<Int>, takesParameters: Bool)], around index: Int, in s: TokenStructure
    ) -> ClosedRange<Int>? {
        let enclosing = functions.filter { $0.body.contains(index) }.max { $0.body.lowerBound < $1.body.lowerBound }
        guard let enclosing, !enclosing.takesParameters else { return nil }
        return enclosing.body
    }
}
