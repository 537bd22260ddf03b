/// The bundled faces that copy a system face: their PostScript name is a preinstalled face on every platform of
/// the targets that copy the file. Registering a PostScript name that is already registered fails (Core Text's
/// CTFontManagerRegisterGraphicsFont), so `UIFont(name:)` returns the system's face and the copy's metadata reaches
/// no user (Vie bundles Apple's Avenir Next Condensed: FP200). Face-hygiene rules pass these over.
struct SystemFaceCopies: Sendable {
    /// A face by its file, face index and named instance.
    private struct Key: Hashable, Sendable {
        let location: FaceLocation
        let instance: Int?
        init(_ face: FontFace) { location = FaceLocation(of: face); instance = face.instanceIndex }
    }

    private let copies: Set<Key>

    init(bundle: FontBundle) {
        let platforms = ReferencePlatforms(bundle: bundle)
        var copies: Set<Key> = []
        for font in bundle.fonts {
            let filePlatforms = platforms.of(font.path)
            for face in font.faces {
                guard let name = face.postScriptName,
                      filePlatforms.allSatisfy({ AppleSystemFonts.isSystemFont(postScriptName: name, on: $0) })
                else { continue }
                copies.insert(Key(face))
            }
        }
        self.copies = copies
    }

    /// Whether the system has a face of this face's PostScript name on every platform its file ships for.
    func contains(_ face: BundleFace) -> Bool { copies.contains(Key(face.face)) }
}
