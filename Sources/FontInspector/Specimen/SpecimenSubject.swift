/// What one group of a specimen's rows shows: a style of a style map with the face Bold Text switches to, or,
/// without a style map, one registered face (a waterfall at Body's sizes).
public enum SpecimenSubject: Sendable, Hashable {
    case style(ScaledTextStyle, regular: SpecimenFace, bold: BoldTextFace)
    case waterfall(SpecimenFace)

    /// The face beside the regular one.
    public enum BoldTextFace: Sendable, Hashable {
        /// The face the entry's `boldFontName` names.
        case named(SpecimenFace)
        /// No `boldFontName`: the heavier face of the family iOS-style mapping would pick (lint's inference).
        case inferred(SpecimenFace)
        /// Nothing to draw; the reason is the cell's text.
        case missing(reason: String)
    }
}
