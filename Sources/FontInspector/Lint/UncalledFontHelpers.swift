/// Font helpers and other functions nothing in the checkout calls (D381, D602, D604): a Swift function whose font name
/// is its parameter or an enum parameter's raw value (`func musicFont(_ font: MusicFont = .scribe, size: CGFloat) ->
/// UIFont { UIFont(name: font.rawValue, size: size)! }`), for which the scanner found no caller, or a `static`/`class`
/// or free Swift function whatever its font comes from (no protocol requirement the system calls), and whose base
/// name no word of any other place mentions (`WordMentions`: a call, a `#selector`, a function reference, a selector string). Such a function
/// never runs, so its names fail nothing at run time. The system cannot call it either: no UIKit or AppKit callback
/// passes an app's enum or a font name, and a function the system or another module could reach is left out — one
/// in a file that says `public`, `open`, `@objc`, `@objcMembers`, `dynamic`, `@IBAction`, `@IBSegueAction`,
/// `override` or `@_cdecl` anywhere (lint does not tell which declaration the word is on, so it errs towards
/// "callable"). `public` and `open` open a function to other modules only: in a file that application targets
/// compile and no framework or library does, they reach no one, since nothing imports an app (D960). An Objective-C method of an `@implementation` is judged the same way by its selector's keywords
/// (`+blackFontWithSize:`), whatever its names come from, when `ObjectiveCMethodBodies` rules out the runtime or UIKit
/// sending it: not an `IBAction` or `UI_APPEARANCE_SELECTOR`, and not an instance method that could override UIKit's.
/// A SwiftUI view modifier's `body` (D1302) runs only for a view that applies it: judged when its file writes its
/// type's name only in functions a call by name runs (`ViewModifierBodies`), no word names those functions and no
/// other file names the type.
enum UncalledFontHelpers {
    /// A call's helper and the words that would name it.
    struct Candidate {
        var helper: UncalledFontHelper
        var names: [[UInt8]]
        var reach = Reach.byNameOnly
        /// A name that counts only in files other than `file`, whose own uses the scanner judged: a view modifier's
        /// type, written in its file only by the functions that apply it (`names`).
        var namedElsewhere: (name: [UInt8], file: String)?
    }

    /// What else than a call writing its name may run a candidate.
    enum Reach {
        /// Nothing: an Objective-C method judged so, or a function whose declaration shows it
        /// (`SourceFontCall.functionRunOnlyByName`).
        case byNameOnly
        /// Another module, by name: a `public` or `open` function, unless the file is one only applications compile.
        case otherModules(file: String)
        /// Whatever the file's words allow: a helper lint found by its parameters, whose declaration it did not read;
        /// reachable when the file says a word that lets the runtime, or another module, call it.
        case fileWords(file: String)
    }

    /// The calls (their indices in `calls`) inside a function or method that only a caller writing its name can
    /// run, with its base name (or an Objective-C method's selector keywords) as `WordMentions` looks for them: a
    /// Swift helper whose font name its callers give, for which no caller was found; a `static`/`class` or free Swift
    /// function (`SourceFontCall.functionRunOnlyByName`); a judged Objective-C method (`ObjectiveCMethodBodies`).
    static func candidates(_ calls: [SourceFontCall], methodBodies: inout ObjectiveCMethodBodiesCache) -> [Int: Candidate] {
        var candidates: [Int: Candidate] = [:]
        var objectiveC: [String: [Int]] = [:]
        for (index, call) in calls.enumerated() {
            switch SourceLanguage(path: call.file) {
            case .objectiveC:
                objectiveC[call.file, default: []].append(index)
            case .swift:
                // A committed SwiftGen table makes a font only where code reads its enum (FP1200).
                if let table = call.generatedFontTable, let word = WordMentions.word(table[...], exact: true) {
                    candidates[index] = Candidate(helper: UncalledFontHelper(name: table, kind: .generatedFontTable), names: [word])
                    continue
                }
                // A view modifier's body runs where a view applies it: its type's name elsewhere, or a call of the
                // functions of its file that apply it (D1302).
                if let modifier = call.viewModifier, let word = WordMentions.word(modifier.name[...], exact: true) {
                    candidates[index] = Candidate(
                        helper: UncalledFontHelper(name: modifier.name, kind: .viewModifier(appliedBy: modifier.appliedBy)),
                        names: modifier.appliedBy.compactMap { WordMentions.word($0[...], exact: true) },
                        reach: modifier.opensToOtherModules ? .otherModules(file: call.file) : .byNameOnly, namedElsewhere: (word, call.file))
                    continue
                }
                // A function its own declaration shows only a call by name runs needs no look at the rest of its file.
                if let name = call.functionRunOnlyByName, let word = WordMentions.word(name[...], exact: true) {
                    candidates[index] = Candidate(
                        helper: UncalledFontHelper(name: call.helper?.name ?? name, kind: .swiftFunction), names: [word],
                        reach: call.functionOpensToOtherModules ? .otherModules(file: call.file) : .byNameOnly)
                    continue
                }
                guard let helper = call.helper, helper.callers.isEmpty, helper.namesFromCallers || helper.casesFromCallers,
                    let word = WordMentions.word(helper.name.prefix { $0 != "(" }, exact: true)
                else { continue }
                candidates[index] = Candidate(helper: UncalledFontHelper(name: helper.name, kind: .swiftFunction), names: [word], reach: .fileWords(file: call.file))
            case nil:
                continue
            }
        }
        for (file, indices) in objectiveC {
            guard let bodies = methodBodies.bodies(of: file) else { continue }
            for index in indices {
                guard let method = bodies.method(atLine: calls[index].line), method.judged else { continue }
                candidates[index] = Candidate(
                    helper: UncalledFontHelper(name: method.selector, kind: .objectiveCMethod),
                    names: method.keywords + (method.keywords.first.flatMap(swiftBaseName).map { [$0] } ?? []))
            }
        }
        return candidates
    }

