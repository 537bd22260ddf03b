/// What `specimen` did: the sheet it laid out (nil when there was nothing to draw), what it passed over and what
/// stopped it.
public struct SpecimenRun: Sendable {
    /// The sheet laid out; nil when there was nothing to draw.
    public var sheet: SpecimenSheet?
    /// One line each: styles naming no bundled face, faces that could not be drawn, unknown languages.
    public var notes: [String] = []
    /// PATH unreadable, nothing to draw, the image not written.
    public var errors: [String] = []
}
