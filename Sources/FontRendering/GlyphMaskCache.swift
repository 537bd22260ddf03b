/// Rasterized glyphs of one face, so that a sheet drawing the same letters hundreds of times asks FreeType
/// once for each glyph, size and quarter-pixel phase. Bounded: past `capacity` masks it starts over.
struct GlyphMaskCache {
    struct Key: Hashable {
        var glyph: UInt32
        /// 26.6 pixels.
        var size: Int
        /// Quarter pixels, 0 to 3.
        var phase: Int
    }

    static let capacity = 4096
    private var masks: [Key: CoverageMask] = [:]

    subscript(key: Key) -> CoverageMask? {
        get { masks[key] }
        set {
            if masks.count >= Self.capacity { masks.removeAll(keepingCapacity: true) }
            masks[key] = newValue
        }
    }
}