    /// The words `WordMentions.scan` must look for, so that one read of the files answers both: the candidates'
    /// names (`calls`, which a plain string or a file name does not mention), and the words that make a Swift
    /// helper's file callable from outside (`exact`).
    static func wordsToFind(_ candidates: [Int: Candidate]) -> (calls: Set<[UInt8]>, exact: Set<[UInt8]>) {
        let opensFiles = candidates.values.contains { if case .fileWords = $0.reach { true } else { false } }
        let names = candidates.values.flatMap { $0.names + ($0.namedElsewhere.map { [$0.name] } ?? []) }
        return (Set(names), opensFiles ? runtimeWords.union(moduleWords) : [])
    }

    /// Which of `candidates` no file mentions (none when lint could not read every file), with their helpers. A
    /// Swift helper whose file says a word that lets the runtime, Interface Builder or another module call its
    /// functions, or whose file the scan did not read, is left out; in `applicationOnlyFiles` (see
    /// `filesOnlyApplicationsCompile`) the words that open it to other modules do not count.
    static func find(
        _ candidates: [Int: Candidate], mentions: [(file: String, names: Set<[UInt8]>)]?, applicationOnlyFiles: Set<String>
    ) -> [Int: UncalledFontHelper] {
        guard let mentions, !candidates.isEmpty else { return [:] }
        let mentioned = mentions.reduce(into: Set<[UInt8]>()) { $0.formUnion($1.names) }
        let namedElsewhere = Set(candidates.values.compactMap { $0.namedElsewhere?.name })
        var filesNaming: [[UInt8]: Set<String>] = [:]
        for file in mentions { for name in file.names where namedElsewhere.contains(name) { filesNaming[name, default: []].insert(file.file) } }
        let closedFiles = Set(mentions.filter { file in
            file.names.isDisjoint(with: runtimeWords) && (applicationOnlyFiles.contains(file.file) || file.names.isDisjoint(with: moduleWords))
        }.map(\.file))
        return candidates.filter { _, candidate in
            guard !candidate.names.contains(where: mentioned.contains) else { return false }
            if let type = candidate.namedElsewhere, filesNaming[type.name, default: []].contains(where: { $0 != type.file }) { return false }
            switch candidate.reach {
            case .byNameOnly: return true
            case .otherModules(let file): return applicationOnlyFiles.contains(file)
            case .fileWords(let file): return closedFiles.contains(file)
            }
        }.mapValues(\.helper)
    }

    /// The name Swift calls an Objective-C method by when its first keyword holds a preposition
    /// (`appFontWithWeight` → `appFont(withWeight:)`, `markerFontOfSize` → `markerFont(ofSize:)`): the keyword up
    /// to its first capitalized preposition. `WordMentions` matches words that start with a name, so the shortest
    /// cut finds every way Swift may split it. Nil when the keyword has none or starts with one.
    static func swiftBaseName(_ keyword: [UInt8]) -> [UInt8]? {
        for start in keyword.indices.dropFirst() where (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(keyword[start]) {
            let rest = keyword[start...]
            if prepositions.contains(where: { rest.starts(with: $0) }) { return Array(keyword[..<start]) }
        }
        return nil
    }

    private static let prepositions: [[UInt8]] = ["With", "Of", "For", "At", "In", "From", "By", "To", "On", "Using", "Named"].map { Array($0.utf8) }

    /// Words that let the runtime or Interface Builder call a file's functions.
    private static let runtimeWords: Set<[UInt8]> = Set(
        ["objc", "dynamic", "IBAction", "IBSegueAction", "override", "_cdecl"].compactMap { WordMentions.word($0[...], exact: true) })
    /// Words that let another module call them.
    private static let moduleWords: Set<[UInt8]> = Set(["public", "open"].compactMap { WordMentions.word($0[...], exact: true) })
}

/// A function or Objective-C method nothing in the checkout calls, or a generated font table nothing reads, as
/// unknown-font-name's warning names it (D381, FP1200).
public struct UncalledFontHelper: Sendable, Hashable {
    /// `musicFont(_:size:)`, `+blackFontWithSize:`, or `FontFamily`.
    public var name: String
    /// What it is.
    public var kind: Kind

    /// What an uncalled piece of code can be.
    public enum Kind: Sendable, Hashable {
        case swiftFunction
        /// The message says "method".
        case objectiveCMethod
        /// SwiftGen's committed fonts enum, whose `FontConvertible` constants make no font until read (FP1200).
        case generatedFontTable
        /// A SwiftUI view modifier, applied in its file only by the functions named (D1302).
        case viewModifier(appliedBy: [String])
    }

    /// A piece of code of `kind` named `name`.
    public init(name: String, kind: Kind) {
        self.name = name
        self.kind = kind
    }

    /// How the messages say that nothing runs it: "calls musicFont(_:size:), the function it is in (…)".
    var nothingRuns: String {
        switch kind {
        case .swiftFunction: "calls \(name), the function it is in (no other word names it)"
        case .objectiveCMethod: "calls \(name), the method it is in (no other line names its selector; commented-out lines do not count)"
        case .generatedFontTable: "reads \(name), the generated fonts enum it is in (no other word names it)"
        case .viewModifier(let functions) where functions.isEmpty: "applies \(name), the view modifier it is in (no other word names it)"
        case .viewModifier(let functions):
            "applies \(name), the view modifier it is in (only \(functions.map { "\($0)()" }.joined(separator: ", ")) in its file "
                + "\(functions.count == 1 ? "applies" : "apply") it, and no other word names \(functions.count == 1 ? "that" : "those") or \(name))"
        }
    }
}
