/// The fonts the build registers for the storyboards and xibs a target copies: the files of each document's
/// `customFonts` index, which Xcode's Interface Builder compilers add to the built Info.plist's `UIAppFonts`
/// (`CustomFontsActivation`). An app whose written `UIAppFonts` is empty still has those faces at launch (FP340).
enum InterfaceBuilderFontActivation {
    /// The `UIAppFonts` entries (paths in the bundle, as the index's keys name them) that the documents `target`
    /// copies add to its built Info.plist.
    static func entries(of target: XcodeTarget, references: [InterfaceBuilderFontReference]) -> Set<String> {
        let copied = Set(target.copiedFiles.map(\.path))
        var entries: Set<String> = []
        for reference in references {
            guard let fontFile = indexedFontFile(reference), copied.contains(reference.file),
                target.customFontsActivation.activates(documentAt: reference.file)
            else { continue }
            entries.insert(fontFile)
        }
        return entries
    }

    /// The font files those entries register: for each target, the file it copies to an entry's path. Without a
    /// project every storyboard and xib is taken to be built, as every font file under PATH is taken to ship: an
    /// entry registers each font file so named.
    static func registeredFiles(
        targets: [XcodeTarget], references: [InterfaceBuilderFontReference], fontFiles: [String]
    ) -> Set<String> {
        let indexed = Set(references.compactMap(indexedFontFile))
        guard !indexed.isEmpty else { return [] }
        guard !targets.isEmpty else { return Set(fontFiles.filter { indexed.contains(String(PathName.last(of: $0))) }) }
        var registered: Set<String> = []
        for target in targets {
            let entries = entries(of: target, references: references)
            guard !entries.isEmpty else { continue }
            registered.formUnion(target.copiedFiles.filter { entries.contains($0.bundlePath) }.map(\.path))
        }
        return registered
    }

    /// The font file a `customFonts` index entry lists the name under; nil for a name on a view.
    private static func indexedFontFile(_ reference: InterfaceBuilderFontReference) -> String? {
        guard case .customFontsIndex(let fontFile) = reference.kind else { return nil }
        return fontFile
    }
}
