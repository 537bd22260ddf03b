import CFontconfig

/// The font files installed on this machine, as fontconfig's configuration finds them.
public enum SystemFontCatalog {
    /// Every file fontconfig lists, once each, sorted by path.
    public static func installedFontFiles() -> [String] {
        guard let config = FcInitLoadConfigAndFonts() else { return [] }
        defer { FcConfigDestroy(config) }
        guard let pattern = FcPatternCreate(), let objects = FcObjectSetCreate() else { return [] }
        defer {
            FcPatternDestroy(pattern)
            FcObjectSetDestroy(objects)
        }
        _ = FcObjectSetAdd(objects, "file")
        guard let fontSet = FcFontList(config, pattern, objects) else { return [] }
        defer { FcFontSetDestroy(fontSet) }
        var files: Set<String> = []
        for index in 0..<Int(fontSet.pointee.nfont) {
            var file: UnsafeMutablePointer<FcChar8>?
            if let font = fontSet.pointee.fonts[index], FcPatternGetString(font, "file", 0, &file) == FcResultMatch, let file {
                files.insert(String(cString: file))
            }
        }
        return files.sorted()
    }
}
