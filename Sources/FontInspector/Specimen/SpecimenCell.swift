/// One cell of a specimen row: a face drawing the samples at the row's size, or a message where there is no
/// face to draw. Positions are pixels; `x` from the sheet's left edge.
public struct SpecimenCell: Sendable, Hashable {
    /// The cell's left edge, in pixels from the sheet's.
    public var x: Int
    /// Its width in pixels.
    public var width: Int
    /// `body · Large · 17 pt · HarborSans-Regular`, in the label font above the samples.
    public var label: String
    /// What the cell draws under its label.
    public var content: Content

    /// Samples drawn in a face, or a message in its place.
    public enum Content: Sendable, Hashable {
        /// `missing`: the characters of the samples the face's character map lacks, in text order, each once
        /// (nil when the map could not be read). `missingNote` lists them under the samples.
        case text(SpecimenFace, pixelSize: Double, missing: [Unicode.Scalar]?)
        /// `no Bold Text face: …`, drawn in the label font where the samples would be.
        case message(String)
    }

    /// A cell at `x`, `width` pixels wide.
    public init(x: Int, width: Int, label: String, content: Content) {
        self.x = x
        self.width = width
        self.label = label
        self.content = content
    }

    /// `lacks U+0142 U+1EBF: iOS draws them in a fallback font`, or nil when nothing is missing.
    public var missingNote: String? {
        guard case .text(_, _, let missing?) = content, !missing.isEmpty else { return nil }
        let shown = missing.prefix(8).map(CodePoint.label).joined(separator: " ")
        let more = missing.count > 8 ? " and \(missing.count - 8) more" : ""
        return "lacks \(shown)\(more): iOS draws \(missing.count == 1 ? "it" : "them") in a fallback font"
    }
}
