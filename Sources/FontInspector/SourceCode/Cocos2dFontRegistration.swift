/// cocos2d-iphone's CCLabelTTF registers a font file at run time only when handed the file's name (M622):
/// `setFontName:` passes a name ending in `.ttf` to `+registerCustomTTF:`, which calls
/// `CTFontManagerRegisterFontsForURL` on that bundle file, and draws the face the name's base names. Any other name
/// must be registered another way (UIAppFonts), or `fontWithName:` is nil and the label is drawn in Helvetica. So
/// the files it registers are the `.ttf` file names the project spells: in its code (CCLabelTTF, CCButton, …) and
/// in the SpriteBuilder scenes (`.ccbi`, any in the checkout), which hand their labels' font names to the same setter.
enum Cocos2dFontRegistration {
    /// True when the Objective-C file registers fonts only inside the body of `+registerCustomTTF:`.
    static func isLabelRegistration(in s: TokenStructure) -> Bool {
        guard s.language == .objectiveC,
            let definition = (0..<s.count).first(where: {
                s.isWord($0, "registerCustomTTF") && s.isPunctuation($0 - 1, UInt8(ascii: ")")) && s.isPunctuation($0 + 1, UInt8(ascii: ":"))
            }),
            let opening = (definition..<s.count).first(where: { s.isPunctuation($0, UInt8(ascii: "{")) || s.isPunctuation($0, UInt8(ascii: ";")) }),
            s.isPunctuation(opening, UInt8(ascii: "{")), s.partner[opening] > opening
        else { return false }
        let body = opening...Int(s.partner[opening])
        return (0..<s.count).allSatisfy { index in
            s.tokens[index].kind != .word || !SourceFileScanner.registrationWords.contains(s.text(index)) || body.contains(index)
        }
    }

    /// The `.ttf` files of `candidates` (bundle file names such as `Raleway-Medium.ttf`) whose name one of `files`
    /// spells, letter case aside, lowercased: those cocos2d's label may be handed, and so registers. One read of
    /// each file; a file that cannot be read is passed over.
    static func registeredFiles(among candidates: [String], spelledIn files: [String]) -> [String] {
        let wanted = Set(candidates.map { Array($0.lowercased().utf8) }.filter { $0.count > suffix.count && $0.suffix(suffix.count).elementsEqual(suffix) })
        guard !wanted.isEmpty else { return [] }
        var found: Set<[UInt8]> = []
        for file in files where found.count < wanted.count {
            guard let bytes = try? SmallFileReader.bytes(path: file, limit: SourceFileScanner.maximumFileSize) else { continue }
            found.formUnion(spelled(wanted, in: bytes))
        }
        return found.map { String(decoding: $0, as: UTF8.self) }.sorted()
    }

    private static let suffix = Array(".ttf".utf8)

    /// The names of `wanted` (lowercased bytes, each ending in `.ttf`) that end at one of the `.ttf`s of `bytes`.
    private static func spelled(_ wanted: Set<[UInt8]>, in bytes: [UInt8]) -> Set<[UInt8]> {
        var found: Set<[UInt8]> = []
        var end = suffix.count
        while end <= bytes.count {
            let isSuffix = (0..<suffix.count).allSatisfy { lowercased(bytes[end - suffix.count + $0]) == suffix[$0] }
            if isSuffix {
                for name in wanted where name.count <= end && !found.contains(name) {
                    let start = end - name.count
                    if (0..<name.count).allSatisfy({ lowercased(bytes[start + $0]) == name[$0] }) { found.insert(name) }
                }
            }
            end += 1
        }
        return found
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
    }
}
