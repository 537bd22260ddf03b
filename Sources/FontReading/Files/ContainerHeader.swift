/// Checks what a font file's first bytes declare about its own size and face count before FreeType
/// trusts them: FreeType opens each face of a collection by re-reading every offset the header
/// declares (a million-face header makes 1,024 opens cost seconds), and it allocates a WOFF's
/// declared decompressed size up front. The answer is the reason the file is refused, or nil.
enum ContainerHeader {
    /// Enough bytes for every header checked here (WOFF2's is the longest).
    static let length = 48

    static func problem(in header: [UInt8], fileSize: Int64, signature: FileSignature) -> String? {
        switch signature {
        case .sfnt: sfntProblem(header, fileSize: fileSize)
        case .collection: collectionProblem(header, fileSize: fileSize)
        case .woff: webFontProblem(header, fileSize: fileSize, format: "WOFF", headerLength: 44)
        case .woff2: webFontProblem(header, fileSize: fileSize, format: "WOFF2", headerLength: 48)
        case .otherFontFormat, .notAFont: nil
        }
    }

    private static func sfntProblem(_ header: [UInt8], fileSize: Int64) -> String? {
        guard fileSize >= 12 else { return "damaged font: truncated to \(fileSize) bytes, shorter than the 12-byte sfnt header" }
        let tableCount = uint16(header, at: 4)
        let directoryEnd = 12 + 16 * Int64(tableCount)
        guard fileSize >= directoryEnd else {
            return "damaged font: truncated to \(fileSize) bytes, shorter than its table directory (\(tableCount) tables, \(directoryEnd) bytes)"
        }
        return nil
    }

    private static func collectionProblem(_ header: [UInt8], fileSize: Int64) -> String? {
        guard fileSize >= 12 else { return "damaged font: truncated to \(fileSize) bytes, shorter than the 12-byte collection header" }
        let faceCount = uint32(header, at: 8)
        if faceCount == 0 { return "damaged font: the collection header declares 0 faces" }
        if faceCount > ReadLimits.maximumFacesPerFile {
            return "declares \(faceCount) faces, more than the \(ReadLimits.maximumFacesPerFile) fontinspect reads from one file"
        }
        let offsetsEnd = 12 + 4 * Int64(faceCount)
        guard fileSize >= offsetsEnd else {
            return "damaged font: truncated to \(fileSize) bytes, shorter than the offsets of its \(faceCount) faces (\(offsetsEnd) bytes)"
        }
        return nil
    }

    /// WOFF and WOFF2 both store the file's length at byte 8 and the decompressed sfnt's size at byte 16.
    /// FreeType allocates a WOFF's decompressed size before inflating it, so that size is bounded twice:
    /// by what fontinspect reads, and by zlib's largest expansion of the bytes the file holds.
    /// WOFF2's is not trusted by FreeType (it caps reconstruction at 30 MiB), so it is not checked here.
    private static func webFontProblem(_ header: [UInt8], fileSize: Int64, format: String, headerLength: Int) -> String? {
        guard fileSize >= headerLength else {
            return "damaged font: truncated to \(fileSize) bytes, shorter than the \(headerLength)-byte \(format) header"
        }
        let declaredLength = uint32(header, at: 8)
        guard declaredLength == fileSize else {
            return "damaged font: the \(format) header declares \(declaredLength) bytes, the file has \(fileSize)"
        }
        guard format == "WOFF" else { return nil }
        let decompressedSize = Int64(uint32(header, at: 16))
        if decompressedSize > ReadLimits.maximumFileSize {
            return "damaged font: the WOFF header declares \(decompressedSize) bytes once decompressed, larger than "
                + "the \(ReadLimits.maximumFileSize / 1024 / 1024) MiB fontinspect reads"
        }
        if decompressedSize > fileSize * zlibMaximumExpansion {
            return "damaged font: the WOFF header declares \(decompressedSize) bytes once decompressed, more than "
                + "zlib can expand \(fileSize) bytes into"
        }
        return nil
    }

    /// Deflate never expands data more than 1032:1 (zlib's technical details, zlib.net/zlib_tech.html).
    private static let zlibMaximumExpansion: Int64 = 1032

    private static func uint16(_ bytes: [UInt8], at offset: Int) -> Int {
        offset + 2 <= bytes.count ? Int(bytes[offset]) << 8 | Int(bytes[offset + 1]) : 0
    }

    private static func uint32(_ bytes: [UInt8], at offset: Int) -> Int {
        offset + 4 <= bytes.count ? uint16(bytes, at: offset) << 16 | uint16(bytes, at: offset + 2) : 0
    }
}
