import CFreeType

/// Owns one `FT_Face` and reads raw values from it. Nothing here leaves the FontReading target as a pointer:
/// every accessor copies into Swift values.
final class FreeTypeFace {
    private let library: FreeTypeLibrary
    private let handle: FT_Face

    init(library: FreeTypeLibrary, path: String, faceIndex: Int) throws(FreeTypeError) {
        let face = try library.openFace(path: path, faceIndex: faceIndex)
        self.library = library
        handle = face
    }

    deinit {
        FT_Done_Face(handle)
    }

    var faceCount: Int { Int(handle.pointee.num_faces) }
    var glyphCount: Int { Int(handle.pointee.num_glyphs) }
    var unitsPerEm: Int { Int(handle.pointee.units_per_EM) }
    var isSfnt: Bool { fi_is_sfnt(handle) != 0 }
    var hasVariations: Bool { fi_has_multiple_masters(handle) != 0 }
    var styleFlagsItalic: Bool { fi_style_is_italic(handle) != 0 }

    /// FreeType's own format name ("TrueType", "CFF", "Type 1", "BDF", "PCF", …).
    var driverFormat: String? { FT_Get_Font_Format(handle).map { String(cString: $0) } }

    /// FreeType's family and style fields, used only for formats without a name table.
    var freeTypeFamilyName: String? { handle.pointee.family_name.map { String(cString: $0) } }
    var freeTypeStyleName: String? { handle.pointee.style_name.map { String(cString: $0) } }

    /// The PostScript name FreeType reports, used only for formats without a name table.
    var freeTypePostScriptName: String? { FT_Get_Postscript_Name(handle).map { String(cString: $0) } }

    func nameRecords() -> [NameRecord] {
        let count = FT_Get_Sfnt_Name_Count(handle)
        var records: [NameRecord] = []
        records.reserveCapacity(Int(count))
        var name = FT_SfntName()
        for index in 0..<count where FT_Get_Sfnt_Name(handle, index, &name) == 0 {
            let bytes = name.string.map { Array(UnsafeBufferPointer(start: $0, count: Int(name.string_len))) } ?? []
            records.append(NameRecord(
                platformID: name.platform_id, encodingID: name.encoding_id,
                languageID: name.language_id, nameID: name.name_id, bytes: bytes))
        }
        return records
    }

    /// Table tags in table-directory order.
    func tableTags() -> [String] {
        var tags: [String] = []
        var tag: FT_ULong = 0
        var length: FT_ULong = 0
        var index: FT_UInt = 0
        while FT_Sfnt_Table_Info(handle, index, &tag, &length) == 0 {
            tags.append(FontTag.string(UInt32(truncatingIfNeeded: tag)))
            index += 1
        }
        return tags
    }

    func hasTable(_ tag: String) -> Bool {
        var length: FT_ULong = 0
        return FT_Load_Sfnt_Table(handle, FT_ULong(FontTag.value(tag)), 0, nil, &length) == 0
    }

    var os2: TT_OS2? {
        // FreeType returns NULL without an OS/2 table; version 0xFFFF is its own "absent" mark, checked too.
        guard let table = fi_os2_table(handle)?.pointee, table.version != 0xFFFF else { return nil }
        return table
    }

    var head: TT_Header? { fi_head_table(handle)?.pointee }
    var post: TT_Postscript? { fi_post_table(handle)?.pointee }
    var hhea: TT_HoriHeader? { fi_hhea_table(handle)?.pointee }

    /// The code points the face's Unicode character map gives a glyph, each with its glyph index; empty when it
    /// has none (a symbol-encoded font). FreeType picks the best Unicode cmap (UCS-4 before BMP-only). Walking
    /// stops past U+10FFFF, so a forged cmap claiming billions of codes cannot make it run long.
    func unicodeMapping() -> [CharacterMap.Mapping] {
        guard FT_Select_Charmap(handle, FT_ENCODING_UNICODE) == 0 else { return [] }
        var mapping: [CharacterMap.Mapping] = []
        var glyphIndex: FT_UInt = 0
        var code = FT_Get_First_Char(handle, &glyphIndex)
        while glyphIndex != 0, code <= 0x10FFFF {
            mapping.append(CharacterMap.Mapping(codePoint: UInt32(code), glyph: UInt32(glyphIndex)))
            code = FT_Get_Next_Char(handle, code, &glyphIndex)
        }
        return mapping
    }

    /// The instance count the fvar table itself declares. FreeType appends a synthetic named instance
    /// for the default location when no stored instance sits there; Apple platforms list only stored ones.
    func storedNamedInstanceCount() -> Int? {
        var header = [UInt8](repeating: 0, count: 16)
        var length = FT_ULong(header.count)
        let error = header.withUnsafeMutableBufferPointer {
            FT_Load_Sfnt_Table(handle, FT_ULong(FontTag.value("fvar")), 0, $0.baseAddress, &length)
        }
        guard error == 0, length == 16 else { return nil }
        return Int(header[12]) << 8 | Int(header[13])
    }

    /// The fvar axes and named instances, copied out of FreeType's FT_MM_Var.
    func variations() -> FreeTypeVariations? {
        var master: UnsafeMutablePointer<FT_MM_Var>?
        guard FT_Get_MM_Var(handle, &master) == 0, let master else { return nil }
        defer { library.free(master) }
        let axisCount = Int(master.pointee.num_axis)
        let axes = (0..<axisCount).map { index in
            let axis = master.pointee.axis[index]
            return FreeTypeVariations.Axis(
                tag: FontTag.string(UInt32(truncatingIfNeeded: axis.tag)), nameID: UInt16(truncatingIfNeeded: axis.strid),
                minimum: Fixed16.double(axis.minimum), defaultValue: Fixed16.double(axis.def),
                maximum: Fixed16.double(axis.maximum))
        }
        let storedCount = min(Int(master.pointee.num_namedstyles), storedNamedInstanceCount() ?? 0)
        let instances = (0..<storedCount).map { index in
            let style = master.pointee.namedstyle[index]
            let coordinates = (0..<axisCount).map { Fixed16.double(style.coords[$0]) }
            return FreeTypeVariations.Instance(
                subfamilyNameID: UInt16(truncatingIfNeeded: style.strid),
                postScriptNameID: UInt16(truncatingIfNeeded: style.psid), coordinates: coordinates)
        }
        return FreeTypeVariations(axes: axes, instances: instances)
    }
}

@available(*, unavailable)
extension FreeTypeFace: Sendable {}
