/// A bar item's own title attributes set with no receiver, or `self`, inside a subclass of a bar type:
/// `class NavigationBarButtonItem: UIBarButtonItem { init(…) { setTitleTextAttributes(attributes, for: .normal) } }`
/// (FP763). The innermost type around the call decides: a class whose superclass's name is a bar type's
/// (`BarItemTitleAttributes`' words); any other type (a view controller, a struct, an extension) is not one.
/// Only the superclass written in the declaration is read: a subclass of the project's own subclass is not followed.
extension TokenStructure {
    /// How far back the walk looks for the type around the call, in tokens (blocks are jumped over whole).
    private static let enclosingTypeReach = 4096

    func isInBarItemSubclassBody(_ index: Int) -> Bool {
        guard language == .swift else { return false }
        var brace = index - 1
        var steps = 0
        while brace >= 0, steps < Self.enclosingTypeReach {
            steps += 1
            if isPunctuation(brace, UInt8(ascii: "}")), partner[brace] >= 0 {
                brace = Int(partner[brace]) - 1
                continue
            }
            if isPunctuation(brace, UInt8(ascii: "{")), let superclass = declaredType(opening: brace) {
                guard let superclass else { return false }
                let word = text(superclass).lowercased()
                return Self.barWords.contains { word.contains($0) }
            }
            brace -= 1
        }
        return false
    }

    /// For the `{` of a type's body: the superclass token of `class Name: Superclass`, or `.some(nil)` for any other
    /// type (a struct, an enum, an extension, a class with no superclass); nil when the brace opens no type (a
    /// function, an accessor, a closure).
    private func declaredType(opening brace: Int) -> Int?? {
        var index = brace - 1
        while index >= 0, brace - index < 32 {
            if isPunctuation(index, UInt8(ascii: "{")) || isPunctuation(index, UInt8(ascii: "}")) || isPunctuation(index, UInt8(ascii: ";")) {
                return nil
            }
            if isWord(index, "func") || isWord(index, "init") || isWord(index, "var") || isWord(index, "let") { return nil }
            if isWord(index, "class") {
                guard tokens.indices.contains(index + 3), tokens[index + 1].kind == .word, isPunctuation(index + 2, UInt8(ascii: ":"))
                else { return .some(nil) }
                // `UIKit.UIBarButtonItem`: the type's own name.
                let superclass = isPunctuation(index + 4, Byte.dot) ? index + 5 : index + 3
                return tokens.indices.contains(superclass) && tokens[superclass].kind == .word ? superclass : .some(nil)
            }
            if isWord(index, "struct") || isWord(index, "enum") || isWord(index, "extension") || isWord(index, "actor") || isWord(index, "protocol") {
                return .some(nil)
            }
            index -= 1
        }
        return nil
    }
}
