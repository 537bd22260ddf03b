/// Which face Bold Text switches to, before and after: for every paired face the heavier face iOS infers from its
/// family (`BoldTextCandidates.bold`), and for every style-map entry its `boldFontName` or inferred face. A
/// change is a face that is not the NEW counterpart of the OLD bold face (a rename alone is not a change).
enum BoldTextMappingComparison {
    /// The Bold Text change of each paired face that has one, by the OLD face's key.
    static func inferredChanges(
        _ pairs: [FacePair], old: FontBundle, new: FontBundle, counterparts: [DiffFaceKey: DiffFaceKey]
    ) -> [DiffFaceKey: AttributeChange] {
        let oldCandidates = BoldTextCandidates(old), newCandidates = BoldTextCandidates(new)
        // By path: a lookup per pair, not a scan of the side's files.
        let oldFonts = Dictionary(old.fonts.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let newFonts = Dictionary(new.fonts.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var changes: [DiffFaceKey: AttributeChange] = [:]
        for pair in pairs {
            guard let oldFont = oldFonts[pair.old.face.file], let newFont = newFonts[pair.new.face.file] else { continue }
            let oldBold = oldCandidates.bold(for: BundleFace(font: oldFont, face: pair.old.face))
            let newBold = newCandidates.bold(for: BundleFace(font: newFont, face: pair.new.face))
            if let change = change(from: oldBold, to: newBold, counterparts: counterparts) { changes[pair.old.key] = change }
        }
        return changes
    }

    /// Style-map entries whose Bold Text face changes, as findings on the entry.
    static func styleMapFindings(old: FontBundle, new: FontBundle, counterparts: [DiffFaceKey: DiffFaceKey]) -> [Finding] {
        let newVariants = Dictionary(BoldTextVariant.all(in: new).map { (VariantKey($0), $0) }, uniquingKeysWith: { first, _ in first })
        return BoldTextVariant.all(in: old).compactMap { variant -> Finding? in
            guard let newVariant = newVariants[VariantKey(variant)],
                  let change = change(from: variant.named ?? variant.inferred, to: newVariant.named ?? newVariant.inferred, counterparts: counterparts)
            else { return nil }
            return Finding(
                ruleID: DiffFindings.boldTextChanges, severity: .warning,
                message: Finding.Message("Bold Text switches to \(change.new) in NEW; it was \(change.old)"),
                location: newVariant.named != nil ? newVariant.boldLocation : newVariant.location, subject: variant.entry.key)
        }
    }

    private static func change(from old: BundleFace?, to new: BundleFace?, counterparts: [DiffFaceKey: DiffFaceKey]) -> AttributeChange? {
        let expected = old.flatMap { counterparts[DiffFaceKey($0.face)] }
        guard expected != new.map({ DiffFaceKey($0.face) }) else { return nil }
        return AttributeChange(.boldText, old: old.map(label) ?? "none", new: new.map(label) ?? "none")
    }

    private static func label(_ face: BundleFace) -> String { face.face.postScriptName ?? face.face.fullName ?? face.place }

    /// A style-map entry's identity on both sides: the map and the key.
    private struct VariantKey: Hashable {
        var file: String
        var key: String

        init(_ variant: BoldTextVariant) {
            file = variant.map.file
            key = variant.entry.key
        }
    }
}
