/// The fonts an asset catalog ships in its data sets (`Assets.xcassets/Fonts/Icons.dataset/Icons.otf`). actool
/// compiles a catalog into `Assets.car`; a data set's file is there as the data asset named after its folder, which
/// code reads with `NSDataAsset(name:)` and registers with `CTFontManagerRegisterGraphicsFont` (jewel, FP440).
/// Other files of a catalog (images, colours, a data set's JSON) are no fonts and stay unread.
enum AssetCatalogDataSet {
    /// The data asset a catalog file belongs to when it is a font inside a `.dataset` folder: `relativePath` is
    /// under the folder that holds the catalog (`Assets.xcassets/Fonts/Icons.dataset/Icons.otf`). A catalog
    /// folder that provides a namespace would prefix the name (`Fonts/Icons`); the data set's own name is kept,
    /// since nothing checks the name code asks for.
    static func dataAssetName(ofFontAt relativePath: String) -> String? {
        let components = relativePath.split(separator: "/")
        guard components.count >= 3, components.dropLast(2).contains(where: { $0.hasSuffix(".xcassets") }),
            let folder = components.dropLast().last, folder.hasSuffix(".dataset"),
            FileSignature.hasFontExtension(String(components[components.count - 1]))
        else { return nil }
        return String(folder.dropLast(".dataset".count))
    }

    /// The fonts of a catalog's data sets, as the target's files compiled into `Assets.car`: `files` are the
    /// walk's files under the folder holding the catalog, with their paths relative to that folder.
    static func copiedFonts(in files: [(path: String, relative: String)]) -> [CopiedFile] {
        files.compactMap { file in
            dataAssetName(ofFontAt: file.relative).map { CopiedFile(path: file.path, bundlePath: $0, isAssetCatalogData: true) }
        }
    }
}
