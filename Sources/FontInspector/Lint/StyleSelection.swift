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
    /// The families a family name written in the app reaches (Core Text's family fallback).
    let familiesNamed: Set<String>

    /// `styleSelectingFiles`: nil when the code was not read.
    init(references: [ResolvedFontNameReference], styleSelectingFiles: [String]?) {
        selectsEveryFamily = styleSelectingFiles.map { !$0.isEmpty } ?? true
        familiesNamed = Set(references.flatMap { resolved -> [String] in
            guard case .familyFallback(_, let family) = resolved.resolution else { return [] }
            return family.compactMap(\.face.family)
        })
    }

    /// Whether something may pick `face` (or a sibling in its place) by style. A face without a family is taken as
    /// selected: lint cannot tell.
    func selects(_ face: FontFace) -> Bool {
        guard !selectsEveryFamily, let family = face.family else { return true }
        return familiesNamed.contains(family)
    }
}

extension StyleSelection {
    /// Where a flaw of a face's bold, italic or weight records shows at run time.
    enum Reach: Sendable {
        /// Only where something selects the family by style: a weight class, a bit no request reads.
        case selection
        /// Also on the face itself once a name loads it: what Core Text reports of the loaded face (a Bold face it
        /// does not call bold, T7), or the caret an italic angle slants.
        case loadedFace
    }
}
