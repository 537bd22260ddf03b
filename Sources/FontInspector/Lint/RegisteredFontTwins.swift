import Foundation

/// Font files no Info.plist registers that are byte for byte a file one does register: an embedded framework's or a
/// package's own copy of a font the app ships too (Beat's BeatCore.framework Courier Prime, D441). Whatever a
/// face-hygiene rule finds in such a copy it finds in the registered file, so it is said once, there.
struct RegisteredFontTwins: Sendable {
    /// The unregistered copy's path → the registered file with the same bytes.
    private let twins: [String: BundleFont]

    /// Only files that share a PostScript name with a registered file are compared, and only when Info.plists
    /// declare fonts (without one, every file counts as registered): each pair is read once.
    init(_ bundle: FontBundle) {
        var twins: [String: BundleFont] = [:]
        if bundle.declaresFonts {
            for faces in bundle.facesByPostScriptName.values {
                var fonts: [String: BundleFont] = [:]
                for face in faces { fonts[face.font.path] = face.font }
                guard fonts.count > 1 else { continue }
                let registered = fonts.values.filter(bundle.isRegistered).sorted { $0.path < $1.path }
                for copy in fonts.values where twins[copy.path] == nil && !bundle.isRegistered(copy) {
                    twins[copy.path] = registered.first { FileManager.default.contentsEqual(atPath: $0.path, andPath: copy.path) }
                }
            }
        }
        self.twins = twins
    }

    /// The registered file `font` is a copy of, if any.
    func registeredTwin(of font: BundleFont) -> BundleFont? { twins[font.path] }
}
