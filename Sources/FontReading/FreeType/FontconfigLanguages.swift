import CFontconfig

/// The orthographies fontconfig finds a face's character map covers (its `lang` property).
/// Only `info` and coverage ask for them: computing a character set reads every cmap entry.
final class FontconfigLanguages {
    func languages(path: String, faceIndex: Int) -> [String]? {
        var count: Int32 = 0
        guard let pattern = FcFreeTypeQuery(path, UInt32(faceIndex), nil, &count) else { return nil }
        defer { FcPatternDestroy(pattern) }
        var langSet: OpaquePointer?
        guard FcPatternGetLangSet(pattern, "lang", 0, &langSet) == FcResultMatch, let langSet,
              let strings = FcLangSetGetLangs(langSet) else { return [] }
        defer { FcStrSetDestroy(strings) }
        guard let list = FcStrListCreate(strings) else { return [] }
        defer { FcStrListDone(list) }
        var languages: [String] = []
        while let next = FcStrListNext(list) {
            languages.append(String(cString: next))
        }
        return languages.sorted()
    }
}

@available(*, unavailable)
extension FontconfigLanguages: Sendable {}
