import CPNG

/// The text chunks a PNG carries, as libpng's png_text records whose C strings live while `withChunks`
/// runs (libpng copies them). An ASCII value goes into tEXt; any other into UTF-8 iTXt (tEXt is Latin-1).
struct PNGTextChunks {
    private let entries: [(key: [UInt8], value: [UInt8], isASCII: Bool)]

    init(_ text: [(key: String, value: String)]) {
        entries = text.map { entry in
            // Keys are Latin-1 (checked by PNGTextKey): one byte a character. A NUL in a value would end it early.
            let key = entry.key.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) }
            let value = entry.value.utf8.map { $0 == 0 ? 0x20 : $0 }
            return (key, value, value.allSatisfy { $0 < 0x80 })
        }
    }

    func withChunks<Result>(_ body: (UnsafeBufferPointer<png_text>) -> Result) -> Result {
        // One buffer for every string, each NUL-terminated, freed on the way out.
        let size = entries.reduce(0) { $0 + $1.key.count + $1.value.count + 2 }
        let storage = UnsafeMutablePointer<CChar>.allocate(capacity: max(size, 1))
        defer { storage.deallocate() }
        var offset = 0
        func place(_ bytes: [UInt8]) -> UnsafeMutablePointer<CChar> {
            let start = storage + offset
            for (index, byte) in bytes.enumerated() { start[index] = CChar(bitPattern: byte) }
            start[bytes.count] = 0
            offset += bytes.count + 1
            return start
        }
        let chunks = entries.map { entry in
            var chunk = png_text()
            chunk.compression = entry.isASCII ? PNG_TEXT_COMPRESSION_NONE : PNG_ITXT_COMPRESSION_NONE
            chunk.key = place(entry.key)
            chunk.text = place(entry.value)
            if entry.isASCII { chunk.text_length = entry.value.count } else { chunk.itxt_length = entry.value.count }
            return chunk
        }
        return chunks.withUnsafeBufferPointer(body)
    }
}
