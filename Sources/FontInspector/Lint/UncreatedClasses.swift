/// Objective-C classes nothing in the checkout creates (D422), and the fixed-size font calls in their methods, which
/// style views no one sees. A class's instance methods run only once something makes an instance — `alloc`/`new`, a
/// storyboard's or xib's `customClass`, `registerClass:`, `NSClassFromString(@"…")`, a property list's principal,
/// delegate or extension class, a Core Data entity's class, a subclass — and its class methods only when it is
/// messaged by name: each of these writes the class's name. So a class whose name no word of any other place starts
/// with (`WordMentions`, matched as written; its own `@interface`/`@implementation`/`@class` words, `#import`
/// lines, whole-line comments, method signatures and the project's file list do not count) is never made.
///
/// Judged only for a class's own `@implementation` (a category's class may be the system's, which UIKit makes),
/// not in `+load` (the runtime sends it to every class), and only in files that application targets compile and no
/// framework or library target does (a framework's class may be made by code outside the checkout). Missed on
/// purpose, as D380 misses nib names built from pieces: a class name put together at run time.
enum UncreatedClasses {
    /// For each Objective-C file that only application targets compile, the lines of its calls (and helper callers)
    /// at a size kept whatever the user's text size that lie in a method of a judged class, with that class's name
    /// as `WordMentions` looks for it.
    static func candidates(
        _ calls: [SourceFontCall], applicationOnlyFiles appFiles: Set<String>, methodBodies: inout ObjectiveCMethodBodiesCache
    ) -> [String: [Int: [UInt8]]] {
        var lines: [String: Set<Int>] = [:]
        for call in calls {
            if call.textSize.keepsItsSize { lines[call.file, default: []].insert(call.line) }
            for site in call.helper?.callers ?? [] where site.textSize.keepsItsSize { lines[site.file, default: []].insert(site.line) }
        }
        var candidates: [String: [Int: [UInt8]]] = [:]
        for (file, fileLines) in lines where SourceLanguage(path: file) == .objectiveC && appFiles.contains(file) {
            guard let bodies = methodBodies.bodies(of: file) else { continue }
            for line in fileLines {
                guard let ownClass = bodies.method(atLine: line)?.ownClass else { continue }
                candidates[file, default: [:]][line] = ownClass
            }
        }
        return candidates
    }

    /// The class names `WordMentions.scan` must look for (matched as written).
    static func wordsToFind(_ candidates: [String: [Int: [UInt8]]]) -> Set<[UInt8]> {
        Set(candidates.values.flatMap(\.values))
    }

    /// The candidates whose class no file mentions (none when lint could not read every file), each line with the
    /// class's name.
    static func find(_ candidates: [String: [Int: [UInt8]]], mentions: [(file: String, names: Set<[UInt8]>)]?) -> [String: [Int: String]] {
        guard let mentions, !candidates.isEmpty else { return [:] }
        let mentioned = mentions.reduce(into: Set<[UInt8]>()) { $0.formUnion($1.names) }
        var found: [String: [Int: String]] = [:]
        for (file, lines) in candidates {
            let uncreated = lines.filter { !mentioned.contains($0.value) }.mapValues { String(decoding: $0, as: UTF8.self) }
            if !uncreated.isEmpty { found[file] = uncreated }
        }
        return found
    }
}
