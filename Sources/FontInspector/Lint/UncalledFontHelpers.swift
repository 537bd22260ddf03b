/// Font helpers nothing in the checkout calls (D381): a Swift function whose font name is its parameter or an enum
/// parameter's raw value (`func musicFont(_ font: MusicFont = .scribe, size: CGFloat) -> UIFont { UIFont(name:
/// font.rawValue, size: size)! }`), for which the scanner found no caller, and whose base name no word of any other
/// place mentions (`WordMentions`: a call, a `#selector`, a function reference, a selector string). Such a function
/// never runs, so its names fail nothing at run time. The system cannot call it either: no UIKit or AppKit callback
/// passes an app's enum or a font name, and a function the system or another module could reach is left out — one
/// in a file that says `public`, `open`, `@objc`, `@objcMembers`, `dynamic`, `@IBAction`, `@IBSegueAction`,
/// `override` or `@_cdecl` anywhere (lint does not tell which declaration the word is on, so it errs towards
/// "callable"). Objective-C methods are not judged: a selector the runtime sends needs no mention in the app.
enum UncalledFontHelpers {
    /// The calls (their indices in `calls`) inside a helper no caller was found for, whose name resolves to no face,
    /// with the helper's base name as `WordMentions` looks for it.
    static func candidates(_ references: [ResolvedFontNameReference], calls: [SourceFontCall]) -> [Int: [UInt8]] {
        var candidates: [Int: [UInt8]] = [:]
        for resolved in references {
            guard case .unresolved = resolved.resolution, resolved.reference.callerIndex == nil,
                let index = resolved.reference.sourceCallIndex, candidates[index] == nil
            else { continue }
            let call = calls[index]
            guard SourceLanguage(path: call.file) == .swift, let helper = call.helper, helper.callers.isEmpty,
                helper.namesFromCallers || helper.casesFromCallers,
                let name = WordMentions.word(helper.name.prefix { $0 != "(" }, exact: true)
            else { continue }
            candidates[index] = name
        }
        let files = Set(candidates.keys.map { calls[$0].file })
        let reachable = Set(files.filter(mayBeCalledFromOutside))
        return candidates.filter { !reachable.contains(calls[$0.key].file) }
    }

    /// Which of `candidates` no file mentions (none when lint could not read every file).
    static func find(_ candidates: [Int: [UInt8]], mentions: [(file: String, names: Set<[UInt8]>)]?) -> Set<Int> {
        guard let mentions, !candidates.isEmpty else { return [] }
        let mentioned = mentions.reduce(into: Set<[UInt8]>()) { $0.formUnion($1.names) }
        return Set(candidates.filter { !mentioned.contains($0.value) }.keys)
    }

    /// True when `file` says a word that lets the runtime, Interface Builder or another module call its functions.
    private static func mayBeCalledFromOutside(_ file: String) -> Bool {
        WordMentions.scan([], exact: callableWords, in: [file])?.first.map { !$0.names.isEmpty } ?? true
    }

    private static let callableWords: Set<[UInt8]> = Set(
        ["public", "open", "objc", "dynamic", "IBAction", "IBSegueAction", "override", "_cdecl"].compactMap { WordMentions.word($0[...], exact: true) })
}
