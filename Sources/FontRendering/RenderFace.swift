// scripts/fuzz compiles FontReading and FontRendering into one module, where there is nothing to import.
#if canImport(FontReading)
import FontReading
#endif
import CFreeType
import CHarfBuzz

/// A face opened for drawing: a FreeType library and face, and a HarfBuzz font on that face, all freed in
/// `deinit`. Not Sendable (FreeType wants one library per thread): a worker opens its own. The pointers stay
/// in this file; what leaves it is values (`ShapedLine`, `CoverageMask`).
package final class RenderFace {
    /// The largest pixel size drawn; larger requests are drawn at this size.
    package static let maximumPixelSize = 2048.0
    /// A glyph whose bitmap would be larger than this on either side is left out (a hostile outline).
    static let maximumMaskSide = 4096

    package let path: String
    private let library: FT_Library
    private let face: FT_Face
    private let font: OpaquePointer
    private var currentSize: FT_F26Dot6 = 0
    private var masks = GlyphMaskCache()

    /// Opens face `faceIndex` of `path`, at named instance `namedInstance` (1-based, as `FontFace` counts them;
    /// nil for the default location) so that a variable font draws at the instance's coordinates.
    package init(path: String, faceIndex: Int = 0, namedInstance: Int? = nil) throws(RenderError) {
        self.path = path
        // Never hand FreeType a FIFO or device (opening it can block) nor an oversized file.
        guard case .regular(let size) = FileStatus.of(path), size > 0, size <= ReadLimits.maximumFileSize else {
            throw RenderError(file: path, reason: "cannot draw it: not a regular font file of a readable size")
        }
        guard (0...0xFFFF).contains(faceIndex), (namedInstance ?? 1) >= 1, (namedInstance ?? 1) <= 0x7FFF else {
            throw RenderError(file: path, reason: "cannot draw face \(faceIndex) instance \(namedInstance ?? 0): out of range")
        }
        var library: FT_Library?
        let started = FT_Init_FreeType(&library)
        guard started == 0, let library else {
            throw RenderError(file: path, reason: "FreeType failed to start: \(String(cString: fi_error_string(started)))")
        }
        var face: FT_Face?
        // FreeType's face index carries the named instance in its high 16 bits.
        let opened = FT_New_Face(library, path, FT_Long(faceIndex | (namedInstance ?? 0) << 16), &face)
        guard opened == 0, let face else {
            FT_Done_FreeType(library)
            let what = namedInstance.map { "face \(faceIndex) instance \($0)" } ?? "face \(faceIndex)"
            throw RenderError(file: path, reason: "FreeType cannot open \(what) (\(String(cString: fi_error_string(opened))))")
        }
        guard fi_is_scalable(face) != 0, let font = hb_ft_font_create_referenced(face) else {
            let scalable = fi_is_scalable(face) != 0
            FT_Done_Face(face)
            FT_Done_FreeType(library)
            throw RenderError(file: path, reason: scalable
                ? "HarfBuzz cannot use the face (out of memory?)"
                : "has no outlines (a bitmap font): fontinspect draws scalable fonts only")
        }
        // Unhinted, as Apple platforms draw: advances and outlines scale linearly with the size.
        hb_ft_font_set_load_flags(font, Int32(FT_LOAD_NO_HINTING))
        self.library = library
        self.face = face
        self.font = font
    }

    deinit {
        // The HarfBuzz font holds a reference on the FreeType face: destroy it first.
        hb_font_destroy(font)
        FT_Done_Face(face)
        FT_Done_FreeType(library)
    }

    /// Shapes one line with HarfBuzz (kerning, ligatures, marks, complex scripts); direction and script come from
    /// the text, `language` (a BCP 47 tag such as "pl") picks language-specific forms. A pixel size outside
    /// 1 to `maximumPixelSize` is drawn at the nearest of the two.
    package func shape(_ text: String, pixelSize: Double, language: String? = nil) -> ShapedLine {
        let size = setSize(pixelSize)
        let pixels = Double(size) / 64
        guard let buffer = hb_buffer_create() else { return .empty(pixelSize: pixels) }
        defer { hb_buffer_destroy(buffer) }
        var utf8 = text
        utf8.withUTF8 { bytes in
            // HarfBuzz counts in Int32; a line longer than that is cut (a specimen line is a sentence).
            let count = Int32(clamping: bytes.count)
            bytes.withMemoryRebound(to: CChar.self) { hb_buffer_add_utf8(buffer, $0.baseAddress, count, 0, count) }
        }
        // Set before guessing: otherwise HarfBuzz takes the process locale, and the picture would depend on it.
        hb_buffer_set_language(buffer, hb_language_from_string(language ?? "und", -1))
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(font, buffer, nil, 0)

        var count: UInt32 = 0
        let infos = hb_buffer_get_glyph_infos(buffer, &count)
        let positions = hb_buffer_get_glyph_positions(buffer, &count)
        var glyphs: [ShapedGlyph] = []
        if let infos, let positions {
            glyphs.reserveCapacity(Int(count))
            for index in 0..<Int(count) {
                let position = positions[index]
                glyphs.append(ShapedGlyph(
                    id: infos[index].codepoint, cluster: Int(infos[index].cluster),
                    xAdvance: Double(position.x_advance) / 64, yAdvance: Double(position.y_advance) / 64,
                    xOffset: Double(position.x_offset) / 64, yOffset: Double(position.y_offset) / 64))
            }
        }
        let scale = pixels / Double(max(1, face.pointee.units_per_EM))
        return ShapedLine(
            glyphs: glyphs, pixelSize: pixels, isRightToLeft: hb_buffer_get_direction(buffer) == HB_DIRECTION_RTL,
            width: glyphs.reduce(0) { $0 + $1.xAdvance },
            ascent: Double(face.pointee.ascender) * scale, descent: -Double(face.pointee.descender) * scale,
            lineGap: Double(Int(face.pointee.height) - Int(face.pointee.ascender) + Int(face.pointee.descender)) * scale,
            missingCharacters: ShapedLine.missingCharacters(in: text, glyphs: glyphs, hasGlyph: hasGlyph),
            missingGlyphSpans: ShapedLine.notdefSpans(glyphs))
    }

    /// Whether the face's character map gives `scalar` a glyph.
    package func hasGlyph(_ scalar: Unicode.Scalar) -> Bool {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(font, scalar.value, &glyph) != 0
    }

    /// Glyph `id` rasterized at `pixelSize`, its origin `phase` quarter pixels right of a pixel boundary: 8-bit
    /// coverage copied out of FreeType, cached. Empty for a glyph FreeType cannot load or an outsized one.
    func mask(glyph id: UInt32, pixelSize: Double, phase: Int) -> CoverageMask {
        let size = setSize(pixelSize)
        let key = GlyphMaskCache.Key(glyph: id, size: Int(size), phase: phase)
        if let mask = masks[key] { return mask }
        let mask = rasterize(glyph: id, phase: phase)
        masks[key] = mask
        return mask
    }

    private func rasterize(glyph id: UInt32, phase: Int) -> CoverageMask {
        var shift = FT_Vector(x: FT_Pos(phase * 16), y: 0)
        FT_Set_Transform(face, nil, &shift)
        defer { FT_Set_Transform(face, nil, nil) }
        guard FT_Load_Glyph(face, id, Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)) == 0,
              let slot = face.pointee.glyph, slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { return .empty }
        var box = FT_BBox()
        FT_Outline_Get_CBox(&slot.pointee.outline, &box)
        let limit = FT_Pos(Self.maximumMaskSide * 64)
        guard box.xMax - box.xMin <= limit, box.yMax - box.yMin <= limit,
              FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { return .empty }
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width)
        let rows = Int(bitmap.rows)
        guard width > 0, rows > 0, let buffer = bitmap.buffer, bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_GRAY.rawValue) else {
            return .empty
        }
        var coverage = [UInt8](repeating: 0, count: width * rows)
        let pitch = Int(bitmap.pitch)
        coverage.withUnsafeMutableBufferPointer { coverage in
            for row in 0..<rows {
                // A negative pitch means the rows are stored bottom-up.
                let source = pitch >= 0 ? buffer + row * pitch : buffer + (rows - 1 - row) * -pitch
                UnsafeMutableRawPointer(coverage.baseAddress! + row * width).copyMemory(from: source, byteCount: width)
            }
        }
        return CoverageMask(width: width, height: rows, coverage: coverage,
                            left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top))
    }

    /// Glyph `id`'s outline at `pixelSize`, unhinted, from FT_Outline_Decompose; empty for a glyph without one.
    func outline(glyph id: UInt32, pixelSize: Double) -> GlyphOutline {
        _ = setSize(pixelSize)
        guard FT_Load_Glyph(face, id, Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)) == 0,
              let slot = face.pointee.glyph, slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE else { return GlyphOutline() }
        final class Collector { var outline = GlyphOutline() }
        func collector(_ user: UnsafeMutableRawPointer?) -> Collector { Unmanaged<Collector>.fromOpaque(user!).takeUnretainedValue() }
        func pixels(_ vector: UnsafePointer<FT_Vector>?) -> (Double, Double) {
            (Double(vector!.pointee.x) / 64, Double(vector!.pointee.y) / 64)
        }
        var callbacks = FT_Outline_Funcs(
            move_to: { to, user in
                let (x, y) = pixels(to)
                collector(user).outline.commands.append(.move(x: x, y: y))
                return 0
            },
            line_to: { to, user in
                let (x, y) = pixels(to)
                collector(user).outline.commands.append(.line(x: x, y: y))
                return 0
            },
            conic_to: { control, to, user in
                let ((controlX, controlY), (x, y)) = (pixels(control), pixels(to))
                collector(user).outline.commands.append(.quadratic(controlX: controlX, controlY: controlY, x: x, y: y))
                return 0
            },
            cubic_to: { control1, control2, to, user in
                let ((x1, y1), (x2, y2), (x, y)) = (pixels(control1), pixels(control2), pixels(to))
                collector(user).outline.commands.append(
                    .cubic(control1X: x1, control1Y: y1, control2X: x2, control2Y: y2, x: x, y: y))
                return 0
            },
            shift: 0, delta: 0)
        let result = Collector()
        let status = withExtendedLifetime(result) {
            FT_Outline_Decompose(&slot.pointee.outline, &callbacks, Unmanaged.passUnretained(result).toOpaque())
        }
        return status == 0 ? result.outline : GlyphOutline()
    }

    /// Sets FreeType's size (and tells HarfBuzz) when it changes; returns it in 26.6.
    private func setSize(_ pixelSize: Double) -> FT_F26Dot6 {
        let clamped = pixelSize.isNaN ? 1 : min(max(pixelSize, 1), Self.maximumPixelSize)
        let size = FT_F26Dot6((clamped * 64).rounded())
        if size != currentSize, FT_Set_Char_Size(face, 0, size, 72, 72) == 0 {
            hb_ft_font_changed(font)
            currentSize = size
        }
        return size
    }
}

@available(*, unavailable)
extension RenderFace: Sendable {}
