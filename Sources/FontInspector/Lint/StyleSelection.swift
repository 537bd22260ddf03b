/// Whether anything in the app picks a face of a family by its style — where a face's bold and italic bits and
/// weight class decide which face draws. A PostScript name loads exactly its face whatever those records say; a
/// family name makes Core Text choose the family's regular face among its faces, and a trait or weight request
/// (`StyleSelectingCode`: symbolic traits, `NSFontManager`, SwiftUI's `.bold()` and `.weight(_)`, CSS) chooses the
/// face of the asked style. Lint does not follow which font a request is made of, so one request anywhere counts
/// for every family. Interface Builder names custom fonts by PostScript name, style maps too; Bold Text makes no
/// custom font heavier by itself (an app's switch to a bold face is a name, or a trait request).
struct StyleSelection: Sendable {
    /// Some code asks for a face by style, or the code was not read: every family counts as selected.
    let selectsEveryFamily: Bool
    /// The first file that asks for a face by style; nil when none does or the code was not read.
    let firstStyleSelectingFile: String?
    /// For each family a family name written in the app reaches (Core Text's family fallback), the first such name.
    let familyNames: [String: FontNameReference]

    /// `styleSelectingFiles`: nil when the code was not read.
    init(references: [ResolvedFontNameReference], styleSelectingFiles: [String]?) {
        selectsEveryFamily = styleSelectingFiles.map { !$0.isEmpty } ?? true
        firstStyleSelectingFile = styleSelectingFiles?.first
        var familyNames: [String: FontNameReference] = [:]
        for resolved in references {
            guard case .familyFallback(_, let family) = resolved.resolution else { continue }
            for name in family.compactMap(\.face.family) where familyNames[name] == nil { familyNames[name] = resolved.reference }
        }
        self.familyNames = familyNames
    }

    /// Whether something may pick `face` (or a sibling in its place) by style. A face without a family is taken as
    /// selected: lint cannot tell.
    func selects(_ face: FontFace) -> Bool {
        guard !selectsEveryFamily, let family = face.family else { return true }
        return familyNames[family] != nil
    }

    /// What picks a face of `face`'s family by style, in words a finding ends with; nil when nothing is seen to,
    /// or when the code was not read (the finding then says nothing of use).
    func selector(of face: FontFace) -> String? {
        if let family = face.family, let name = familyNames[family] {
            let place = name.location.line.map { "\(name.location.file):\($0)" } ?? name.location.file
            return "the family name \(name.subject) (\(place)) makes Core Text pick among \"\(family)\"'s faces by these records"
        }
        return firstStyleSelectingFile.map { "\($0) asks for a face by style (a trait or weight request), and lint does not follow which font it is made of" }
    }
}

extension StyleSelection {
    /// Where a flaw of a face's bold, italic or weight records shows at run time.
    enum Reach: Sendable {
        /// Only where something selects the family by style: a weight class, the bold and italic bits (a Bold
        /// loaded by its PostScript name draws bold whatever Core Text reports of it, D700).
        case selection
        /// Also on the face itself once a name loads it: the caret an italic angle slants.
        case loadedFace
    }
}
