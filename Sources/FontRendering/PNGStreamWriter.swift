import CPNG
import Foundation

/// Writes a picture to a PNG file band by band, so memory holds one band, never the sheet. The bytes depend
/// only on the pixels, the text and the libpng/zlib versions: one fixed filter and compression level, no
/// time chunk. The file appears (renamed from a temporary beside it) only when `finish` succeeds.
package final class PNGStreamWriter {
    /// PNG's own limit is 2³¹−1; libpng refuses more than a million pixels a side by default.
    package static let maximumSide = 1_000_000
    /// Filter "Up": text rows repeat their neighbours, and one fixed filter keeps the bytes reproducible. Level 3:
    /// bench/render wrote its 2400 × 11418 sheet in 0.41 s against 0.69 s at zlib's default 6.
    static let filter = PNG_FILTER_UP
    static let compressionLevel: Int32 = 3

    package let path: String
    package let width: Int
    package let height: Int
    package private(set) var rowsWritten = 0

    private let temporaryPath: String
    private var file: UnsafeMutablePointer<FILE>?
    private var png: png_structp?
    private var info: png_infop?
    private var errorText = fi_png_error_text()
    private var finished = false

    /// Opens the temporary file and writes the header and `text` (tEXt chunks, or iTXt for a value that is
    /// not ASCII). Keys are 1–79 printable Latin-1 characters, as PNG requires.
    package init(path: String, width: Int, height: Int, text: [(key: String, value: String)] = []) throws(RenderError) {
        self.path = path
        self.width = width
        self.height = height
        temporaryPath = path + ".partial-\(getpid())"
        guard (1...Self.maximumSide).contains(width), (1...Self.maximumSide).contains(height) else {
            throw RenderError(file: path, reason: "a PNG of \(width) × \(height) pixels cannot be written (each side must be 1 to \(Self.maximumSide))")
        }
        if let bad = text.first(where: { !PNGTextKey.isValid($0.key) }) {
            throw RenderError(file: path, reason: "PNG text key \(bad.key.debugDescription) is not 1 to 79 printable Latin-1 characters")
        }
        guard let file = fopen(temporaryPath, "wb") else {
            throw RenderError(file: path, reason: "cannot create \(temporaryPath): \(String(cString: strerror(errno)))")
        }
        self.file = file
        // From here on deinit frees whatever was made, and removes the temporary file if `finish` never ran.
        guard let png = withUnsafeMutablePointer(to: &errorText, { fi_png_create_writer($0) }) else {
            throw RenderError(file: path, reason: "libpng could not start (out of memory?)")
        }
        self.png = png
        guard let info = png_create_info_struct(png) else {
            throw RenderError(file: path, reason: "libpng could not start (out of memory?)")
        }
        self.info = info
        let status = PNGTextChunks(text).withChunks { chunks in
            fi_png_start(png, info, file, png_uint_32(width), png_uint_32(height), Self.compressionLevel,
                         Self.filter, chunks.baseAddress, Int32(chunks.count))
        }
        if status != 0 { throw failure() }
    }

    deinit {
        if png != nil { png_destroy_write_struct(&png, &info) }
        if let file { fclose(file) }
        if !finished { unlink(temporaryPath) }
    }

    /// Writes every row of `band`, which must be `width` wide and fit in what is left of `height`.
    package func append(_ band: Canvas) throws(RenderError) {
        guard let png, !finished else { throw RenderError(file: path, reason: "the PNG is already finished") }
        guard band.width == width else {
            throw RenderError(file: path, reason: "a band \(band.width) pixels wide cannot go into a PNG \(width) wide")
        }
        guard rowsWritten + band.height <= height else {
            throw RenderError(file: path, reason: "\(rowsWritten + band.height) rows are more than the PNG's \(height)")
        }
        for row in 0..<band.height {
            let status = band.withRow(row) { fi_png_write_row(png, $0.baseAddress!) }
            if status != 0 { throw failure() }
            rowsWritten += 1
        }
    }

    /// Ends the stream, closes the file and renames it to `path`. Every row must have been appended.
    package func finish() throws(RenderError) {
        guard let png, let info, let file, !finished else { throw RenderError(file: path, reason: "the PNG is already finished") }
        guard rowsWritten == height else {
            throw RenderError(file: path, reason: "only \(rowsWritten) of the PNG's \(height) rows were drawn")
        }
        if fi_png_finish(png, info) != 0 { throw failure() }
        self.file = nil
        let flushed = fflush(file) == 0
        let closeError = flushed ? (fclose(file) == 0 ? 0 : errno) : errno
        if !flushed { fclose(file) }
        guard closeError == 0 else {
            throw RenderError(file: path, reason: "cannot write \(temporaryPath): \(String(cString: strerror(closeError)))")
        }
        guard rename(temporaryPath, path) == 0 else {
            throw RenderError(file: path, reason: "cannot rename \(temporaryPath) to it: \(String(cString: strerror(errno)))")
        }
        finished = true
    }

    private func failure() -> RenderError {
        let message = withUnsafeBytes(of: errorText.message) { bytes in
            String(decoding: bytes.prefix(while: { $0 != 0 }), as: UTF8.self)
        }
        let reason = errno != 0 && message == "Write Error" ? String(cString: strerror(errno)) : message
        return RenderError(file: path, reason: "cannot write the PNG: \(reason)")
    }
}

@available(*, unavailable)
extension PNGStreamWriter: Sendable {}
