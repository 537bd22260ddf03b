/// The storyboards and xibs of an app that nothing in its checkout can load (D380): UIKit and AppKit load one
/// only by its name — `UINib(nibName:)`, `loadNibNamed`, `UIStoryboard(name:)`, `nibName: nil` (the view
/// controller's class name, with or without a trailing "Controller"), R.swift's `R.nib.keyboardView`, an
/// Info.plist's `UIMainStoryboardFile`/`NSMainNibFile`, a storyboard reference's `storyboardName`, a
/// `customClass` that names the class the code loads it by. So a document is loaded by nothing when no word of any
/// other file starts with its base name (letter case aside, `~ipad`/`~iphone` dropped), leaving out only what
/// cannot load it: its own variants (localizations, device modifiers), the project's file references, whole-line
/// `//` comments, `#import` lines and the name's own class declaration (`class KeyboardView`, `@interface`).
/// Anything lint is unsure of — a name that is not one word, a file it cannot read — counts as loading it.
///
/// The files are read once (`WordMentions`, shared with `UncalledFontHelpers`).
enum UnloadedInterfaceBuilderFiles {
    /// The base names `documents` are loaded by: what `WordMentions.scan` looks for.
    static func nibNames(of documents: Set<String>) -> Set<[UInt8]> { Set(documents.compactMap(nibName)) }

    /// Which of `documents` no file can load, given which names each file's words mention (nil: lint could not
    /// read every file, so it cannot say).
    static func find(among documents: Set<String>, mentions: [(file: String, names: Set<[UInt8]>)]?) -> Set<String> {
        guard let mentions else { return [] }
        var byName: [[UInt8]: [String]] = [:]
        for document in documents {
            guard let name = nibName(of: document) else { continue }
            byName[name, default: []].append(document)
        }
        var loaded: Set<[UInt8]> = []
        for (file, names) in mentions {
            var names = names
            // A document's own variants (`en.lproj/X.xib`, `X~ipad.xib`) are the same nib: they do not load it.
            if let own = nibName(of: file), byName[own] != nil { names.remove(own) }
            loaded.formUnion(names)
        }
        return Set(byName.filter { !loaded.contains($0.key) }.values.joined())
    }

    /// The base name a storyboard or xib is loaded by, in lowercase ASCII: nil for one whose name is not a single
    /// word (`Launch Screen.storyboard`), which lint cannot look for.
    static func nibName(of path: String) -> [UInt8]? {
        guard InterfaceBuilderReader.isInterfaceBuilderFile(path) else { return nil }
        var name = Substring(path.split(separator: "/").last ?? "")
        name = name.prefix(upTo: name.lastIndex(of: ".") ?? name.endIndex)
        for modifier in ["~ipad", "~iphone"] where name.lowercased().hasSuffix(modifier) { name = name.dropLast(modifier.count) }
        return WordMentions.word(name)
    }
}
